/**
 * Rules added to a validator once it is made: `$validator->sometimes('reason', 'required|max:500', fn)` and
 * `$validator->addRules([...])`, in a FormRequest's `withValidator($validator)` or after `Validator::make()`.
 * Rules added under a condition (`sometimes`) describe the parameter without making it required.
 */
import { lineOf, type PhpNode } from '../../php/ast.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { unreadableRule, type RuleReading, type RuleReadContext } from './read-context.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';
import { readRuleEntry, withoutRequired } from './rule-expression.ts';
import type { PendingValidator } from './pending-validator.ts';

/** Reads the additions the run made to a validator into `into`. */
export function readValidatorAdditions(validator: PendingValidator, reading: RuleReading, into: ReadRules): void {
  for (const { method, args, node, frame } of validator.additions) {
    const context = reading.contextAt(frame);
    const nodes = (node.arguments ?? []) as PhpNode[];
    if (method === 'sometimes' && nodes[0] && nodes[1]) addSometimes(args, nodes, context, into);
    if (method === 'addrules' && nodes[0]) addRules(args[0], nodes[0], context, into);
  }
}

function addSometimes([fields, rules]: unknown[], nodes: PhpNode[], context: RuleReadContext, into: ReadRules): void {
  const names = typeof fields === 'string' ? [fields] : fields instanceof OrderedArray ? fields.values() : [];
  if (!names.length || !names.every((name): name is string => typeof name === 'string')) {
    unreadableRule(context, lineOf(nodes[0]), 'The fields of a sometimes() rule could not be read statically; the other rules are still documented.');
    return;
  }
  const origin = { node: nodes[1]!, value: nodes[1]!, frame: context.frame! };
  for (const name of names) into.rules[name] = [...(into.rules[name] ?? []), ...withoutRequired(readRuleEntry(rules, origin, name, context))];
}

function addRules(rules: unknown, node: PhpNode, context: RuleReadContext, into: ReadRules): void {
  if (!(rules instanceof OrderedArray)) {
    unreadableRule(context, lineOf(node), 'The rules passed to addRules() could not be read statically; the other rules are still documented.');
    return;
  }
  readRulesArray(rules, context, into);
}
