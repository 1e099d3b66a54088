/**
 * The labels a description may end with, in tags (`@bodyParam … Enum: a, b. Example: a`), `@responseField` tags
 * and the comments above validation rules (`// The title. Example: Hello`):
 *
 * - `Example: x` gives the example as written (`Example: null` is an explicit null);
 * - `Enum: a, b` lists the allowed values;
 * - `No-example` leaves the parameter out of example requests (also as a whole value: `example: 'No-example'`).
 *
 * Labels are found with string searches rather than one regex because a regex of the form
 * `^(.*)\bLabel:\s*(.+?)\s*$` backtracks quadratically on long whitespace runs.
 */

/** A description split at a label. */
export interface LabelledValue {
  /** The description before the label, trimmed. */
  before: string;
  /** The value after the label, trimmed; never empty. */
  value: string;
}

/**
 * Where a label may start: after any non-word character (`word`, Scribe's `\bExample:` of tags) or only after
 * whitespace (`whitespace`, Scribe's comment form `(.*\s+|^)Example:`); always at the start of the text.
 */
export type LabelStart = 'word' | 'whitespace';

const WORD_CHARACTER = /\w/;

/** Splits `text` at `label` where the label starts as `start` says, taking the last such label with a value after it, or the first when `which` says so. */
function splitAtLabel(text: string, label: string, which: 'first' | 'last', start: LabelStart): LabelledValue | undefined {
  const starts = (index: number): boolean => {
    if (index === 0) return true;
    const previous = text[index - 1]!;
    return start === 'word' ? !WORD_CHARACTER.test(previous) : previous.trim() === '';
  };
  let index = which === 'last' ? text.lastIndexOf(label) : text.indexOf(label);
  while (index !== -1) {
    const value = text.slice(index + label.length).trim();
    if (starts(index) && value !== '') return { before: text.slice(0, index).trim(), value };
    index = which === 'last' ? (index === 0 ? -1 : text.lastIndexOf(label, index - 1)) : text.indexOf(label, index + 1);
  }
  return undefined;
}

/** The last `Example:` of a description and the value after it, as written. */
export function takeExample(text: string, start: LabelStart = 'word'): LabelledValue | undefined {
  return splitAtLabel(text, 'Example:', 'last', start);
}

/** An `Example:` value: the text `null` is an explicit null, anything else stays text for the caller to cast. */
export function writtenExample(value: string): string | null {
  return value === 'null' ? null : value;
}

/**
 * `Enum: a, b.` in a description (the last one, or the first when `which` says so): the text before it and the
 * values, trimmed, without a final full stop, empty ones left out.
 */
export function takeEnum(text: string, which: 'first' | 'last' = 'last'): { before: string; values: string[] } | undefined {
  const match = splitAtLabel(text, 'Enum:', which, 'word');
  if (!match) return undefined;
  const values = match.value
    .replace(/\.$/, '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return { before: match.before, values };
}

/** The example value that means "no example" (what a `No-example` comment records for its parameter). */
export const NO_EXAMPLE_VALUE = 'No-example';

/** A description without its `No-example` marks, and whether one starts a word of it. */
export function takeNoExample(text: string): { text: string; noExample: boolean } {
  return { text: text.replace(/No-example\.?/g, '').trim(), noExample: /(^|\s)No-example/.test(text) };
}

/** `No-example` or `No-example.` as a whole example value (an attribute's `example:`, a `bodyParameters()` entry). */
export function isNoExampleValue(value: unknown): boolean {
  return value === NO_EXAMPLE_VALUE || value === `${NO_EXAMPLE_VALUE}.`;
}
