/** `digits:` and `digits_between:`: a string of digits (leading zeros kept), so the type is `string`. */
import { ruleLine } from '../descriptions.ts';
import { appendSentence } from '../draft.ts';
import { exampleKey, type RuleHandler } from './handler.ts';

export const digits: RuleHandler = (draft, { args }, { examples }) => {
  const length = args[0] ?? '';
  appendSentence(draft, ruleLine('digits', { ':digits': length }));
  draft.type = 'string';
  const key = exampleKey(draft);
  draft.setter = () => examples.faker(key, 'digits').string.numeric({ length: toCount(length), allowLeadingZeros: true });
  draft.formatted = true;
};

export const digitsBetween: RuleHandler = (draft, { args }, { examples }) => {
  const min = args[0] ?? '1';
  const max = args[1] ?? min;
  appendSentence(draft, ruleLine('digits_between', { ':min': min, ':max': max }));
  draft.type = 'string';
  draft.formatted = true;
  const key = exampleKey(draft);
  draft.setter = () => {
    const faker = examples.faker(key, 'digits_between');
    const length = faker.number.int({ min: toCount(min), max: Math.max(toCount(min), toCount(max)) });
    return faker.string.numeric({ length, allowLeadingZeros: true });
  };
};

/** A digit count from the rule's text: at least 1, at most 64. */
function toCount(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 64) : 1;
}
