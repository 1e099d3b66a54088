/**
 * Laravel's Str::is(): `*` matches any run of characters (slashes included), everything else literally,
 * case-sensitively; a list matches when any pattern does.
 */
const cache = new Map<string, RegExp>();

function regexFor(pattern: string): RegExp {
  let regex = cache.get(pattern);
  if (!regex) {
    const body = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/#-]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${body}$`, 's');
    cache.set(pattern, regex);
  }
  return regex;
}

export function strIs(patterns: string | readonly string[], value: string | null | undefined): boolean {
  const text = value ?? '';
  for (const pattern of typeof patterns === 'string' ? [patterns] : patterns) {
    if (pattern === text || regexFor(pattern).test(text)) return true;
  }
  return false;
}
