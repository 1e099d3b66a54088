/**
 * A schema inferred from an example JSON response (Scribe's `generateSchemaForResponseValue`),
 * with descriptions, enums, `required` and `nullable` from the endpoint's response fields, looked up
 * by dotted path (`data.id`; list items as `items[].id` or `items.id`). When a field is not found
 * under `data.…`, the path without that wrapper is tried too, as API resources wrap in `data`.
 */
import { nameMap, ownValue } from '../../name-map.ts';
import type { ResponseField } from '../../model.ts';
import { openApiTypeName } from './openapi-type-name.ts';
import type { Schema } from './openapi-types.ts';
import { madeFrom } from './schema-class.ts';

export function responseSchema(value: unknown, fields: Record<string, ResponseField>): Schema {
  return schemaFor(value, [], Object.keys(fields).length > 0 ? fields : undefined);
}

function schemaFor(value: unknown, path: string[], fields: Record<string, ResponseField> | undefined): Schema {
  const field = findField(path, fields);
  let schema: Schema;
  if (isObject(value)) {
    const properties: Record<string, Schema> = nameMap();
    const required: string[] = [];
    for (const [key, child] of Object.entries(value)) {
      properties[key] = schemaFor(child, [...path, key], fields);
      if (findField([...path, key], fields)?.required) required.push(key);
    }
    schema = { type: 'object', properties };
    if (required.length > 0) schema.required = required;
  } else if (Array.isArray(value)) {
    schema = { type: 'array', example: value };
    schema.items = value.length > 0 ? itemSchema(value[0], [...path.slice(0, -1), `${path[path.length - 1] ?? ''}[]`], fields) : { type: 'object' };
  } else if (value === null) {
    schema = { type: field?.type ? openApiTypeName(field.type.replace(/(?<!\[\])(?:\[\])+$/, '')) : 'string', example: null, nullable: true };
  } else {
    schema = { type: scalarType(value), example: value };
  }
  if (field?.description) schema.description = field.description;
  if (field && field.enumValues.length > 0) madeFrom(Object.assign(schema, { enum: [...field.enumValues] }), field.enumClass);
  if (field?.nullable) schema.nullable = true;
  return schema;
}

/** An array item: objects keep their properties (and no example of their own: the array has one). */
function itemSchema(value: unknown, path: string[], fields: Record<string, ResponseField> | undefined): Schema {
  const schema = schemaFor(value, path, fields);
  delete schema.example;
  return schema;
}

function findField(path: string[], fields: Record<string, ResponseField> | undefined): ResponseField | undefined {
  if (!fields || path.length === 0) return undefined;
  const withBrackets = path.join('.');
  const plain = path
    .map((segment) => segment.replace(/\[\]$/, ''))
    .filter((segment) => segment !== '')
    .join('.');
  const exact = ownValue(fields, withBrackets) ?? ownValue(fields, plain);
  if (exact) return exact;
  if (path.length > 1 && /^data(\[\])?$/.test(path[0]!)) return findField(path.slice(1), fields);
  return undefined;
}

function scalarType(value: unknown): string {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return 'string';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
