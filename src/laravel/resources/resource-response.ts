/**
 * The example response of an API resource, built the way Scribe builds it (ApiResourceResponseTools) and
 * Laravel renders it (ResourceResponse / PaginatedResourceResponse), without PHP:
 * one example model (two for collections), paginated when asked, `additional()` data, the `$wrap` key,
 * the resource's `with()`, then `array_merge_recursive` of it all, encoded as JSON.
 */
import type { ExampleWorld } from '../models/example-world.ts';
import { encodeJson } from '../models/json-encode.ts';
import { NameScope } from '../../php/names.ts';
import { mergeArraysRecursive } from '../../php/functions/array-merge.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { OrderedArray } from '../models/runtime-values.ts';
import { paginationInformation, type Pagination } from './pagination.ts';
import { ANONYMOUS_COLLECTION, readResourceClass } from './resource-class.ts';
import { RequestObject, ResourceInstance, resourcesHost } from './resource-instance.ts';

export interface ApiResourceSpec {
  /** Fully qualified resource class. */
  resourceClass: string;
  /** `@apiResourceCollection` / `collection: true` (ResourceCollection classes are collections anyway). */
  collection: boolean;
  /** The model (or value object) to instantiate; undefined when none could be inferred (an empty array is passed, as Scribe 4.20+). */
  modelClass?: string;
  states: string[];
  with: string[];
  pagination?: Pagination;
  /** `@apiResourceAdditional` / `additional:`: merged at the top level. */
  additional: OrderedArray;
  /** The endpoint's URI (for paginator links). */
  uri: string;
  /** The annotation, for warnings. */
  where: { file: string; line: number };
}

/** Registers the resource classes with the world's interpreter. */
export function useResources(world: ExampleWorld): void {
  world.interpreter.addHost('resources', () => resourcesHost(world.classes));
}

/** The JSON text of the response. */
export function renderApiResource(world: ExampleWorld, spec: ApiResourceSpec): string {
  useResources(world);
  const info = readResourceClass(spec.resourceClass, world.classes);
  const site = world.interpreter.topSite(spec.where.file, spec.where.line, new NameScope());
  const instantiate = (): unknown =>
    spec.modelClass ? world.exampleOf(spec.modelClass, { states: spec.states, with: spec.with }, spec.where) : new OrderedArray();

  const first = instantiate();
  let resource: ResourceInstance;
  let total = 0;
  let count = 0;
  if (spec.collection || info.isCollection) {
    // Scribe makes two models for a collection; a collection class named without the collection flag gets one.
    const models = spec.collection ? [first, instantiate()] : [first];
    total = models.length;
    const page = spec.pagination ? models.slice(0, Math.max(spec.pagination.perPage, 0)) : models;
    count = page.length;
    const list = PhpCollection.of(page, 'Illuminate\\Database\\Eloquent\\Collection');
    resource = info.isCollection
      ? new ResourceInstance(info.name, list, world.classes)
      : new ResourceInstance(ANONYMOUS_COLLECTION, list, world.classes, info.name);
  } else {
    resource = new ResourceInstance(info.name, first, world.classes);
  }
  resource.additional = spec.additional;

  const request = new RequestObject();
  const data = resource.resolve(site);
  const withData = asArray(site.callMethod(resource, 'with', [request]));
  const wrapper = resource.info.wrap;
  const paginated = Boolean(spec.pagination) && (spec.collection || info.isCollection);
  const body = paginated
    ? wrap(
        data,
        wrapper,
        mergeArraysRecursive(
          paginationInformation(spec.pagination!, { count, total, path: endpointUrl(world.appUrl, spec.uri) }),
          withData,
          resource.additional,
        ),
        new OrderedArray(),
      )
    : wrap(data, wrapper, withData, resource.additional);
  return encodeJson(body, site);
}

function asArray(value: unknown): OrderedArray {
  return value instanceof OrderedArray ? value : new OrderedArray();
}

/** ResourceResponse::wrap(). */
function wrap(data: OrderedArray, wrapper: string | null, withData: OrderedArray, additional: OrderedArray): OrderedArray {
  let wrapped = data;
  if (wrapper && !data.has(wrapper)) {
    wrapped = OrderedArray.fromEntries([[wrapper, data]]);
  } else if ((withData.size > 0 || additional.size > 0) && (!wrapper || !data.has(wrapper))) {
    wrapped = OrderedArray.fromEntries([[wrapper ?? 'data', data]]);
  }
  return mergeArraysRecursive(wrapped, withData, additional);
}

/** The endpoint's URL, as the paginator's path. */
export function endpointUrl(appUrl: string, uri: string): string {
  const base = appUrl.replace(/(?<!\/)\/+$/, '');
  const path = uri.replace(/^\/+/, '');
  return path ? `${base}/${path}` : base;
}

