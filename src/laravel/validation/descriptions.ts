/**
 * The sentences validation rules add to a parameter's description, worded as Scribe words them.
 *
 * Scribe takes many of them from Laravel's English translation lines and rewrites them
 * ("The :attribute must" → "Must", "is not" → "must be", "1 characters" → "1 character");
 * the lines below are those English lines, already rewritten. The rest are Scribe's own wording.
 */
import { lookupTable } from '../../name-map.ts';

/** The base type a size rule speaks about: Laravel's `numeric`, `file`, `string` or `array` line. */
export type SizeBase = 'numeric' | 'file' | 'string' | 'array';

const SIZE_LINES: Record<'min' | 'max' | 'between' | 'size', Record<SizeBase, string>> = {
  min: {
    numeric: 'Must be at least :min.',
    file: 'Must be at least :min kilobytes.',
    string: 'Must be at least :min characters.',
    array: 'Must have at least :min items.',
  },
  max: {
    numeric: 'Must not be greater than :max.',
    file: 'Must not be greater than :max kilobytes.',
    string: 'Must not be greater than :max characters.',
    array: 'Must not have more than :max items.',
  },
  between: {
    numeric: 'Must be between :min and :max.',
    file: 'Must be between :min and :max kilobytes.',
    string: 'Must be between :min and :max characters.',
    array: 'Must have between :min and :max items.',
  },
  size: {
    numeric: 'Must be :size.',
    file: 'Must be :size kilobytes.',
    string: 'Must be :size characters.',
    array: 'Must contain :size items.',
  },
};

const LINES: Record<string, string> = lookupTable({
  email: 'Must be a valid email address.',
  ip: 'Must be a valid IP address.',
  json: 'Must be a valid JSON string.',
  date: 'Must be a valid date.',
  uuid: 'Must be a valid UUID.',
  image: 'Must be an image.',
  digits: 'Must be :digits digits.',
  digits_between: 'Must be between :min and :max digits.',
  after: 'Must be a date after :date.',
  after_or_equal: 'Must be a date after or equal to :date.',
  before: 'Must be a date before :date.',
  before_or_equal: 'Must be a date before or equal to :date.',
});

/** Laravel's line for a rule with its placeholders filled, singulars fixed as Scribe does. */
export function ruleLine(rule: string, replacements: Record<string, string> = {}, base: SizeBase = 'string'): string {
  const template =
    rule in SIZE_LINES ? SIZE_LINES[rule as keyof typeof SIZE_LINES][base] : (LINES[rule] ?? '');
  let text = template;
  for (const [placeholder, value] of Object.entries(replacements)) text = text.split(placeholder).join(value);
  return text.replace(/ 1 characters/g, ' 1 character').replace(/ 1 digits/g, ' 1 digit').replace(/ 1 kilobytes/g, ' 1 kilobyte');
}

/** Which of Laravel's lines a size rule uses for a parameter type. */
export function sizeBaseFor(type: string | null): SizeBase {
  if (!type) return 'string';
  if (type.endsWith('[]') || type === 'array') return 'array';
  if (type === 'number' || type === 'integer') return 'numeric';
  if (type === 'file') return 'file';
  return 'string';
}

/** `<code>a</code>`, `<code>a</code> or <code>b</code>`, `<code>a</code>, <code>b</code>, or <code>c</code>`. */
export function friendlyList(values: readonly unknown[], conjunction: 'or' | 'and' = 'or'): string {
  const items = values.map((v) => `<code>${String(v)}</code>`);
  if (items.length <= 1) return items.join('');
  if (items.length === 2) return `${items[0]} ${conjunction} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')}, ${conjunction} ${items[items.length - 1]}`;
}
