/** The real validators the outputs must satisfy: Postman's v2.1.0 JSON schema (ajv) and swagger-parser. */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ErrorObject } from 'ajv';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const schemaPath = new URL('../../fixtures/postman/collection-v2.1.0.schema.json', import.meta.url);
const ajv = new Ajv({ strict: false, allErrors: true });
const validateCollection = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);

/** Schema errors of a collection (empty when valid). */
export function postmanSchemaErrors(collection: unknown): ErrorObject[] {
  return validateCollection(collection) ? [] : [...(validateCollection.errors ?? [])];
}

/** Resolves when swagger-parser accepts the YAML text; rejects with its message otherwise. */
export async function validateOpenApiYaml(text: string): Promise<void> {
  await SwaggerParser.validate(parse(text) as never);
}

/** Every operationId of a spec, in document order. */
export function operationIds(spec: { paths: Record<string, Record<string, unknown>> }): string[] {
  const ids: string[] = [];
  for (const item of Object.values(spec.paths)) {
    for (const [key, value] of Object.entries(item)) {
      if (key === 'parameters' || !value || typeof value !== 'object') continue;
      const id = (value as { operationId?: string }).operationId;
      if (id !== undefined) ids.push(id);
    }
  }
  return ids;
}
