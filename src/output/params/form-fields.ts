/**
 * Nested example values → the flat `key=value` fields of form data, URL-encoded bodies and query
 * strings, in PHP's bracket notation (`book[name]`, `ids[0]`, `users[0][first_name]`), which Laravel
 * parses back into the same structure.
 */
import { FileExample, isPlainObject } from './example-values.ts';

export type FormField = { key: string; value: string } | { key: string; file: FileExample };

export function formFields(values: Record<string, unknown> | unknown[], prefix?: string): FormField[] {
  const fields: FormField[] = [];
  const entries = Array.isArray(values) ? values.map((v, i) => [String(i), v] as const) : Object.entries(values);
  for (const [name, value] of entries) flatten(fields, prefix === undefined ? name : `${prefix}[${name}]`, value);
  return fields;
}

function flatten(fields: FormField[], key: string, value: unknown): void {
  if (value instanceof FileExample) {
    fields.push({ key, file: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(fields, `${key}[${index}]`, item));
    return;
  }
  if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value)) flatten(fields, `${key}[${child}]`, childValue);
    return;
  }
  fields.push({ key, value: formText(value) });
}

/** How a scalar travels in a form: booleans as `1`/`0` (what Laravel's `boolean` rule accepts), null as empty. */
export function formText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}
