/**
 * Date ranges for examples: the `after:`/`before:` rules take anything `strtotime()` reads. Examples are
 * formatted in UTC (src/php/date-format.ts) so the output never depends on the machine's time zone.
 */
import type phpStrtotime from 'locutus/php/datetime/strtotime.js';
import { lazyModule } from '../lazy-module.ts';

/** Loaded only when an `after:`/`before:` rule names a date. */
const strtotime = lazyModule<typeof phpStrtotime>('locutus/php/datetime/strtotime.js');

const DAY = 86_400;

/** The window of "any date" examples: fixed, so that examples never depend on the day of the build. */
export const ANY_DATE_WINDOW = { from: Date.UTC(2020, 0, 1) / 1000, to: Date.UTC(2030, 0, 1) / 1000 } as const;

/**
 * The range an `after:X` / `before:X` example is drawn from. An absolute date (one `strtotime` reads
 * the same whatever "now" is) bounds the range; a relative one (`today`, `+1 week`) or another
 * field's name cannot be fixed without making examples depend on the build day, so those get a
 * range far enough in the future (after) or past (before) to stay valid for decades.
 */
export function dateRangeForRule(rule: 'after' | 'before', argument: string, isFieldName: boolean): { from: number; to: number } {
  const absolute = isFieldName ? undefined : absoluteTimestamp(argument);
  if (rule === 'after') {
    if (absolute === undefined) return { from: Date.UTC(2090, 0, 1) / 1000, to: Date.UTC(2100, 0, 1) / 1000 };
    return { from: absolute + DAY, to: absolute + 50 * 365 * DAY };
  }
  if (absolute === undefined) return { from: Date.UTC(1970, 0, 2) / 1000, to: Date.UTC(2000, 0, 1) / 1000 };
  return { from: absolute - 30 * 365 * DAY, to: absolute - DAY };
}

const absoluteCache = new Map<string, number | undefined>();

function absoluteTimestamp(text: string): number | undefined {
  if (absoluteCache.has(text)) return absoluteCache.get(text);
  const result = readAbsolute(text);
  absoluteCache.set(text, result);
  return result;
}

function readAbsolute(text: string): number | undefined {
  const a = strtotime()(text, 1_000_000_000);
  const b = strtotime()(text, 1_500_000_000);
  return a !== false && a === b ? a : undefined;
}
