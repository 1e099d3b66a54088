/** PHP source literals for generated files: values can never break out of their string. */

/** A single-quoted PHP string: only `\` and `'` need escaping there. */
export function phpStringLiteral(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** A PHP list of strings: `['a', 'b']`. */
export function phpStringList(values: readonly string[]): string {
  return `[${values.map(phpStringLiteral).join(', ')}]`;
}
