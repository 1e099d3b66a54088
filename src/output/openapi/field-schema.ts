/**
 * A request parameter (with its nested fields) → a schema (Scribe's `generateFieldData`): files as
 * `string`/`binary`, `T[]` as arrays (items carrying the fields of `object[]`), objects with
 * `properties` and `required`, scalars with `enum`. Every schema carries type, description, the
 * example (when there is one) and `nullable`, as Scribe's do.
 */
import { nameMap } from '../../name-map.ts';
import type { Parameter } from '../../model.ts';
import { isFileType, nodeExample } from '../../endpoint/example-values.ts';
import type { NestedParameter } from '../../endpoint/nest-parameters.ts';
import { openApiTypeName } from './openapi-type-name.ts';
import type { Schema } from './openapi-types.ts';
import { madeFrom } from './schema-class.ts';

export function fieldSchema(node: NestedParameter): Schema {
  const p = node.parameter;
  // A bare `array` (no item type) is read as a list of strings: arrays need `items`.
  const type = p.type.trim() === 'array' ? 'string[]' : p.type.trim();
  let schema: Schema;
  if (type === 'file') {
    schema = { type: 'string', format: 'binary', description: p.description, nullable: p.nullable };
  } else if (type.endsWith('[]')) {
    schema = { type: 'array', description: p.description };
    const example = nodeExample(node);
    if (example !== undefined && !isFileType(type)) schema.example = example;
    schema.items = itemSchema(node, type.slice(0, -2), Array.isArray(example) ? example[0] : undefined);
  } else if (openApiTypeName(type) === 'object' || node.fields.length > 0) {
    schema = { type: 'object', description: p.description };
    const example = nodeExample(node);
    if (example !== undefined) schema.example = example;
    schema.nullable = p.nullable;
    Object.assign(schema, objectShape(node.fields));
  } else {
    schema = { type: openApiTypeName(type), description: p.description };
    if (p.example !== undefined) schema.example = p.example;
    schema.nullable = p.nullable;
    if (p.enumValues.length > 0) madeFrom(Object.assign(schema, { enum: [...p.enumValues] }), p.enumClass);
  }
  if (p.deprecated) schema.deprecated = true;
  return schema;
}

/** `properties` (and `required`, only when some field is required: an empty list is not allowed). */
export function objectShape(fields: NestedParameter[]): { properties: Record<string, Schema>; required?: string[] } {
  const properties: Record<string, Schema> = nameMap();
  const required: string[] = [];
  for (const field of fields) {
    properties[field.key] = fieldSchema(field);
    if (field.parameter.required) required.push(field.key);
  }
  return required.length > 0 ? { properties, required } : { properties };
}

function itemSchema(node: NestedParameter, itemType: string, example: unknown): Schema {
  const p = node.parameter;
  if (itemType.endsWith('[]')) {
    const inner: Parameter = { ...p, type: itemType, description: '', example, enumValues: p.enumValues };
    return fieldSchema({ ...node, parameter: inner });
  }
  if (itemType === 'file') return { type: 'string', format: 'binary' };
  const items: Schema = { type: openApiTypeName(itemType) };
  if (p.enumValues.length > 0) madeFrom(Object.assign(items, { enum: [...p.enumValues] }), p.enumClass);
  if (p.nullable) items.nullable = true;
  if (node.fields.length > 0) {
    items.type = 'object';
    Object.assign(items, objectShape(node.fields));
  }
  return items;
}
