/**
 * spatie/laravel-query-builder as the client uses it: `allowedFilters([...])` → `filter[name]` for each filter
 * (a name, or `AllowedFilter::exact('name')`, `::partial`, `::scope`, `::callback`, `::custom`, `::trashed`…),
 * `allowedSorts([...])` → `sort` with the allowed values (each also descending, `-name`), `allowedIncludes`
 * → `include`, `allowedFields` → `fields[table]` for the builder's model (`QueryBuilder::for(Post::class)`).
 */
import type { PhpNode } from '../../php/ast.ts';
import { nameOf } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate, isPhpArray } from '../../php/evaluate.ts';
import { methodFacts, shortClassName } from './code-walk.ts';

export interface QueryBuilderParams {
  filters: string[];
  sorts: string[];
  includes: string[];
  fields: string[];
  /** The model's table, for `fields[table]`. */
  table?: string;
  line: number;
}

const LISTS = { allowedfilters: 'filters', allowedsorts: 'sorts', allowedincludes: 'includes', allowedfields: 'fields' } as const;

/** What the QueryBuilder chains of the methods allow; undefined when they use none. */
export function queryBuilderParams(methods: PhpMethod[], classes: ClassIndex, tableOf: (modelClass: string) => string | undefined): QueryBuilderParams | undefined {
  let result: QueryBuilderParams | undefined;
  for (const method of methods) {
    for (const { node, shape } of methodFacts(method).calls) {
      if (shape.kind === 'static' && shortClassName(shape.className) === 'querybuilder' && shape.name === 'for') {
        result ??= empty(node);
        const model = modelClassOf(shape.args[0], method);
        if (model) result.table ??= tableOf(model);
        continue;
      }
      if (shape.kind !== 'method' || !(shape.name in LISTS)) continue;
      result ??= empty(node);
      const key = LISTS[shape.name as keyof typeof LISTS];
      const names = shape.args.length === 1 && shape.args[0]!.kind === 'array' ? arrayItems(shape.args[0]!) : shape.args;
      for (const item of names) {
        const name = allowedName(item, method, classes);
        if (name && !result[key].includes(name)) result[key].push(name);
      }
    }
  }
  return result;
}

function empty(node: PhpNode): QueryBuilderParams {
  return { filters: [], sorts: [], includes: [], fields: [], line: node.loc?.start.line ?? 0 };
}

function arrayItems(node: PhpNode): PhpNode[] {
  return ((node.items ?? []) as PhpNode[]).map((item) => (item?.kind === 'entry' ? (item.value as PhpNode) : item)).filter(Boolean);
}

/** `'name'`, `AllowedFilter::exact('name', 'column')`, `AllowedSort::field('name')`, `AllowedInclude::count('x')`. */
function allowedName(node: PhpNode, method: PhpMethod, classes: ClassIndex): string | undefined {
  const context = { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env };
  if (node.kind === 'call' && (node.what as PhpNode)?.kind === 'staticlookup') {
    const value = evaluate((node.arguments ?? [])[0], context);
    return typeof value === 'string' ? value.replace(/^-/, '') : undefined;
  }
  const value = evaluate(node, context);
  if (typeof value === 'string') return value.replace(/^-/, '');
  if (isPhpArray(value)) return undefined;
  return undefined;
}

function modelClassOf(node: PhpNode | undefined, method: PhpMethod): string | undefined {
  if (node?.kind === 'staticlookup' && nameOf(node.offset)?.toLowerCase() === 'class' && (node.what as PhpNode)?.kind === 'name') {
    return method.scope.resolveClass(String((node.what as PhpNode).name));
  }
  if (node?.kind === 'call' && (node.what as PhpNode)?.kind === 'staticlookup') {
    // `QueryBuilder::for(Post::query())`, `QueryBuilder::for(Post::where(…))`
    const what = (node.what as PhpNode).what as PhpNode;
    if (what?.kind === 'name') return method.scope.resolveClass(String(what.name));
  }
  return undefined;
}
