/**
 * What one validation rule says about a parameter: its type, a sentence for the description and
 * how to generate an example (Scribe's `parseRule`). String rules are handled by the registry
 * (rules/registry.ts); rules whose meaning depends on the type (`min`, `max`, `size`, `between`,
 * `before`, `after` …) wait for the second pass.
 */
import { appendSentence, type ParamDraft } from './draft.ts';
import { parseStringRule, type RuleItem } from './rules.ts';
import { exampleKey, type RuleContext } from './rules/handler.ts';
import { ruleEntry } from './rules/registry.ts';

/** Applies a rule. In the first pass, returns false for a rule that must wait for the second. */
export function applyRule(rule: RuleItem, draft: ParamDraft, independentOnly: boolean, context: RuleContext): boolean {
  switch (rule.kind) {
    case 'closure':
      if (rule.description) appendSentence(draft, rule.description);
      return true;
    case 'enum':
    case 'in':
      if (rule.values.length > 0) {
        if (rule.kind === 'enum') draft.type = typeOfValue(rule.values[0]);
        draft.enumValues = [...rule.values];
        if (rule.kind === 'enum') draft.enumClass = rule.className;
        else delete draft.enumClass;
        draft.setter = () => context.examples.pick(draft.enumValues, exampleKey(draft), 'in');
        draft.formatted = true;
      }
      return true;
    case 'documented':
      applyDocumentedRule(rule, draft);
      return true;
    case 'opaque':
      return true;
    case 'string':
      return applyStringRule(rule.rule, draft, independentOnly, context);
  }
}

/** A rule object with a `docs()` method: its description, example, type and flags. */
function applyDocumentedRule(rule: Extract<RuleItem, { kind: 'documented' }>, draft: ParamDraft): void {
  if (rule.description) appendSentence(draft, rule.description);
  if (rule.hasExample) {
    draft.setter = () => rule.example;
    draft.formatted = true;
  }
  if (typeof rule.extra.type === 'string') draft.type = rule.extra.type;
  if (typeof rule.extra.required === 'boolean') draft.required = rule.extra.required;
  if (typeof rule.extra.nullable === 'boolean') draft.nullable = rule.extra.nullable;
  if (Array.isArray(rule.extra.enumValues)) {
    draft.enumValues = [...(rule.extra.enumValues as unknown[])];
    delete draft.enumClass;
  }
}

function applyStringRule(ruleText: string, draft: ParamDraft, independentOnly: boolean, context: RuleContext): boolean {
  const rule = parseStringRule(ruleText);
  const entry = ruleEntry(rule.name);
  if (!entry) return true;
  if (independentOnly && entry.needsType) return false;
  entry.apply(draft, rule, context);
  return true;
}

function typeOfValue(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}
