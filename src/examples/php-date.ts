/**
 * PHP date handling for examples: `date_format:F` needs PHP's `date()` formats, and the
 * `after:`/`before:` rules take anything `strtotime()` reads. Formatting is done in UTC so the
 * output never depends on the machine's time zone.
 */
import { lookupTable } from '../name-map.ts';
import { gmdate } from 'locutus/php/datetime/gmdate';
import { strtotime } from 'locutus/php/datetime/strtotime';

const DAY = 86_400;

/** The window of "any date" examples: fixed, so that examples never depend on the day of the build. */
export const ANY_DATE_WINDOW = { from: Date.UTC(2020, 0, 1) / 1000, to: Date.UTC(2030, 0, 1) / 1000 } as const;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The numeric format characters examples mostly use, read straight from the UTC date. */
const NUMERIC: Record<string, (date: Date) => string> = lookupTable({
  Y: (date) => pad(date.getUTCFullYear(), 4),
  y: (date) => pad(date.getUTCFullYear() % 100, 2),
  m: (date) => pad(date.getUTCMonth() + 1, 2),
  n: (date) => String(date.getUTCMonth() + 1),
  d: (date) => pad(date.getUTCDate(), 2),
  j: (date) => String(date.getUTCDate()),
  H: (date) => pad(date.getUTCHours(), 2),
  G: (date) => String(date.getUTCHours()),
  i: (date) => pad(date.getUTCMinutes(), 2),
  s: (date) => pad(date.getUTCSeconds(), 2),
  U: (date) => String(Math.floor(date.getTime() / 1000)),
});

/** PHP `date($format, $timestamp)` in UTC. */
export function formatPhpDate(format: string, unixSeconds: number): string {
  // Formats made of numeric characters, separators and escapes (`Y-m-d\TH:i:s`, `d/m/Y`) are built directly;
  // the rest (names of days and months, ISO weeks, time zones …) go through locutus' gmdate.
  if (!/^(?:[YymndjHGisU]|\\.|[-/:. ,_])*$/.test(format)) return gmdate(format, unixSeconds);
  const date = new Date(unixSeconds * 1000);
  let result = '';
  for (let i = 0; i < format.length; i++) {
    const char = format[i]!;
    if (char === '\\') result += format[++i] ?? '';
    else result += NUMERIC[char]?.(date) ?? char;
  }
  return result;
}

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
  const a = strtotime(text, 1_000_000_000);
  const b = strtotime(text, 1_500_000_000);
  return a !== false && a === b ? a : undefined;
}
