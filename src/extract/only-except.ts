/**
 * Per-strategy `only` / `except` route patterns (Scribe's `RoutePatternMatcher` with Laravel's `Str::is`,
 * see src/laravel/matching/route-patterns.ts).
 */
import type { StrategySettings } from '../config/types.ts';
import { routeMatchesPatterns, type PatternTarget } from '../laravel/matching/route-patterns.ts';

/** Whether a strategy with these settings applies to the route: `only` empty or `['*']` means every route. */
export function strategyAppliesTo(route: PatternTarget, settings: Pick<StrategySettings, 'only' | 'except'>): boolean {
  const only = settings.only ?? [];
  const except = settings.except ?? [];
  const restricted = only.length > 0 && !(only.length === 1 && only[0] === '*');
  if (restricted && !routeMatchesPatterns(route, only)) return false;
  if (except.length > 0 && routeMatchesPatterns(route, except)) return false;
  return true;
}
