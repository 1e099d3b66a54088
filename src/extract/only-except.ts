/**
 * Per-strategy `only` / `except` route patterns (Scribe's `RoutePatternMatcher` with Laravel's `Str::is`):
 * a pattern matches the route name, the uri with or without its leading `/`, or `"METHOD uri"` (either form),
 * and `*` matches any run of characters, slashes and spaces included.
 */
import type { StrategySettings } from '../config/types.ts';

export interface PatternTarget {
  methods: string[];
  uri: string;
  name: string | null;
}

const compiled = new Map<string, RegExp>();

/** Laravel's `Str::is(pattern, value)`: exact match, or `*` as a wildcard; case-sensitive. */
export function strIs(pattern: string, value: string): boolean {
  if (pattern === value) return true;
  let regex = compiled.get(pattern);
  if (!regex) {
    const body = pattern
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    regex = new RegExp(`^${body}$`, 's');
    compiled.set(pattern, regex);
  }
  return regex.test(value);
}

export function routeMatchesPatterns(route: PatternTarget, patterns: readonly string[]): boolean {
  const bare = route.uri.replace(/^\/+/, '');
  const candidates = [bare, `/${bare}`];
  if (route.name) candidates.push(route.name);
  for (const method of route.methods) candidates.push(`${method} ${bare}`, `${method} /${bare}`);
  return patterns.some((pattern) => candidates.some((candidate) => strIs(pattern, candidate)));
}

/** Whether a strategy with these settings applies to the route: `only` empty or `['*']` means every route. */
export function strategyAppliesTo(route: PatternTarget, settings: Pick<StrategySettings, 'only' | 'except'>): boolean {
  const only = settings.only ?? [];
  const except = settings.except ?? [];
  const restricted = only.length > 0 && !(only.length === 1 && only[0] === '*');
  if (restricted && !routeMatchesPatterns(route, only)) return false;
  if (except.length > 0 && routeMatchesPatterns(route, except)) return false;
  return true;
}
