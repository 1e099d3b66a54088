/**
 * Validation rules → documented parameters, as Scribe reads them: independent rules first, then the rules
 * that need the type; the user's description first and their example last; nested keys turned
 * into docgen's names; examples generated for what has none (optional parameters without an
 * example-producing rule get none, as in Scribe).
 */
import { nameMap, ownValue } from '../../name-map.ts';
import type { ExampleGenerator } from '../../examples/generator.ts';
import { castToType } from '../../examples/types.ts';
import { makeParameter, type Parameter } from '../../model.ts';
import { isNoExampleValue } from '../../tag-grammar/labels.ts';
import { applyRule } from './apply-rule.ts';
import { MISSING, NO_EXAMPLE, newDraft, type ParamDraft } from './draft.ts';
import { nestParameters, type NestedDraft } from './nested.ts';
import type { CustomParameterData, RuleSet } from './rules.ts';

export interface RulesToParametersOptions {
  examples: ExampleGenerator;
  /** Examples written in comments are text: cast them to the parameter's type (inline validators). */
  castUserExamples?: boolean;
}

export function parametersFromRules(
  rules: RuleSet,
  custom: Record<string, CustomParameterData>,
  options: RulesToParametersOptions,
): Record<string, Parameter> {
  const drafts = new Map<string, ParamDraft>();
  const deferred = new Map<string, RuleSet[string]>();

  for (const [key, ruleset] of Object.entries(rules)) {
    const draft = newDraft(key, withFullStop(ownValue(custom, key)?.description?.trim() ?? ''));
    drafts.set(key, draft);
    const later: RuleSet[string] = [];
    for (const rule of ruleset) {
      if (!applyRule(rule, draft, true, { examples: options.examples, allDrafts: drafts, siblingRules: ruleset })) later.push(rule);
    }
    draft.description = draft.description.trim();
    draft.type ??= 'string';
    deferred.set(key, later);
  }

  for (const [key, later] of deferred) {
    const draft = drafts.get(key)!;
    for (const rule of later) {
      applyRule(rule, draft, false, { examples: options.examples, allDrafts: drafts, siblingRules: ownValue(rules, key) ?? [] });
    }
    applyUserExample(draft, ownValue(custom, key), options.castUserExamples ?? false);
    draft.description = withFullStop(draft.description.trim());
    if (draft.type !== 'string' && draft.type !== 'array') draft.enumValues = draft.enumValues.map((v) => castToType(v, draft.type!));
  }

  const nested = nestParameters([...drafts.values()]);
  return finishExamples(nested, options.examples);
}

function withFullStop(text: string): string {
  return text !== '' && !text.endsWith('.') ? `${text}.` : text;
}

function applyUserExample(draft: ParamDraft, data: CustomParameterData | undefined, cast: boolean): void {
  if (!data || !('example' in data)) return;
  if (isNoExampleValue(data.example)) {
    draft.example = NO_EXAMPLE;
    return;
  }
  draft.exampleWasSpecified = true;
  draft.example = cast && typeof data.example === 'string' ? castToType(data.example, draft.type ?? 'string') : data.example;
}

/**
 * Gives every parameter its final example: the user's, a parent's (for `data.title` when `data`
 * has an example object), the last rule's, a generated one when required, or none.
 */
function finishExamples(drafts: readonly NestedDraft[], examples: ExampleGenerator): Record<string, Parameter> {
  const known = new Map<string, unknown>();
  const result: Record<string, Parameter> = nameMap();
  for (const draft of drafts) {
    let example = draft.example;
    let specified = draft.exampleWasSpecified;
    if (example === MISSING) {
      const fromParent = exampleFromParent(draft.name, known);
      if (fromParent.found) {
        example = fromParent.value;
        specified = true;
      }
    }
    if (example !== MISSING && example !== NO_EXAMPLE) known.set(draft.name, example);

    let value: unknown;
    if (example === NO_EXAMPLE) value = undefined;
    else if (example === MISSING) {
      if (draft.setter) value = draft.setter();
      else value = draft.required ? examples.forType(draft.type ?? 'string', draft.key, { enumValues: draft.enumValues }) : undefined;
      // A later type rule's example must still be one of the allowed values.
      if (value !== undefined && draft.enumValues.length > 0 && !draft.enumValues.some((v) => sameValue(v, value))) {
        value = examples.pick(draft.enumValues, draft.key, 'in');
      }
    } else value = example === null ? null : castToType(example, draft.type ?? 'string');

    const required = draft.required;
    result[draft.name] = makeParameter({
      name: draft.name,
      description: draft.description,
      required,
      type: draft.type ?? 'string',
      example: value,
      exampleWasSpecified: specified,
      enumValues: draft.enumValues,
      ...(draft.enumClass ? { enumClass: draft.enumClass } : {}),
      nullable: required ? false : draft.nullable,
    });
  }
  return result;
}

function exampleFromParent(name: string, known: ReadonlyMap<string, unknown>): { found: boolean; value?: unknown } {
  const match = /^(.+)\.([^.[\]]+)$/.exec(name);
  if (!match) return { found: false };
  const [, parentName, field] = match as unknown as [string, string, string];
  const listItem = parentName.endsWith('[]') ? parentName.slice(0, -2) : undefined;
  let parent = known.get(parentName);
  if (parent === undefined && listItem !== undefined) {
    const list = known.get(listItem);
    parent = Array.isArray(list) ? list[0] : undefined;
  }
  if (parent !== null && typeof parent === 'object' && !Array.isArray(parent) && Object.hasOwn(parent, field)) {
    return { found: true, value: (parent as Record<string, unknown>)[field] };
  }
  return { found: false };
}

function sameValue(a: unknown, b: unknown): boolean {
  return a === b || String(a) === String(b);
}
