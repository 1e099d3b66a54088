/** PHP's `http_build_query` for nested values: `{a: {b: [1]}}` → `a%5Bb%5D%5B0%5D=1`; booleans as 1/0, nulls left out. */
export function phpQueryString(values: Record<string, unknown>): string {
  return flattenFields(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Nested values as PHP form fields: `[['a[b][0]', '1'], …]`. */
export function flattenFields(values: Record<string, unknown> | unknown[], prefix = ''): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const entries = Array.isArray(values) ? values.map((v, i) => [String(i), v] as const) : Object.entries(values);
  for (const [key, value] of entries) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') fields.push(...flattenFields(value as Record<string, unknown>, name));
    else if (typeof value === 'boolean') fields.push([name, value ? '1' : '0']);
    else fields.push([name, String(value)]);
  }
  return fields;
}
