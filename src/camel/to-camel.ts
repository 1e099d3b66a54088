/**
 * `Group` → Scribe's Camel YAML. The files stay readable by Scribe itself (same keys, same
 * meaning), so data can move both ways between the two tools.
 */
import { nameMap } from '../name-map.ts';
import type { Endpoint, Group, Parameter, ResponseField } from '../model.ts';
import { emitYaml } from '../yaml-emit.ts';
import type { CamelEndpoint, CamelGroup, CamelParameter, CamelResponseField } from './camel-shape.ts';

export interface CamelWriteOptions {
  /** Also write each endpoint's `source` (docgen's own key, ignored by Scribe). */
  withSource?: boolean;
}

export function groupToCamelYaml(group: Group, options: CamelWriteOptions = {}): string {
  return emitYaml(groupToCamel(group, options));
}

export function groupToCamel(group: Group, options: CamelWriteOptions = {}): CamelGroup {
  return {
    name: group.name,
    description: group.description,
    endpoints: group.endpoints.map((endpoint) => endpointToCamel(endpoint, options)),
  };
}

export function endpointToCamel(endpoint: Endpoint, options: CamelWriteOptions = {}): CamelEndpoint {
  const { metadata } = endpoint;
  const camel: CamelEndpoint = {
    httpMethods: [...endpoint.httpMethods],
    uri: endpoint.uri,
    metadata: {
      groupName: metadata.groupName,
      groupDescription: metadata.groupDescription,
      subgroup: metadata.subgroup,
      subgroupDescription: metadata.subgroupDescription,
      title: metadata.title,
      description: metadata.description,
      authenticated: metadata.authenticated,
      ...(metadata.deprecated ? { deprecated: true } : {}),
    },
    headers: { ...endpoint.headers },
    urlParameters: mapValues(endpoint.urlParameters, parameterToCamel),
    queryParameters: mapValues(endpoint.queryParameters, parameterToCamel),
    bodyParameters: mapValues(endpoint.bodyParameters, parameterToCamel),
    responses: endpoint.responses.map((response) => ({
      status: response.status,
      content: response.content,
      headers: { ...response.headers },
      description: response.description,
    })),
    responseFields: mapValues(endpoint.responseFields, responseFieldToCamel),
  };
  if (options.withSource && endpoint.source) camel.source = endpoint.source;
  return camel;
}

function parameterToCamel(parameter: Parameter): CamelParameter {
  return {
    name: parameter.name,
    description: parameter.description,
    required: parameter.required,
    // Scribe writes "no example" as null; exampleWasSpecified tells it apart from an explicit null.
    example: parameter.example === undefined ? null : parameter.example,
    type: parameter.type,
    enumValues: [...parameter.enumValues],
    exampleWasSpecified: parameter.exampleWasSpecified,
    nullable: parameter.nullable,
    ...(parameter.deprecated ? { deprecated: true } : {}),
    custom: { ...parameter.custom },
  };
}

function responseFieldToCamel(field: ResponseField): CamelResponseField {
  return {
    name: field.name,
    description: field.description,
    type: field.type,
    required: field.required,
    nullable: field.nullable,
    enumValues: [...field.enumValues],
  };
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  const out: Record<string, U> = nameMap();
  for (const [key, value] of Object.entries(record)) out[key] = map(value);
  return out;
}
