/**
 * Flattening nested example values into `key=value` fields, the way form data and query strings
 * carry them (Scribe's `getParameterNamesAndValuesForFormData` and its query printers): lists
 * become `name[]` (their first item), maps become `name[key]`, recursively.
 */
export interface Field {
  key: string;
  value: unknown;
}

export function flattenFields(values: Record<string, unknown> | unknown[]): Field[] {
  const fields: Field[] = [];
  const entries = Array.isArray(values) ? values.map((v, i) => [String(i), v] as const) : Object.entries(values);
  for (const [name, value] of entries) flattenInto(fields, name, value);
  return fields;
}

function flattenInto(fields: Field[], key: string, value: unknown): void {
  if (Array.isArray(value)) {
    if (value.length === 0) return;
    flattenInto(fields, `${key}[]`, value[0]);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value)) flattenInto(fields, `${key}[${child}]`, childValue);
    return;
  }
  fields.push({ key, value });
}
