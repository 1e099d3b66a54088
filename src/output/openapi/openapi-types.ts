/**
 * The OpenAPI objects docgen writes (3.0.3, or 3.1.0 on request). Loose on purpose: generators and
 * overrides may add any key, so every object stays open.
 */

export type Schema = {
  type?: string | string[];
  format?: string;
  description?: string;
  example?: unknown;
  examples?: unknown[];
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  deprecated?: boolean;
  [key: string]: unknown;
};

export interface ExampleObject {
  summary?: string;
  value: unknown;
}

export interface ParameterObject {
  in: 'path' | 'query' | 'header';
  name: string;
  description: string;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
  required?: boolean;
  deprecated?: boolean;
  style?: string;
  explode?: boolean;
  schema: Schema;
  [key: string]: unknown;
}

export interface MediaTypeObject {
  schema: Schema;
  example?: unknown;
  examples?: Record<string, ExampleObject>;
  [key: string]: unknown;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description?: string; schema: Schema; example?: unknown }>;
  content?: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}

export interface RequestBodyObject {
  required: boolean;
  content: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}

export interface OperationObject {
  summary: string;
  operationId: string;
  description: string;
  parameters: ParameterObject[];
  responses: Record<string, ResponseObject>;
  tags: string[];
  requestBody?: RequestBodyObject;
  security?: Array<Record<string, string[]>>;
  deprecated?: boolean;
  [key: string]: unknown;
}

/** A path item: operations by lower-case method, plus the path-level `parameters`. */
export type PathItemObject = {
  parameters?: ParameterObject[];
  [method: string]: OperationObject | ParameterObject[] | unknown;
};

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string; version: string; [key: string]: unknown };
  servers: Array<{ url: string; description?: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, PathItemObject>;
  components?: { securitySchemes?: Record<string, Record<string, unknown>>; [key: string]: unknown };
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}
