/**
 * Nested example values → the flat `key=value` fields of form data, URL-encoded bodies and query
 * strings, in PHP's bracket notation (`book[name]`, `users[0][first_name]`), which Laravel parses back
 * into the same structure. Two list rules: a request sends every item under its index (`ids[0]`,
 * `ids[1]`); an example request as Scribe prints it (`getParameterNamesAndValuesForFormData` and its
 * query printers) shows the first item under `ids[]`. Also the key a parameter's name takes in that notation.
 */
import { FileExample, isPlainObject } from './example-values.ts';

export type FormField = { key: string; value: string } | { key: string; file: FileExample };

/** A field of an example request: the value as the example gives it (the printer turns it into text). */
export interface ExampleFormField {
  key: string;
  value: unknown;
}

type ListRule = 'every-item' | 'first-item';

/** Every field a request sends, values as form text, files kept as files; under `prefix[…]` when given. */
export function formFields(values: Record<string, unknown> | unknown[], prefix?: string): FormField[] {
  return flatten(values, 'every-item', prefix).map(({ key, value }) =>
    value instanceof FileExample ? { key, file: value } : { key, value: formText(value) },
  );
}

/** The fields an example request shows: lists as `name[]` with their first item, values untouched. */
export function exampleFormFields(values: Record<string, unknown> | unknown[]): ExampleFormField[] {
  return flatten(values, 'first-item');
}

function flatten(values: Record<string, unknown> | unknown[], lists: ListRule, prefix?: string): ExampleFormField[] {
  const fields: ExampleFormField[] = [];
  const entries = Array.isArray(values) ? values.map((v, i) => [String(i), v] as const) : Object.entries(values);
  for (const [name, value] of entries) flattenInto(fields, prefix === undefined ? name : `${prefix}[${name}]`, value, lists);
  return fields;
}

function flattenInto(fields: ExampleFormField[], key: string, value: unknown, lists: ListRule): void {
  if (Array.isArray(value)) {
    if (lists === 'every-item') value.forEach((item, index) => flattenInto(fields, `${key}[${index}]`, item, lists));
    else if (value.length > 0) flattenInto(fields, `${key}[]`, value[0], lists);
    return;
  }
  if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value)) flattenInto(fields, `${key}[${child}]`, childValue, lists);
    return;
  }
  fields.push({ key, value });
}

/** `book.name` → `book[name]`, `users[].x` → `users[0][x]`: the form key a parameter's first value uses. */
export function formKeyOf(name: string): string {
  const [first = '', ...rest] = name.split('.');
  const head = first.replace(/\[\]/g, '[0]');
  return head + rest.map((part) => `[${part.replace(/\[\]$/, '')}]${part.endsWith('[]') ? '[0]' : ''}`).join('');
}

/** How a scalar travels in a form: booleans as `1`/`0` (what Laravel's `boolean` rule accepts), null as empty. */
export function formText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
