/**
 * The few side-effect-free PHP functions that appear in config and route files, with PHP's conversions
 * (operators.ts: numeric strings, loose equality). Each answers UNKNOWN for arguments it cannot take.
 */
import { lookupTable } from '../name-map.ts';
import { looseEquals, numericOperand } from './operators.ts';
import { arrayFromEntries, isPhpArray, phpArrayEntries, phpToString, UNKNOWN } from './values.ts';

type PureFunction = (args: unknown[], fn: string) => unknown;

/** Calls one of them; UNKNOWN for any other function or arguments it cannot take. */
export function callPureFunction(fn: string, args: unknown[]): unknown {
  const pure = Object.hasOwn(PURE_FUNCTIONS, fn) ? PURE_FUNCTIONS[fn] : undefined;
  return pure ? pure(args, fn) : UNKNOWN;
}

const str = (args: unknown[], i: number) => phpToString(args[i]);

function stringMapper(map: (s: string) => string): PureFunction {
  return (args) => {
    const s = str(args, 0);
    return s === undefined ? UNKNOWN : map(s);
  };
}

function trim(args: unknown[], fn: string): unknown {
  const s = str(args, 0);
  if (s === undefined) return UNKNOWN;
  const chars = args.length > 1 ? str(args, 1) : ' \t\n\r\0\x0B';
  if (chars === undefined) return UNKNOWN;
  const set = new Set(chars);
  let start = 0;
  let end = s.length;
  if (fn !== 'rtrim') while (start < end && set.has(s[start]!)) start++;
  if (fn !== 'ltrim') while (end > start && set.has(s[end - 1]!)) end--;
  return s.slice(start, end);
}

function implode(args: unknown[]): unknown {
  const [glue, pieces] = isPhpArray(args[0]) ? [args[1] ?? '', args[0]] : [args[0], args[1]];
  if (!isPhpArray(pieces) || typeof glue !== 'string') return UNKNOWN;
  const parts = phpArrayEntries(pieces).map(([, v]) => phpToString(v));
  return parts.includes(undefined) ? UNKNOWN : parts.join(glue);
}

function explode(args: unknown[]): unknown {
  const separator = str(args, 0);
  const s = str(args, 1);
  return separator === undefined || s === undefined || separator === '' ? UNKNOWN : s.split(separator);
}

/** Integer keys renumbered and appended, string keys overwritten in place. */
function arrayMerge(args: unknown[]): unknown {
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

function strReplace(args: unknown[]): unknown {
  const [search, replace, subject] = args;
  if (typeof search !== 'string' || typeof replace !== 'string' || typeof subject !== 'string') return UNKNOWN;
  return search === '' ? subject : subject.split(search).join(replace);
}

/** `%s`, `%d`, `%f` and `%%`, the conversions config and route files use. */
function sprintf(args: unknown[]): unknown {
  const format = str(args, 0);
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

const PURE_FUNCTIONS: Record<string, PureFunction> = lookupTable({
  strtolower: stringMapper((s) => s.toLowerCase()),
  strtoupper: stringMapper((s) => s.toUpperCase()),
  ucfirst: stringMapper((s) => s.charAt(0).toUpperCase() + s.slice(1)),
  lcfirst: stringMapper((s) => s.charAt(0).toLowerCase() + s.slice(1)),
  trim,
  rtrim: trim,
  ltrim: trim,
  implode,
  join: implode,
  explode,
  array_merge: arrayMerge,
  array_keys: (args: unknown[]) => (isPhpArray(args[0]) ? phpArrayEntries(args[0]).map(([k]) => k) : UNKNOWN),
  array_values: (args: unknown[]) => (isPhpArray(args[0]) ? phpArrayEntries(args[0]).map(([, v]) => v) : UNKNOWN),
  count: (args: unknown[]) => (isPhpArray(args[0]) ? phpArrayEntries(args[0]).length : UNKNOWN),
  str_replace: strReplace,
  sprintf,
  in_array: (args: unknown[]) => (isPhpArray(args[1]) ? phpArrayEntries(args[1]).some(([, v]) => looseEquals(v, args[0])) : UNKNOWN),
});
