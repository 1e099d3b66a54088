/** Date rules: `date`, `date_format:`, and `after:`/`before:` (whose examples fall in the range the rule allows). */
import { dateRangeForRule } from '../../../examples/php-date.ts';
import { formatPhpDate } from '../../../php/date-format.ts';
import { ruleLine } from '../descriptions.ts';
import { appendSentence } from '../draft.ts';
import { parseStringRule } from '../rules.ts';
import { exampleKey, type RuleContext, type RuleHandler } from './handler.ts';

export const date: RuleHandler = (draft, _rule, context) => {
  draft.type = 'string';
  appendSentence(draft, ruleLine('date'));
  const key = exampleKey(draft);
  draft.setter = () => context.examples.phpDate(dateFormatOf(context) ?? 'Y-m-d\\TH:i:s', key);
  draft.formatted = true;
};

export const dateFormat: RuleHandler = (draft, { args }, { examples }) => {
  const format = args[0] ?? '';
  draft.type = 'string';
  appendSentence(draft, `Must be a valid date in the format <code>${format}</code>.`);
  const key = exampleKey(draft);
  draft.setter = () => examples.phpDate(format, key);
  draft.formatted = true;
};

/** `after:`, `after_or_equal:`, `before:`, `before_or_equal:` a date or another field. */
export const dateBound: RuleHandler = (draft, { name, args }, context) => {
  const bound = args[0] ?? '';
  draft.type = 'string';
  appendSentence(draft, ruleLine(name, { ':date': `<code>${bound}</code>` }));
  const range = dateRangeForRule(name.startsWith('after') ? 'after' : 'before', bound, context.allDrafts.has(bound));
  const key = exampleKey(draft);
  draft.setter = () => formatPhpDate(dateFormatOf(context) ?? 'Y-m-d', context.examples.timestampBetween(range.from, range.to, key, name));
  draft.formatted = true;
};

/** The format a sibling `date_format:` rule gives, if any. */
function dateFormatOf(context: RuleContext): string | undefined {
  for (const rule of context.siblingRules) {
    if (rule.kind !== 'string') continue;
    const parsed = parseStringRule(rule.rule);
    if (parsed.name === 'date_format' && parsed.args[0]) return parsed.args[0];
  }
  return undefined;
}
