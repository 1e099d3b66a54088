/**
 * What a string rule handler (`rules/*.ts`) receives: the parameter's draft, the rule's name and arguments,
 * and the context of the whole rule set. A handler sets the draft's type, appends its sentence and chooses
 * how the example is generated.
 */
import type { ExampleGenerator } from '../../../examples/generator.ts';
import type { ParamDraft } from '../draft.ts';
import type { RuleItem } from '../rules.ts';

export interface RuleContext {
  examples: ExampleGenerator;
  /** Every parameter's draft, by rule key (the second pass uses it to tell field names from dates). */
  allDrafts: ReadonlyMap<string, ParamDraft>;
  /** The other rules of this parameter (a `date_format` shapes the examples of `after`/`before`). */
  siblingRules: readonly RuleItem[];
}

/** A string rule as written, `max:255` → name `max`, args `['255']`. */
export interface StringRule {
  name: string;
  args: string[];
}

export type RuleHandler = (draft: ParamDraft, rule: StringRule, context: RuleContext) => void;

/** The name examples are keyed by: the rule key, so that `items.*.id` examples do not depend on order. */
export function exampleKey(draft: ParamDraft): string {
  return draft.key;
}
