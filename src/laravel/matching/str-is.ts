/**
 * Laravel's Str::is(): `*` matches any run of characters (slashes and spaces included), everything else
 * literally, case-sensitively; a list matches when any pattern does. A list is compiled once into one
 * anchored regular expression, so matching many routes costs one test per string.
 */
const compiled = new Map<string, RegExp | null>();

function patternBody(pattern: string): string {
  return pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\/#-]/g, '\\$&'))
    .join('.*');
}

/** The regular expression of a pattern list; null for an empty list, which matches nothing. */
export function patternsRegex(patterns: string | readonly string[]): RegExp | null {
  const list = typeof patterns === 'string' ? [patterns] : patterns;
  const key = list.join('\0');
  let regex = compiled.get(key);
  if (regex === undefined) {
    regex = list.length > 0 ? new RegExp(`^(?:${list.map(patternBody).join('|')})$`, 's') : null;
    compiled.set(key, regex);
  }
  return regex;
}

export function strIs(patterns: string | readonly string[], value: string | null | undefined): boolean {
  return patternsRegex(patterns)?.test(value ?? '') ?? false;
}
