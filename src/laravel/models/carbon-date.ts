/**
 * A Carbon instance (UTC, like a default Laravel app): what `now()`, date casts and timestamps give.
 * It serialises the way Laravel does (`2024-01-02T03:04:05.000000Z`) and answers the Carbon methods
 * resources commonly call on dates.
 */
import { lookupTable } from '../../name-map.ts';
import { formatPhpDate } from '../../php/date-format.ts';
import { UNKNOWN, type CallSite, type RuntimeObject } from './runtime-values.ts';

const UNITS: Record<string, number> = lookupTable({
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 604_800_000,
});

export class PhpDate implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Support\\Carbon';

  /** `ms`: milliseconds since the epoch; `now`: the example clock, for diffForHumans(). */
  constructor(
    readonly ms: number,
    readonly now: number = ms,
  ) {}

  /** Carbon's `__toString()`. */
  toPhpString(): string {
    return this.format('Y-m-d H:i:s');
  }

  /** Dates compare by their time. */
  comparableValue(): number {
    return this.ms;
  }

  /** PHP `date()` formatting in UTC (the formats Laravel serialises with are built directly). */
  format(pattern: string): string {
    const iso = new Date(this.ms).toISOString();
    switch (pattern) {
      case 'Y-m-d\\TH:i:s.u\\Z':
        return `${iso.slice(0, 19)}.000000Z`;
      case 'Y-m-d':
        return iso.slice(0, 10);
      case 'Y-m-d H:i:s':
        return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
      case 'Y-m-d\\TH:i:sP':
        return `${iso.slice(0, 19)}+00:00`;
      case 'H:i:s':
        return iso.slice(11, 19);
    }
    // Laravel's stored dates have no fractions of a second, so `u` and `v` are zeros.
    return formatPhpDate(pattern, Math.floor(this.ms / 1000));
  }

  /** Carbon's toJSON(): what json_encode writes for a date. */
  toJson(): string {
    return this.format('Y-m-d\\TH:i:s.u\\Z');
  }

  /** Drops the sub-second part, as storing the date in a database column does. */
  truncated(): PhpDate {
    return new PhpDate(Math.floor(this.ms / 1000) * 1000, this.now);
  }

  startOfDay(): PhpDate {
    return new PhpDate(Math.floor(this.ms / UNITS.day!) * UNITS.day!, this.now);
  }

  jsonValue(): unknown {
    return this.toJson();
  }

  getProperty(name: string): unknown {
    const date = new Date(this.ms);
    switch (name) {
      case 'year':
        return date.getUTCFullYear();
      case 'month':
        return date.getUTCMonth() + 1;
      case 'day':
        return date.getUTCDate();
      case 'hour':
        return date.getUTCHours();
      case 'minute':
        return date.getUTCMinutes();
      case 'second':
        return date.getUTCSeconds();
      case 'dayOfWeek':
        return date.getUTCDay();
      case 'timestamp':
        return Math.floor(this.ms / 1000);
      default:
        return UNKNOWN;
    }
  }

  callMethod(name: string, args: unknown[], call: CallSite): unknown {
    const lower = name.toLowerCase();
    const shift = /^(add|sub)(second|minute|hour|day|week|month|year)s?$/.exec(lower);
    if (shift) {
      const amount = typeof args[0] === 'number' ? args[0] : 1;
      return this.shifted(shift[2]!, shift[1] === 'add' ? amount : -amount);
    }
    switch (lower) {
      case 'tojson':
      case 'toisostring':
        return this.toJson();
      case 'toiso8601string':
      case 'toatomstring':
      case 'tow3cstring':
      case 'torfc3339string':
        return this.format('Y-m-d\\TH:i:sP');
      case 'toiso8601zulustring':
        return this.format('Y-m-d\\TH:i:s\\Z');
      case 'todatestring':
        return this.format('Y-m-d');
      case 'todatetimestring':
      case 'tostring':
      case '__tostring':
        return this.format('Y-m-d H:i:s');
      case 'totimestring':
        return this.format('H:i:s');
      case 'toformatteddatestring':
        return this.format('M j, Y');
      case 'todaydatetimestring':
        return this.format('D, M j, Y g:i A');
      case 'torfc2822string':
      case 'torfc7231string':
        return this.format('D, d M Y H:i:s O');
      case 'format':
      case 'translatedformat':
        return typeof args[0] === 'string' ? this.format(args[0]) : call.unknown('a date format that is not a string');
      case 'gettimestamp':
      case 'unix':
        return Math.floor(this.ms / 1000);
      case 'getTimestampMs'.toLowerCase():
        return this.ms;
      case 'startofday':
        return this.startOfDay();
      case 'endofday':
        return new PhpDate(this.startOfDay().ms + UNITS.day! - 1000, this.now);
      case 'copy':
      case 'toimmutable':
      case 'tomutable':
      case 'settimezone':
      case 'timezone':
      case 'tz':
      case 'utc':
      case 'locale':
        return this;
      case 'ispast':
        return this.ms < this.now;
      case 'isfuture':
        return this.ms > this.now;
      case 'istoday':
        return this.format('Y-m-d') === new PhpDate(this.now).format('Y-m-d');
      case 'diffforhumans':
        return this.diffForHumans();
      case 'diffindays':
        return Math.abs(Math.trunc((this.now - this.ms) / UNITS.day!));
      default:
        return call.unknown(`the Carbon method ${name}()`);
    }
  }

  private shifted(unit: string, amount: number): PhpDate {
    if (unit === 'month' || unit === 'year') {
      const date = new Date(this.ms);
      if (unit === 'month') date.setUTCMonth(date.getUTCMonth() + amount);
      else date.setUTCFullYear(date.getUTCFullYear() + amount);
      return new PhpDate(date.getTime(), this.now);
    }
    return new PhpDate(this.ms + amount * UNITS[unit]!, this.now);
  }

  /** Carbon's default wording: "3 days ago", "in 2 hours", "1 second ago". */
  private diffForHumans(): string {
    const diff = this.now - this.ms;
    const seconds = Math.max(1, Math.round(Math.abs(diff) / 1000));
    const steps: Array<[string, number]> = [
      ['year', 31_536_000],
      ['month', 2_592_000],
      ['week', 604_800],
      ['day', 86_400],
      ['hour', 3_600],
      ['minute', 60],
      ['second', 1],
    ];
    const [unit, size] = steps.find(([, s]) => seconds >= s) ?? ['second', 1];
    const count = Math.floor(seconds / size);
    const text = `${count} ${unit}${count === 1 ? '' : 's'}`;
    return diff >= 0 ? `${text} ago` : `${text} from now`;
  }
}
