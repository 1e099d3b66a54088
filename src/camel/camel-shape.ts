/**
 * The shape of Scribe's intermediate "Camel" YAML (`.scribe/endpoints/NN.yaml`), as Scribe writes it
 * and as docgen writes `.docgen/endpoints/*.yaml`. Reading accepts more than this (PHP's empty `[]`
 * for maps, `null` for strings, content given as a map); writing produces exactly this.
 */

export interface CamelParameter {
  name: string;
  description: string;
  required: boolean;
  /** `null` with `exampleWasSpecified: false` means "no example". */
  example: unknown;
  type: string;
  enumValues: unknown[];
  exampleWasSpecified: boolean;
  nullable: boolean;
  /** Written only when true (not a Scribe field). */
  deprecated?: boolean;
  custom: Record<string, unknown>;
}

export interface CamelResponse {
  status: number;
  content: string | null;
  headers: Record<string, string>;
  description: string;
}

export interface CamelResponseField {
  name: string;
  description: string;
  type: string;
  required: boolean;
  nullable: boolean;
  enumValues: unknown[];
}

export interface CamelMetadata {
  groupName: string;
  groupDescription: string;
  subgroup: string;
  subgroupDescription: string;
  title: string;
  description: string;
  authenticated: boolean;
  /** Written only when true (not a Scribe field). */
  deprecated?: boolean;
}

export interface CamelEndpoint {
  httpMethods: string[];
  uri: string;
  metadata: CamelMetadata;
  headers: Record<string, string>;
  urlParameters: Record<string, CamelParameter>;
  queryParameters: Record<string, CamelParameter>;
  bodyParameters: Record<string, CamelParameter>;
  responses: CamelResponse[];
  responseFields: Record<string, CamelResponseField>;
  /** docgen only, on request: where the endpoint came from. */
  source?: unknown;
}

export interface CamelGroup {
  name: string;
  description: string;
  endpoints: CamelEndpoint[];
}
