/**
 * The few side-effect-free PHP functions that appear in config and route files, with PHP's conversions
 * (operators.ts: numeric strings, loose equality).
 */
import { looseEquals, numericOperand } from './operators.ts';
import { arrayFromEntries, isPhpArray, phpArrayEntries, phpToString, UNKNOWN } from './values.ts';

/** Calls one of them; UNKNOWN for any other function or arguments it cannot take. */
export function callPureFunction(fn: string, args: unknown[]): unknown {
  const str = (i: number) => phpToString(args[i]);
  switch (fn) {
    case 'strtolower':
      return str(0)?.toLowerCase() ?? UNKNOWN;
    case 'strtoupper':
      return str(0)?.toUpperCase() ?? UNKNOWN;
    case 'ucfirst': {
      const s = str(0);
      return s === undefined ? UNKNOWN : s.charAt(0).toUpperCase() + s.slice(1);
    }
    case 'lcfirst': {
      const s = str(0);
      return s === undefined ? UNKNOWN : s.charAt(0).toLowerCase() + s.slice(1);
    }
    case 'trim':
    case 'rtrim':
    case 'ltrim': {
      const s = str(0);
      if (s === undefined) return UNKNOWN;
      const chars = args.length > 1 ? str(1) : ' \t\n\r\0\x0B';
      if (chars === undefined) return UNKNOWN;
      const set = new Set(chars);
      let start = 0;
      let end = s.length;
      if (fn !== 'rtrim') while (start < end && set.has(s[start]!)) start++;
      if (fn !== 'ltrim') while (end > start && set.has(s[end - 1]!)) end--;
      return s.slice(start, end);
    }
    case 'implode':
    case 'join': {
      const [glue, pieces] = isPhpArray(args[0]) ? [args[1] ?? '', args[0]] : [args[0], args[1]];
      if (!isPhpArray(pieces) || typeof glue !== 'string') return UNKNOWN;
      const parts = phpArrayEntries(pieces).map(([, v]) => phpToString(v));
      return parts.includes(undefined) ? UNKNOWN : parts.join(glue);
    }
    case 'explode': {
      const separator = str(0);
      const s = str(1);
      return separator === undefined || s === undefined || separator === '' ? UNKNOWN : s.split(separator);
    }
    case 'array_merge': {
      const entries: Array<[string | number, unknown]> = [];
      const seen = new Map<string | number, number>();
      let index = 0;
      for (const arg of args) {
        if (!isPhpArray(arg)) return UNKNOWN;
        for (const [key, value] of phpArrayEntries(arg)) {
          if (typeof key === 'number') entries.push([index++, value]);
          else if (seen.has(key)) entries[seen.get(key)!]![1] = value;
          else {
            seen.set(key, entries.length);
            entries.push([key, value]);
          }
        }
      }
      return arrayFromEntries(entries);
    }
    case 'array_keys':
      return isPhpArray(args[0]) ? phpArrayEntries(args[0]).map(([k]) => k) : UNKNOWN;
    case 'array_values':
      return isPhpArray(args[0]) ? phpArrayEntries(args[0]).map(([, v]) => v) : UNKNOWN;
    case 'count':
      return isPhpArray(args[0]) ? phpArrayEntries(args[0]).length : UNKNOWN;
    case 'str_replace': {
      const [search, replace, subject] = args;
      if (typeof search !== 'string' || typeof replace !== 'string' || typeof subject !== 'string') return UNKNOWN;
      return search === '' ? subject : subject.split(search).join(replace);
    }
    case 'sprintf': {
      const format = str(0);
      if (format === undefined) return UNKNOWN;
      let i = 1;
      let ok = true;
      const out = format.replace(/%([%sdf])/g, (_m, spec: string) => {
        if (spec === '%') return '%';
        const value = args[i++];
        const n = numericOperand(value);
        if (spec === 'd') return n === undefined ? ((ok = false), '') : String(Math.trunc(n));
        if (spec === 'f') return n === undefined ? ((ok = false), '') : n.toFixed(6);
        const s = phpToString(value);
        if (s === undefined) ok = false;
        return s ?? '';
      });
      return ok ? out : UNKNOWN;
    }
    case 'in_array':
      return isPhpArray(args[1]) ? phpArrayEntries(args[1]).some(([, v]) => looseEquals(v, args[0])) : UNKNOWN;
    default:
      return UNKNOWN;
  }
}

