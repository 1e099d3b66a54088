/**
 * A rules array from PHP source (`['title' => 'required|max:255', 'tags.*' => [...]]`) → rules per
 * parameter, plus the descriptions and examples written in comments above the keys.
 */
import { nameMap, ownValue } from '../../name-map.ts';
import { lineOf, nameOf, type PhpNode } from '../../php/ast.ts';
import { evaluate } from '../../php/evaluate.ts';
import { commentText, customDataFromComment } from './comments.ts';
import { unreadableRule, type RuleReadContext } from './read-context.ts';
import { readRuleValue } from './rule-expression.ts';
import type { CustomParameterData, RuleSet } from './rules.ts';

export interface ReadRules {
  rules: RuleSet;
  /** From comments above the keys (inline validators and FormRequest `rules()` alike). */
  custom: Record<string, CustomParameterData>;
}

/** Reads a PHP array literal of rules. Entries whose key is not a static string are reported and skipped. */
export function readRulesArray(node: PhpNode, context: RuleReadContext, into: ReadRules = { rules: nameMap(), custom: nameMap() }): ReadRules {
  for (const item of (node.items ?? []) as Array<PhpNode | null>) {
    if (!item || item.kind !== 'entry') continue;
    if (item.unpack) {
      const spread = spreadArray(item.value as PhpNode, context);
      if (spread) readRulesArray(spread.node, spread.context, into);
      else unreadableRule(context, lineOf(item), 'Rules spread into this array could not be read statically; the other rules are still documented.');
      continue;
    }
    if (!item.key) continue;
    const key = evaluate(item.key as PhpNode, context.evaluation);
    if (typeof key !== 'string') {
      unreadableRule(context, lineOf(item), 'A rule key could not be read statically; the other rules are still documented.');
      continue;
    }
    // `'age' => ,` leaves no value: the syntax error is reported with the file, the other rules still count.
    if (!item.value) continue;
    const items = readRuleValue(item.value as PhpNode, key, context);
    into.rules[key] = [...(ownValue(into.rules, key) ?? []), ...items];
    const comment = commentText(item.leadingComments as PhpNode[] | undefined);
    if (comment) into.custom[key] = customDataFromComment(comment);
  }
  return into;
}

/**
 * The array literal a spread stands for: written in place, or a class constant (`...self::BASE`,
 * `...Parent::RULES`), read in the scope of the class that declares it. Since PHP 8.1 a spread keeps string keys.
 */
function spreadArray(node: PhpNode, context: RuleReadContext): { node: PhpNode; context: RuleReadContext } | undefined {
  if (node?.kind === 'array') return { node, context };
  if (node?.kind !== 'staticlookup') return undefined;
  const target = node.what as PhpNode;
  const constant = nameOf(node.offset as PhpNode);
  const className =
    target.kind === 'selfreference' || target.kind === 'staticreference'
      ? context.evaluation.className
      : target.kind === 'name'
        ? context.evaluation.scope.resolveClass(String(target.name))
        : undefined;
  if (!className || !constant) return undefined;
  const found = context.classes.findConstant(className, constant);
  if (found?.value.kind !== 'array') return undefined;
  const { owner } = found;
  return {
    node: found.value,
    context: {
      ...context,
      file: owner.file,
      evaluation: { ...context.evaluation, scope: owner.scope, className: owner.name, file: context.classes.absolutePath(owner.file) },
    },
  };
}
