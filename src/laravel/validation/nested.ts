/**
 * From Laravel's rule keys to docgen's parameter names (Scribe's nested parameters,
 * https://scribe.knuckles.wtf/laravel/documenting/query-body-parameters):
 * `ids.*` + integer → `ids: integer[]`; `items.*.name` → `items: object[]` + `items[].name`;
 * `obj.field` → `obj: object`; a bare `array` → `object` (`string[]` when size rules count its items); `x.*.*` → `T[][]`; a body that is a list
 * (`*.name`) → `[]: object[]` + `[].name`. Missing parents are added (optional, empty examples).
 */
import { MISSING, newDraft, type ParamDraft } from './draft.ts';

/** A parameter after nesting: its final name and the draft it came from. */
export interface NestedDraft extends ParamDraft {
  /** `items[].name`, `[]`, `user.email`. */
  name: string;
  /** Added because a child needed it; a rule for the same name replaces it. */
  synthesized?: boolean;
}

/** Rule key → path of segments, with `*` for "each item". */
function pathOf(key: string): string[] {
  return key === '' ? [] : key.split('.');
}

/** `['*', 'foo', '*', 'bar']` → `[].foo[].bar`; the empty path (the body itself) → `[]`. */
export function nameOfPath(path: readonly string[]): string {
  let name = '';
  for (const segment of path) name += segment === '*' ? '[]' : name === '' ? segment : `.${segment}`;
  return name === '' ? '[]' : name;
}

export function nestParameters(drafts: readonly ParamDraft[]): NestedDraft[] {
  const keys = drafts.map((d) => d.key);
  const withConcreteTypes = drafts.map((d) => resolveGenericArray(d, drafts, keys));

  // `a.*.*` with type T → `a` with type T[][]; the example or setter is wrapped as often.
  const byName = new Map<string, NestedDraft>();
  const order: string[] = [];
  const add = (draft: NestedDraft, isItemRule: boolean) => {
    const existing = byName.get(draft.name);
    if (!existing) order.push(draft.name);
    if (!existing || existing.synthesized) {
      byName.set(draft.name, draft);
      return;
    }
    byName.set(draft.name, isItemRule ? mergeItemIntoList(existing, draft) : mergeItemIntoList(draft, existing));
  };

  for (const draft of withConcreteTypes) {
    const path = pathOf(draft.key);
    let type = draft.type ?? 'string';
    let example = draft.example;
    let setter = draft.setter;
    let isItemRule = false;
    while (path.length > 0 && path[path.length - 1] === '*') {
      path.pop();
      type = `${type}[]`;
      isItemRule = true;
      if (example !== MISSING) example = [example];
      else if (setter) {
        const previous = setter;
        setter = () => [previous()];
      }
    }
    addMissingParents(path, byName, order);
    add({ ...draft, name: nameOfPath(path), type, example, setter }, isItemRule);
  }
  return order.map((name) => byName.get(name)!);
}

/** `array` becomes `T[]` when `key.*` has rules, `object[]` when only `key.*.field` has, else `object`. */
function resolveGenericArray(draft: ParamDraft, drafts: readonly ParamDraft[], keys: readonly string[]): ParamDraft {
  if (draft.type !== 'array') return draft;
  const itemKey = `${draft.key === '' ? '' : `${draft.key}.`}*`;
  const item = drafts.find((d) => d.key === itemKey);
  if (item) {
    const itemType = resolveGenericArray(item, drafts, keys).type ?? 'string';
    return { ...draft, type: `${itemType}[]` };
  }
  if (keys.some((k) => k.startsWith(`${itemKey}.`))) return { ...draft, type: 'object[]', setter: undefined };
  // `array|min:2` counts items, so it is a list; a bare `array` is an object, as in Scribe.
  if (draft.countsItems) return { ...draft, type: 'string[]' };
  return { ...draft, type: 'object', setter: undefined };
}

/** Adds `a` (object) for `a.b`, and `a` (object[]) for `a.*.b`, unless they exist. */
function addMissingParents(path: readonly string[], byName: Map<string, NestedDraft>, order: string[]): void {
  const missing: NestedDraft[] = [];
  let parent = path.slice(0, -1);
  while (parent.length > 0) {
    let type = 'object';
    let example: unknown = {};
    if (parent[parent.length - 1] === '*') {
      parent = parent.slice(0, -1);
      type = 'object[]';
      example = [{}];
    }
    const name = nameOfPath(parent);
    if (byName.has(name)) break;
    missing.unshift({ ...newDraft(parent.join('.'), ''), name, type, example, synthesized: true });
    parent = parent.slice(0, -1);
  }
  for (const draft of missing) {
    byName.set(draft.name, draft);
    order.push(draft.name);
  }
}

/**
 * `ids` (`required|array`) and `ids.*` (`integer`) are one parameter: the list keeps its own flags
 * and description, the item rules give the type and the example.
 */
function mergeItemIntoList(list: NestedDraft, item: NestedDraft): NestedDraft {
  return {
    ...item,
    key: list.key,
    required: list.required,
    nullable: list.nullable,
    description: list.description || item.description,
    example: list.exampleWasSpecified ? list.example : item.example,
    exampleWasSpecified: list.exampleWasSpecified || item.exampleWasSpecified,
    setter: item.setter ?? list.setter,
  };
}
