/**
 * PHP's `date($format, $timestamp)`: every format character of PHP 8.2, in a given IANA time zone (UTC unless
 * told; PHP's names of days and months are English whatever the locale). The wall-clock fields come from
 * `Intl.DateTimeFormat`, the rest is arithmetic on them. Milliseconds are kept for `v` and `u`.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAY_MS = 86_400_000;

const pad = (value: number, width: number) => `${value < 0 ? '-' : ''}${String(Math.abs(value)).padStart(width, '0')}`;

interface Wall {
  /** The wall-clock time as if it were UTC (so that getUTC* read the zone's fields). */
  date: Date;
  /** Seconds east of UTC. */
  offset: number;
  /** Milliseconds within the second. */
  ms: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(epochMs: number, timeZone: string): Wall {
  const whole = Math.floor(epochMs / 1000) * 1000;
  if (timeZone === 'UTC') return { date: new Date(whole), offset: 0, ms: epochMs - whole };
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(whole)) parts[part.type] = part.value;
  const year = Number(parts.year) * (parts.era === 'BC' ? -1 : 1) + (parts.era === 'BC' ? 1 : 0);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  asUtc.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  return { date: asUtc, offset: (asUtc.getTime() - whole) / 1000, ms: epochMs - whole };
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** ISO 8601 week number and week-numbering year of a (wall-clock) date. */
function isoWeek(date: Date): { week: number; year: number } {
  const day = date.getUTCDay() || 7;
  const thursday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 4 - day));
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return { week, year };
}

function offsetText(seconds: number, colon: boolean): string {
  const sign = seconds < 0 ? '-' : '+';
  const abs = Math.abs(seconds);
  return `${sign}${pad(Math.floor(abs / 3600), 2)}${colon ? ':' : ''}${pad(Math.floor((abs % 3600) / 60), 2)}`;
}

/** Whether the zone is on summer time: its offset is above the lower of January's and July's. */
function isDst(wall: Wall, epochMs: number, timeZone: string): boolean {
  if (timeZone === 'UTC') return false;
  const year = new Date(epochMs).getUTCFullYear();
  const standard = Math.min(wallClock(Date.UTC(year, 0, 1), timeZone).offset, wallClock(Date.UTC(year, 6, 1), timeZone).offset);
  return wall.offset > standard;
}

/** The zone's abbreviation as PHP prints it: `UTC`, or the offset (`+02`, `+0530`) where no letters are known. */
function abbreviation(offset: number, timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  if (timeZone === 'GMT' || timeZone === 'Etc/GMT') return 'GMT';
  const text = offsetText(offset, false);
  return text.endsWith('00') ? text.slice(0, 3) : text;
}

export function formatPhpDate(format: string, epochSeconds: number, timeZone = 'UTC'): string {
  const epochMs = epochSeconds * 1000;
  const wall = wallClock(epochMs, timeZone);
  const d = wall.date;
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth();
  const day = d.getUTCDate();
  const weekday = d.getUTCDay();
  const hours = d.getUTCHours();
  const char = (c: string): string => {
    switch (c) {
      case 'd': return pad(day, 2);
      case 'D': return DAYS[weekday]!.slice(0, 3);
      case 'j': return String(day);
      case 'l': return DAYS[weekday]!;
      case 'N': return String(weekday || 7);
      case 'S': return day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th';
      case 'w': return String(weekday);
      case 'z': return String(Math.round((Date.UTC(year, month, day) - Date.UTC(year, 0, 1)) / DAY_MS));
      case 'W': return pad(isoWeek(d).week, 2);
      case 'F': return MONTHS[month]!;
      case 'm': return pad(month + 1, 2);
      case 'M': return MONTHS[month]!.slice(0, 3);
      case 'n': return String(month + 1);
      case 't': return String(new Date(Date.UTC(year, month + 1, 0)).getUTCDate());
      case 'L': return isLeap(year) ? '1' : '0';
      case 'o': return String(isoWeek(d).year);
      case 'X': return `${year < 0 ? '-' : '+'}${pad(Math.abs(year), 4)}`;
      case 'x': return year >= 10_000 || year < 0 ? char('X') : pad(year, 4);
      case 'Y': return pad(year, 4);
      case 'y': return pad(Math.abs(year) % 100, 2);
      case 'a': return hours < 12 ? 'am' : 'pm';
      case 'A': return hours < 12 ? 'AM' : 'PM';
      case 'B': {
        // Swatch Internet time: thousandths of a day in UTC+1.
        const seconds = ((Math.floor(epochSeconds) + 3600) % 86_400 + 86_400) % 86_400;
        return pad(Math.floor(seconds / 86.4) % 1000, 3);
      }
      case 'g': return String(hours % 12 || 12);
      case 'G': return String(hours);
      case 'h': return pad(hours % 12 || 12, 2);
      case 'H': return pad(hours, 2);
      case 'i': return pad(d.getUTCMinutes(), 2);
      case 's': return pad(d.getUTCSeconds(), 2);
      case 'u': return pad(Math.round(wall.ms * 1000), 6);
      case 'v': return pad(Math.floor(wall.ms), 3);
      case 'e': return timeZone;
      case 'I': return isDst(wall, epochMs, timeZone) ? '1' : '0';
      case 'O': return offsetText(wall.offset, false);
      case 'P': return offsetText(wall.offset, true);
      case 'p': return wall.offset === 0 ? 'Z' : offsetText(wall.offset, true);
      case 'T': return abbreviation(wall.offset, timeZone);
      case 'Z': return String(wall.offset);
      case 'c': return formatPhpDate('Y-m-d\\TH:i:sP', epochSeconds, timeZone);
      case 'r': return formatPhpDate('D, d M Y H:i:s O', epochSeconds, timeZone);
      case 'U': return String(Math.floor(epochSeconds));
      default: return c;
    }
  };
  let result = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i]!;
    result += c === '\\' ? (format[++i] ?? '') : char(c);
  }
  return result;
}

/** The time zone this machine's clock shows, for labels the builder reads (`last_updated`). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
