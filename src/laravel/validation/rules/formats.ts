/** Rules that fix a string's format (`email`, `url`, `uuid`, `alpha`, `regex:` …): a sentence and a matching example. */
import { phpRegexToJs } from '../../../examples/regex.ts';
import { friendlyList, ruleLine } from '../descriptions.ts';
import { appendSentence, type ParamDraft } from '../draft.ts';
import { exampleKey, type RuleHandler } from './handler.ts';

/** Sets a format's example: size rules that come later keep it. */
function formatted(draft: ParamDraft, setter: () => unknown): void {
  draft.setter = setter;
  draft.formatted = true;
}

export const alpha: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, 'Must contain only letters.');
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'alpha').string.alpha({ length: 6, casing: 'lower' }));
};

export const alphaDash: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, 'Must contain only letters, numbers, dashes and underscores.');
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'alpha_dash').helpers.replaceSymbols('???-???_?').toLowerCase());
};

export const alphaNum: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, 'Must contain only letters and numbers.');
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'alpha_num').helpers.replaceSymbols('#?#???#').toLowerCase());
};

export const timezone: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, 'Must be a valid time zone, such as <code>Africa/Accra</code>.');
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'timezone').location.timeZone());
};

export const email: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, ruleLine('email'));
  draft.type = 'string';
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'email').internet.exampleEmail().toLowerCase());
};

export const url: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'string';
  appendSentence(draft, 'Must be a valid URL.');
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'url').internet.url());
};

export const ip: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, ruleLine('ip'));
  draft.type = 'string';
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'ip').internet.ipv4());
};

export const json: RuleHandler = (draft, _rule, { examples }) => {
  draft.type = 'string';
  appendSentence(draft, ruleLine('json'));
  const key = exampleKey(draft);
  formatted(draft, () => JSON.stringify([examples.forType('string', `${key}.0`), examples.forType('string', `${key}.1`)]));
};

export const uuid: RuleHandler = (draft, _rule, { examples }) => {
  appendSentence(draft, ruleLine('uuid'));
  const key = exampleKey(draft);
  formatted(draft, () => examples.faker(key, 'uuid').string.uuid());
};

export const startsWith: RuleHandler = (draft, { args }, { examples }) => {
  appendSentence(draft, `Must start with one of ${friendlyList(args)}`);
  const key = exampleKey(draft);
  formatted(draft, () => `${args[0] ?? ''}${examples.faker(key, 'starts_with').string.alpha({ length: 4, casing: 'lower' })}`);
};

export const endsWith: RuleHandler = (draft, { args }, { examples }) => {
  appendSentence(draft, `Must end with one of ${friendlyList(args)}`);
  const key = exampleKey(draft);
  formatted(draft, () => `${examples.faker(key, 'ends_with').string.alpha({ length: 4, casing: 'lower' })}${args[0] ?? ''}`);
};

/** The example is one the pattern matches, when the pattern can be read as a JavaScript regex. */
export const regex: RuleHandler = (draft, { args }, { examples }) => {
  const pattern = args[0] ?? '';
  appendSentence(draft, `Must match the regex ${pattern}.`);
  const regex = phpRegexToJs(pattern);
  if (!regex) return;
  const sample = examples.matching(regex, exampleKey(draft));
  if (sample !== undefined) formatted(draft, () => sample);
};
