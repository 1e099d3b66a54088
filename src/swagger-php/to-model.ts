/**
 * OpenAPI schemas and parameters (as read from swagger-php annotations, `$ref`s followed) in docgen's model:
 * request parameters in dot notation (`user.name`, `items[].id`), response fields, and example values —
 * the example written in the schema when there is one, else one generated from the type and name.
 */
import type { ExampleGenerator } from '../examples/generator.ts';
import type { ResponseField } from '../model.ts';
import type { ParamSpec } from '../examples/param-spec.ts';
import type { JsonObject, OaParameter } from './to-openapi.ts';
import { nameMap } from '../name-map.ts';

/** The model's type of a schema: `integer`, `object`, `file`, `string[]`, `object[]` … */
export function modelType(schema: JsonObject): string {
  const type = typeof schema.type === 'string' ? schema.type : Array.isArray(schema.type) ? String(schema.type.find((t) => t !== 'null') ?? 'string') : undefined;
  if (type === 'file' || schema.format === 'binary') return 'file';
  if (type === 'array') return schema.items && typeof schema.items === 'object' ? `${modelType(schema.items as JsonObject)}[]` : 'string[]';
  if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'object' || type === 'string') return type;
  if (schema.properties) return 'object';
  return 'string';
}

const isNullable = (schema: JsonObject) => schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
const enumOf = (schema: JsonObject): unknown[] => (Array.isArray(schema.enum) ? schema.enum : []);
const describe = (schema: JsonObject): string => (typeof schema.description === 'string' ? schema.description : '');

function specOf(name: string, schema: JsonObject, required: boolean): ParamSpec {
  const example = schema.example !== undefined ? schema.example : schema.default;
  return {
    name,
    type: modelType(schema),
    required,
    description: describe(schema),
    hasExample: example !== undefined,
    ...(example !== undefined ? { example } : {}),
    noExample: false,
    enumValues: enumOf(schema),
    nullable: isNullable(schema),
    deprecated: schema.deprecated === true,
  };
}

export function parameterSpec(parameter: OaParameter): ParamSpec {
  const spec = specOf(parameter.name, parameter.schema, parameter.required === true || parameter.in === 'path');
  if (parameter.description !== undefined) spec.description = parameter.description;
  if (parameter.deprecated !== undefined) spec.deprecated = parameter.deprecated;
  if (parameter.example !== undefined) {
    spec.hasExample = true;
    spec.example = parameter.example;
  }
  return spec;
}

/** Every property of a body schema, nested ones in dot notation; a list body's items under `[]`. */
export function bodySpecs(schema: JsonObject): ParamSpec[] {
  const specs: ParamSpec[] = [];
  const visit = (current: JsonObject, prefix: string, depth: number) => {
    if (depth > 6) return;
    if (modelType(current) === 'object' || current.properties) {
      const required = new Set(Array.isArray(current.required) ? (current.required as string[]) : []);
      for (const [name, property] of Object.entries((current.properties ?? {}) as Record<string, JsonObject>)) {
        const full = `${prefix}${name}`;
        specs.push(specOf(full, property, required.has(name)));
        visitChildren(property, full, depth);
      }
    } else if (current.items && prefix === '') {
      visit(current.items as JsonObject, '[].', depth + 1);
    }
  };
  const visitChildren = (property: JsonObject, full: string, depth: number) => {
    if (property.properties) visit(property, `${full}.`, depth + 1);
    else if (property.items && (property.items as JsonObject).properties) visit(property.items as JsonObject, `${full}[].`, depth + 1);
  };
  visit(schema, '', 0);
  return specs;
}

/** Response fields of a response schema: every property, nested ones in dot notation. */
export function responseFieldsOf(schema: JsonObject): Record<string, ResponseField> {
  const fields: Record<string, ResponseField> = nameMap();
  for (const spec of bodySpecs(schema)) {
    fields[spec.name] = {
      name: spec.name,
      description: spec.description,
      type: spec.type,
      required: spec.required,
      nullable: spec.nullable,
      enumValues: spec.enumValues,
    };
  }
  return fields;
}

/** An example value of a schema: its `example`, else one built from its properties, items and types. */
export function exampleOf(schema: JsonObject, name: string, examples: ExampleGenerator, depth = 0): unknown {
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  const enumValues = enumOf(schema);
  if (enumValues.length > 0) return enumValues[0];
  if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
    const first = ((schema.oneOf ?? schema.anyOf) as JsonObject[])[0];
    if (first) return exampleOf(first, name, examples, depth + 1);
  }
  const type = modelType(schema);
  if (depth > 6) return type === 'object' ? {} : null;
  if (type === 'object') {
    const result: Record<string, unknown> = nameMap();
    for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonObject>)) {
      result[key] = exampleOf(property, key, examples, depth + 1);
    }
    return result;
  }
  if (type.endsWith('[]')) return schema.items ? [exampleOf(schema.items as JsonObject, name, examples, depth + 1)] : [];
  if (type === 'file') return null;
  return examples.forType(type, name);
}
