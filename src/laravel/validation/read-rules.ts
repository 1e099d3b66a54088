/**
 * A rules array from PHP source (`['title' => 'required|max:255', 'tags.*' => [...]]`) → rules per
 * parameter, plus the descriptions and examples written in comments above the keys.
 */
import { lineOf, type PhpNode } from '../../php/ast.ts';
import { evaluate } from '../../php/evaluate.ts';
import { customDataFromComment, ruleKeyComment } from './comments.ts';
import { unreadableRule, type RuleReadContext } from './read-context.ts';
import { readRuleValue } from './rule-expression.ts';
import type { CustomParameterData, RuleSet } from './rules.ts';

export interface ReadRules {
  rules: RuleSet;
  /** From comments above the keys (inline validators and FormRequest `rules()` alike). */
  custom: Record<string, CustomParameterData>;
}

/** Reads a PHP array literal of rules. Entries whose key is not a static string are reported and skipped. */
export function readRulesArray(node: PhpNode, context: RuleReadContext, into: ReadRules = { rules: {}, custom: {} }): ReadRules {
  for (const item of (node.items ?? []) as Array<PhpNode | null>) {
    if (!item || item.kind !== 'entry') continue;
    if (item.unpack) {
      const spread = item.value as PhpNode;
      if (spread.kind === 'array') readRulesArray(spread, context, into);
      else unreadableRule(context, lineOf(item), 'Rules spread into this array could not be read statically; the other rules are still documented.');
      continue;
    }
    if (!item.key) continue;
    const key = evaluate(item.key as PhpNode, context.evaluation);
    if (typeof key !== 'string') {
      unreadableRule(context, lineOf(item), 'A rule key could not be read statically; the other rules are still documented.');
      continue;
    }
    const items = readRuleValue(item.value as PhpNode, key, context);
    // A later entry for the same key replaces the earlier one in its place, as assignment and array_merge() do in PHP.
    into.rules[key] = items;
    const comment = ruleKeyComment(item);
    if (comment) into.custom[key] = customDataFromComment(comment);
  }
  return into;
}
