/** Rules about whether the parameter must be sent: `required`, `sometimes`, `nullable`, `accepted` and the conditional forms. */
import { friendlyList } from '../descriptions.ts';
import { appendSentence } from '../draft.ts';
import type { RuleHandler } from './handler.ts';

export const sometimes: RuleHandler = (draft) => {
  if (!draft.required) draft.sometimes = true;
};

export const required: RuleHandler = (draft) => {
  if (!draft.sometimes) draft.required = true;
};

export const nullable: RuleHandler = (draft) => {
  draft.nullable = true;
};

export const accepted: RuleHandler = (draft) => {
  if (!draft.sometimes) draft.required = true;
  draft.type = 'boolean';
  appendSentence(draft, 'Must be accepted.');
  draft.setter = () => true;
  draft.formatted = true;
};

export const acceptedIf: RuleHandler = (draft, { args }) => {
  draft.type = 'boolean';
  appendSentence(draft, `Must be accepted when <code>${args[0] ?? ''}</code> is ${friendlyList(args.slice(1))}`);
  draft.setter = () => true;
  draft.formatted = true;
};

export const requiredIf: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `This field is required when <code>${args[0] ?? ''}</code> is ${friendlyList(args.slice(1))}.`);
};

export const requiredUnless: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `This field is required unless <code>${args[0] ?? ''}</code> is in ${friendlyList(args.slice(1))}.`);
};

export const requiredWith: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `This field is required when ${friendlyList(args)} is present.`);
};

export const requiredWithout: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `This field is required when ${friendlyList(args)} is not present.`);
};

export const requiredWithAll: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `This field is required when ${friendlyList(args, 'and')} are present.`);
};

export const requiredWithoutAll: RuleHandler = (draft, { args }) => {
  appendSentence(draft, `This field is required when none of ${friendlyList(args, 'and')} are present.`);
};
