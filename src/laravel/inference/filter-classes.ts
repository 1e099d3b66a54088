/**
 * Filter classes that map query keys to methods (the "QueryFilter" pattern): an action takes a
 * `PostFilters $filters` parameter whose class applies each query key that has a public method of the same
 * name (`status($value)`, `author($id)`). Each such method is a query parameter.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';

/** Methods of the base filter classes and PHP's magic ones: not query keys. */
const NOT_KEYS = new Set(['__construct', 'apply', 'filters', 'getfilters', 'handle', '__call', '__get', '__set', '__invoke']);

export interface FilterKey {
  name: string;
  /** The first parameter's type, when declared. */
  type?: string;
  file: string;
  line: number;
}

/** The query keys of the filter classes type-hinted on the action. */
export function filterClassKeys(method: PhpMethod, classes: ClassIndex): FilterKey[] {
  const result: FilterKey[] = [];
  for (const param of method.params) {
    const type = param.type?.replace(/^\?/, '');
    if (!type || !/Filters?$/.test(type)) continue;
    const cls = classes.find(type);
    if (!cls) continue;
    for (const filter of cls.methods.values()) {
      if (filter.visibility !== 'public' || filter.isStatic || NOT_KEYS.has(filter.name.toLowerCase())) continue;
      if (result.some((key) => key.name === filter.name)) continue;
      result.push({ name: filter.name, ...(filter.params[0]?.type ? { type: filter.params[0].type } : {}), file: filter.file, line: filter.line });
    }
  }
  return result;
}
