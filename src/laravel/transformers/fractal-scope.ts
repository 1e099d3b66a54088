/**
 * league/fractal's Scope::toArray() for the example: the transformer runs on each item, its default includes
 * (`$defaultIncludes` → `includeX()`) are embedded, and the serializer named by `transformers.serializer`
 * shapes the result:
 *
 * - none (null): plain JSON — an item is its transformed array, a collection a list (with pagination,
 *   `{data, meta}`, since a list cannot carry meta);
 * - `ArraySerializer`: items plain, collections under `data` (or the resource key);
 * - `DataArraySerializer`: items and collections under `data`;
 * - `JsonApiSerializer`: `{data: {type, id, attributes, relationships}}` with included resources sideloaded.
 */
import { lookupTable } from '../../name-map.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { studly } from '../extensions/str-facade.ts';
import { mergeArrays } from '../../php/functions/array-merge.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { OrderedArray, UNKNOWN, type CallSite } from '../models/runtime-values.ts';
import { FractalResource, TransformerInstance } from './fractal-objects.ts';

export type SerializerKind = 'plain' | 'array' | 'data-array' | 'json-api';

const SERIALIZERS: Record<string, SerializerKind> = lookupTable({
  'league\\fractal\\serializer\\arrayserializer': 'array',
  'league\\fractal\\serializer\\dataarrayserializer': 'data-array',
  'league\\fractal\\serializer\\jsonapiserializer': 'json-api',
});

/** The serializer a `transformers.serializer` class name stands for (app classes by the Fractal class they extend). */
export function serializerKind(className: string | null | undefined, classes: ClassIndex): { kind: SerializerKind; known: boolean } {
  if (!className) return { kind: 'plain', known: true };
  const name = className.replace(/^\\/, '').toLowerCase();
  if (SERIALIZERS[name]) return { kind: SERIALIZERS[name]!, known: true };
  for (const [base, kind] of Object.entries(SERIALIZERS)) {
    if (classes.isSubclassOf(className, base)) return { kind, known: false };
  }
  return { kind: 'data-array', known: false };
}

/** What a paginator adds as `meta.pagination` (IlluminatePaginatorAdapter over Scribe's first page). */
export interface FractalPagination {
  total: number;
  count: number;
  perPage: number;
  /** The paginator's URL for page n. */
  url(page: number): string;
}

function itemsOf(data: unknown): unknown[] {
  if (data instanceof PhpCollection) return data.items().values();
  if (data instanceof OrderedArray) return data.values();
  if (data === null || data === undefined) return [];
  return [data];
}

interface Transformed {
  data: OrderedArray;
  /** Included resources, serialized, by include name (for sideloading). */
  included: OrderedArray;
}

export class FractalScope {
  constructor(
    private readonly serializer: SerializerKind,
    private readonly site: CallSite,
  ) {}

  private get sideloads(): boolean {
    return this.serializer === 'json-api';
  }

  /** Scope::toArray() of a resource; `root` scopes filter root objects out of `included`. */
  toArray(resource: FractalResource, pagination?: FractalPagination, root = true): unknown {
    if (resource.kind === 'null') return this.nullValue();
    if (resource.kind === 'primitive') {
      return resource.transformer ? this.site.invoke(resource.transformer, [resource.data]) : resource.data;
    }
    const items = resource.kind === 'item' ? [resource.data] : itemsOf(resource.data);
    const transformed = items.map((item) => this.fire(resource.transformer, item));
    const raw = transformed.map((t) => t.data);
    let data = resource.kind === 'item' ? this.item(resource.resourceKey, raw[0]!) : this.collection(resource.resourceKey, raw);

    if (this.sideloads && data instanceof OrderedArray) {
      data = this.injectRelationships(data, transformed, resource.kind === 'collection');
      const included = this.includedData(transformed);
      if (included.length) {
        const kept = root ? included.filter((object) => !this.isRootObject(object, data as OrderedArray)) : included;
        if (kept.length) (data as OrderedArray).set('included', OrderedArray.list(kept));
      }
    }

    if (resource.kind === 'collection' && pagination) {
      const meta = OrderedArray.fromEntries([['pagination', this.paginator(pagination)]]);
      if (this.serializer === 'plain') return OrderedArray.fromEntries([['data', data], ['meta', meta]]);
      return mergeArrays(data as OrderedArray, OrderedArray.fromEntries([['meta', meta]]));
    }
    return data;
  }

  private nullValue(): unknown {
    switch (this.serializer) {
      case 'plain':
        return null;
      case 'array':
        return new OrderedArray();
      case 'data-array':
        return OrderedArray.fromEntries([['data', new OrderedArray()]]);
      case 'json-api':
        return OrderedArray.fromEntries([['data', null]]);
    }
  }

  /** Scope::fireTransformer(): transform(), then the default includes merged in (or kept for sideloading). */
  private fire(transformer: unknown, item: unknown): Transformed {
    let result: unknown;
    if (transformer instanceof TransformerInstance) result = this.site.callMethod(transformer, 'transform', [item]);
    else if (transformer !== undefined && transformer !== null) result = this.site.invoke(transformer, [item]);
    else result = UNKNOWN;
    let data = result instanceof OrderedArray ? result : new OrderedArray();
    const included = new OrderedArray();
    if (transformer instanceof TransformerInstance) {
      for (const include of transformer.defaultIncludes()) {
        const child = this.site.callMethod(transformer, `include${studly(include)}`, [item, new OrderedArray()]);
        if (!(child instanceof FractalResource)) continue;
        included.set(include, this.toArray(child, undefined, false));
      }
      if (!this.sideloads && included.size) data = mergeArrays(data, included);
    }
    return { data, included };
  }

  private item(resourceKey: string | null, data: OrderedArray): unknown {
    switch (this.serializer) {
      case 'plain':
      case 'array':
        return data;
      case 'data-array':
        return OrderedArray.fromEntries([['data', data]]);
      case 'json-api':
        return OrderedArray.fromEntries([['data', this.jsonApiObject(resourceKey, data)]]);
    }
  }

  private collection(resourceKey: string | null, data: OrderedArray[]): unknown {
    switch (this.serializer) {
      case 'plain':
        return OrderedArray.list(data);
      case 'array':
        return OrderedArray.fromEntries([[resourceKey || 'data', OrderedArray.list(data)]]);
      case 'data-array':
        return OrderedArray.fromEntries([['data', OrderedArray.list(data)]]);
      case 'json-api':
        return OrderedArray.fromEntries([['data', OrderedArray.list(data.map((d) => this.jsonApiObject(resourceKey, d)))]]);
    }
  }

  private jsonApiObject(resourceKey: string | null, data: OrderedArray): OrderedArray {
    const attributes = data.copy();
    attributes.delete('id');
    const id = data.get('id');
    return OrderedArray.fromEntries([
      ['type', resourceKey],
      ['id', id === null || id === undefined ? '' : String(id)],
      ['attributes', attributes],
    ]);
  }

  /** JsonApiSerializer::injectData(): `relationships` with type/id pairs of the included resources. */
  private injectRelationships(data: OrderedArray, transformed: Transformed[], isCollection: boolean): OrderedArray {
    const objects = isCollection ? ((data.get('data') as OrderedArray | undefined)?.values() ?? []) : [data.get('data')];
    transformed.forEach((t, index) => {
      const object = objects[index];
      if (!(object instanceof OrderedArray) || t.included.size === 0) return;
      const relationships = new OrderedArray();
      for (const [key, value] of t.included.entries()) {
        const inner = value instanceof OrderedArray ? value.get('data') : null;
        if (inner === null || inner === undefined) relationships.set(key, OrderedArray.fromEntries([['data', null]]));
        else if (inner instanceof OrderedArray && inner.isList()) {
          relationships.set(key, OrderedArray.fromEntries([['data', OrderedArray.list(inner.values().map((o) => this.identifier(o)))]]));
        } else relationships.set(key, OrderedArray.fromEntries([['data', this.identifier(inner)]]));
      }
      object.set('relationships', relationships);
    });
    return data;
  }

  private identifier(object: unknown): OrderedArray {
    const o = object instanceof OrderedArray ? object : new OrderedArray();
    return OrderedArray.fromEntries([['type', o.get('type') ?? null], ['id', o.get('id') ?? null]]);
  }

  /** JsonApiSerializer::includedData(): every included object once, nested includes pulled up. */
  private includedData(transformed: Transformed[]): OrderedArray[] {
    const result: OrderedArray[] = [];
    const seen = new Set<string>();
    const add = (object: unknown) => {
      if (!(object instanceof OrderedArray)) return;
      const key = `${String(object.get('type'))}:${String(object.get('id'))}`;
      if (seen.has(key)) return;
      seen.add(key);
      result.push(object);
    };
    for (const t of transformed) {
      for (const value of t.included.values()) {
        if (!(value instanceof OrderedArray)) continue;
        const nested = value.get('included');
        if (nested instanceof OrderedArray) nested.values().forEach(add);
      }
    }
    for (const t of transformed) {
      for (const value of t.included.values()) {
        if (!(value instanceof OrderedArray)) continue;
        const inner = value.get('data');
        if (inner instanceof OrderedArray && inner.isList() && inner.size) inner.values().forEach(add);
        else add(inner);
      }
    }
    return result;
  }

  private isRootObject(object: OrderedArray, data: OrderedArray): boolean {
    const roots = data.get('data');
    const list = roots instanceof OrderedArray && roots.isList() ? roots.values() : [roots];
    return list.some((root) => root instanceof OrderedArray && root.get('type') === object.get('type') && root.get('id') === object.get('id'));
  }

  /** ArraySerializer::paginator(). */
  private paginator(pagination: FractalPagination): OrderedArray {
    const lastPage = Math.max(Math.ceil(pagination.total / Math.max(pagination.perPage, 1)), 1);
    const links = new OrderedArray();
    if (lastPage > 1) links.set('next', pagination.url(2));
    return OrderedArray.fromEntries([
      ['total', pagination.total],
      ['count', pagination.count],
      ['per_page', pagination.perPage],
      ['current_page', 1],
      ['total_pages', lastPage],
      ['links', links],
    ]);
  }
}
