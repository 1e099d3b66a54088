/** Rules that give the parameter its type (`boolean`, `string`, `integer`, `numeric`, `array`, `file`, `image`). */
import { ruleLine } from '../descriptions.ts';
import { appendSentence } from '../draft.ts';
import { exampleKey, type RuleHandler } from './handler.ts';

export const boolean: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'boolean';
  const key = exampleKey(draft);
  draft.setter = () => examples.pick([true, false], key, 'boolean');
};

export const string: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'string';
  const key = exampleKey(draft);
  draft.setter = () => examples.forType('string', key);
};

export const integer: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'integer';
  const key = exampleKey(draft);
  draft.setter = () => examples.forType('integer', key);
};

export const numeric: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'number';
  const key = exampleKey(draft);
  draft.setter = () => examples.forType('number', key);
};

/** Later turned into `object`, `T[]` or `object[]` (nested.ts). */
export const array: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'array';
  const key = exampleKey(draft);
  draft.setter = () => [examples.forType('string', `${key}[]`)];
};

export const file: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'file';
  appendSentence(draft, 'Must be a file.');
  const key = exampleKey(draft);
  draft.setter = () => examples.forType('file', key);
};

export const image: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'file';
  appendSentence(draft, ruleLine('image'));
  const key = exampleKey(draft);
  draft.setter = () => examples.forType('file', key);
};
