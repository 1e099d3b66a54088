/**
 * PHP's date() as docgen formats it (the `last_updated` label, `date_format:` examples, Carbon in resources)
 * against the real PHP, on the same instants, in UTC: every format character PHP documents.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect } from 'vitest';
import { formatPhpDate } from '../../src/php/date-format.ts';
import { formatLastUpdated } from '../../src/site-data/last-updated.ts';
import { itPhp } from '../support/php.ts';

const FORMATS = [
  'd D j l N S w z',
  'W F m M n t L o Y y',
  'a A B g G h H i s u v',
  'e I O P p T Z',
  'c',
  'r',
  'U',
  'F j, Y',
  'D, d M Y H:i:s',
  'Y-m-d\\TH:i:s',
  '\\D\\a\\y: l jS \\o\\f F',
];
// A leap day, a Sunday in ISO week 1 of the next year, the first second of a year, and an ordinary afternoon.
const INSTANTS = [Date.UTC(2024, 1, 29, 13, 5, 9), Date.UTC(2023, 0, 1, 0, 0, 0), Date.UTC(2020, 11, 31, 23, 59, 59), Date.UTC(2026, 10, 24, 5, 7, 3)].map((ms) => ms / 1000);

function php(format: string, unix: number, zone = 'UTC'): string {
  return execFileSync('php', ['-d', `date.timezone=${zone}`, '-r', 'echo date($argv[1], (int) $argv[2]);', '--', format, String(unix)], { encoding: 'utf8' });
}

describe('PHP date() formats', () => {
  itPhp('match PHP for every format character, in UTC', () => {
    const mismatches: string[] = [];
    for (const unix of INSTANTS) {
      for (const format of FORMATS) {
        const expected = php(format, unix);
        const ours = formatPhpDate(format, unix);
        if (ours !== expected) mismatches.push(`${format} @${unix}: php "${expected}", docgen "${ours}"`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  itPhp('match PHP in other time zones, summer and winter', () => {
    const mismatches: string[] = [];
    for (const zone of ['Europe/Paris', 'America/New_York', 'Asia/Kolkata']) {
      for (const unix of INSTANTS) {
        const format = 'Y-m-d H:i:s e I O P p Z c r';
        const expected = php(format, unix, zone);
        const ours = formatPhpDate(format, unix, zone);
        if (ours !== expected) mismatches.push(`${zone} @${unix}: php "${expected}", docgen "${ours}"`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  itPhp('give the last_updated label PHP prints in the machine time zone', () => {
    const unix = INSTANTS[0]!;
    const label = formatLastUpdated('Last updated: {date:F j, Y} ({date:D H:i e})', { now: new Date(unix * 1000), cwd: '/' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(label).toBe(`Last updated: ${php('F j, Y', unix, zone)} (${php('D H:i e', unix, zone)})`);
  });
});
