/** What PHP's string conversion gives: `true` → "1", `false`/`null` → "", arrays as JSON. */
export function phpString(value: unknown): string {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
