/**
 * A rules array as the rule engine gives it (`['title' => 'required|max:255', 'tags.*' => [...]]`) → rules per
 * parameter, plus the descriptions and examples written in comments above the keys (where each entry was written).
 */
import { nameMap } from '../../name-map.ts';
import { lineOf } from '../../php/ast.ts';
import type { OrderedArray } from '../../php/php-array.ts';
import { customDataFromComment, ruleKeyComment } from './comments.ts';
import { contextOfOrigin, unreadableRule, type RuleReadContext } from './read-context.ts';
import { readRuleEntry } from './rule-expression.ts';
import type { CustomParameterData, RuleSet } from './rules.ts';

export interface ReadRules {
  rules: RuleSet;
  /** From comments above the keys (inline validators and FormRequest `rules()` alike). */
  custom: Record<string, CustomParameterData>;
}

/** Reads an array of rules. Entries whose key is not a static string are reported and skipped. */
export function readRulesArray(rules: OrderedArray, context: RuleReadContext, into: ReadRules = { rules: nameMap(), custom: nameMap() }): ReadRules {
  for (const lost of context.reading?.engine.lostEntries(rules) ?? []) {
    const message = lost.node.unpack
      ? 'Rules spread into this array could not be read statically; the other rules are still documented.'
      : 'A rule key could not be read statically; the other rules are still documented.';
    unreadableRule(contextOfOrigin(context, lost), lineOf(lost.node), message);
  }
  for (const [key, value] of rules.entries()) {
    const origin = rules.originOf(key);
    if (typeof key !== 'string') {
      if (origin?.node.kind === 'entry' && origin.node.key) {
        unreadableRule(contextOfOrigin(context, origin), lineOf(origin.node), 'A rule key could not be read statically; the other rules are still documented.');
      }
      continue;
    }
    // `'age' => ,` leaves no value: the syntax error is reported with the file, the other rules still count.
    if (origin?.node.kind === 'entry' && !origin.value) continue;
    // A later entry for the same key replaces the earlier one in its place, as assignment and array_merge() do in PHP.
    into.rules[key] = readRuleEntry(value, origin, key, context);
    const comment = origin ? ruleKeyComment(origin.node) : '';
    if (comment) into.custom[key] = customDataFromComment(comment);
  }
  return into;
}
