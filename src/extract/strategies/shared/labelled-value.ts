/**
 * `… Example: 42` and `… Enum: a, b` at the end of a description: the text before the label and the value
 * after it. Written with string searches rather than one regex because a regex of the form
 * `^(.*)\bLabel:\s*(.+?)\s*$` backtracks quadratically on long whitespace runs.
 */

export interface LabelledValue {
  /** The description before the label, trimmed. */
  before: string;
  /** The value after the label, trimmed; never empty. */
  value: string;
}

const WORD_CHARACTER = /\w/;

/**
 * Splits `text` at `label` (e.g. `Example:`) where the label starts a word (`start` also requires whitespace or
 * the start of the text before it), taking the last such label with a value after it, or the first when `which`
 * says so.
 */
export function splitAtLabel(text: string, label: string, which: 'first' | 'last' = 'last', start: 'word' | 'whitespace' = 'word'): LabelledValue | undefined {
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
