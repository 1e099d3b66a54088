/**
 * Rules added to a validator once it is made: `$validator->sometimes('reason', 'required|max:500', fn)` and
 * `$validator->addRules([...])`, in a FormRequest's `withValidator($validator)` or after `Validator::make()`.
 * Rules added under a condition (`sometimes`) describe the parameter without making it required.
 */
import { isNode, lineOf, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import { evaluate } from '../../php/evaluate.ts';
import { isPhpArray, phpArrayEntries } from '../../php/values.ts';
import { unreadableRule, type RuleReadContext } from './read-context.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';
import { readRuleValue, withoutRequired } from './rule-expression.ts';

/** Reads the additions made through the validator held in `variable` by these statements into `into`. */
export function readValidatorAdditions(statements: readonly PhpNode[], variable: string, context: RuleReadContext, into: ReadRules): void {
  for (const statement of statements) {
    walk(statement as PhpNode, (node) => {
      if (node.kind === 'closure' || node.kind === 'arrowfunc') return false;
      if (node.kind !== 'call') return undefined;
      const what = node.what as PhpNode;
      if (!isNode(what) || what.kind !== 'propertylookup' || !isVariable(what.what, variable)) return undefined;
      const member = nameOf(what.offset)?.toLowerCase();
      const args = (node.arguments ?? []) as PhpNode[];
      if (member === 'sometimes' && args[0] && args[1]) addSometimes(args[0], args[1], context, into);
      if (member === 'addrules' && args[0]) addRules(args[0], context, into);
      return undefined;
    });
  }
}

function addSometimes(fieldsNode: PhpNode, rulesNode: PhpNode, context: RuleReadContext, into: ReadRules): void {
  const fields = evaluate(fieldsNode, context.evaluation);
  const names = typeof fields === 'string' ? [fields] : isPhpArray(fields) ? phpArrayEntries(fields).map(([, name]) => name) : [];
  if (!names.length || !names.every((name): name is string => typeof name === 'string')) {
    unreadableRule(context, lineOf(fieldsNode), 'The fields of a sometimes() rule could not be read statically; the other rules are still documented.');
    return;
  }
  for (const name of names) into.rules[name] = [...(into.rules[name] ?? []), ...withoutRequired(readRuleValue(rulesNode, name, context))];
}

function addRules(rulesNode: PhpNode, context: RuleReadContext, into: ReadRules): void {
  const parts = rulesNode.kind === 'array' ? [{ node: rulesNode, context }] : context.followArrays?.(rulesNode);
  if (!parts) {
    unreadableRule(context, lineOf(rulesNode), 'The rules passed to addRules() could not be read statically; the other rules are still documented.');
    return;
  }
  for (const part of parts) readRulesArray(part.node, part.context, into);
}

function isVariable(node: unknown, name: string): boolean {
  return isNode(node) && node.kind === 'variable' && node.name === name;
}
