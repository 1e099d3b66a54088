/**
 * A ready MCP server description of the documented API (`mcp.json`): one tool per OpenAPI operation, its input
 * schema made of the operation's parameters and body, where the credential goes (from `auth.in`), and an
 * `mcpServers` entry that runs a generic OpenAPI-to-MCP server (`@ivotoby/openapi-mcp-server`) on the spec docgen
 * writes. The credential is the placeholder; the user puts the real one in their MCP client's settings.
 */
import type { Group } from '../../model.ts';
import { authCarrier, authPlaceholder } from '../auth-carrier.ts';
import { baseUrlOf, titleOf, type OutputContext } from '../context.ts';
import { generateOpenApiSpec } from '../openapi/generate-openapi.ts';
import type { OperationObject, ParameterObject, Schema } from '../openapi/openapi-types.ts';

export interface McpTool {
  name: string;
  description: string;
  method: string;
  path: string;
  requiresAuth: boolean;
  inputSchema: { type: 'object'; properties: Record<string, Schema>; required?: string[] };
}

export interface McpDescription {
  name: string;
  description: string;
  baseUrl: string;
  /** Where the OpenAPI spec is published (relative to the site root when the docs are served). */
  openapi: string;
  auth: { in: 'header' | 'query' | 'body' | 'none'; name?: string; value?: string };
  tools: McpTool[];
  mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }>;
}

export function mcpDescription(groups: Group[], context: OutputContext, openApiUrl: string): McpDescription {
  // Self-contained input schemas: every schema inline.
  const config = { ...context.config, openapi: { ...context.config.openapi, version: '3.0.3' as const, shared_schemas: false, code_samples: false } };
  const { spec } = generateOpenApiSpec(groups, { ...context, config });
  const secured = spec.security !== undefined;
  const tools: McpTool[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const shared = (item.parameters ?? []) as ParameterObject[];
    for (const [method, value] of Object.entries(item)) {
      if (method === 'parameters' || !value || typeof value !== 'object') continue;
      const operation = value as OperationObject;
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const parameter of [...shared, ...operation.parameters]) {
        properties[parameter.name] = { ...parameter.schema, ...(parameter.description ? { description: parameter.description } : {}) };
        if (parameter.required) required.push(parameter.name);
      }
      const body = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
      if (body) {
        properties.body = body;
        if (operation.requestBody?.required) required.push('body');
      }
      tools.push({
        name: operation.operationId,
        description: [operation.summary, operation.description].filter(Boolean).join('\n\n') || `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        requiresAuth: secured && !(Array.isArray(operation.security) && operation.security.length === 0),
        inputSchema: { type: 'object', properties, ...(required.length > 0 ? { required: [...new Set(required)] } : {}) },
      });
    }
  }
  const carrier = authCarrier(context.config);
  const placeholder = authPlaceholder(context.config);
  const auth: McpDescription['auth'] =
    carrier.where === 'none'
      ? { in: 'none' }
      : {
          in: carrier.where,
          name: carrier.name,
          value: context.config.auth.in === 'bearer' ? `Bearer ${placeholder}` : context.config.auth.in === 'basic' ? 'Basic {credentials}' : placeholder,
        };
  const name = slug(titleOf(context)) || 'api';
  const env: Record<string, string> = { API_BASE_URL: baseUrlOf(context), OPENAPI_SPEC_PATH: openApiUrl };
  if (auth.in === 'header') env.API_HEADERS = `${auth.name}:${auth.value}`;
  return {
    name,
    description: context.config.description,
    baseUrl: baseUrlOf(context),
    openapi: openApiUrl,
    auth,
    tools,
    mcpServers: { [name]: { command: 'npx', args: ['-y', '@ivotoby/openapi-mcp-server'], env } },
  };
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|(?<!-)-+$/g, '');
}
