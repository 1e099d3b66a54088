/** Rules about the allowed values and other fields: `in:`, `not_in:`, `same:`, `different:`, `exists:`. */
import { friendlyList } from '../descriptions.ts';
import { appendSentence } from '../draft.ts';
import { exampleKey, type RuleHandler } from './handler.ts';

export const inList: RuleHandler = (draft, { args }, { examples }) => {
  draft.enumValues = args;
  delete draft.enumClass;
  const key = exampleKey(draft);
  // Reads the list when called: the values are cast to the type once it is known.
  draft.setter = () => examples.pick(draft.enumValues, key, 'in');
  draft.formatted = true;
};

export const notInList: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `Must not be one of ${friendlyList(args)}`);
};

export const same: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `The value and <code>${args[0] ?? ''}</code> must match.`);
};

export const different: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `The value and <code>${args[0] ?? ''}</code> must be different.`);
};

/** `exists:table,column`: the column defaults to the parameter's last name segment. */
export const exists: RuleHandler = (draft, { args }) => {
  const column = args[1] && args[1] !== 'NULL' ? args[1] : lastSegment(draft.key);
  appendSentence(draft, `The <code>${column}</code> of an existing record in the ${args[0] ?? ''} table.`);
};

function lastSegment(key: string): string {
  const parts = key.split('.').filter((p) => p !== '*');
  return parts[parts.length - 1] ?? key;
}
