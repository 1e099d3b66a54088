/**
 * A JsonResource (or resource collection) object for the interpreter: the app's `toArray()` runs as PHP with
 * this object as `$this`; the framework's side — `when()`, `whenLoaded()`, `mergeWhen()`, `merge()`,
 * `attributes()`, the default `toArray()`, delegation to the model, and `resolve()`'s filtering of missing
 * values and merges — is written here after Laravel's ConditionallyLoadsAttributes.
 *
 * `$request` is a bare request (see RequestObject), so conditions on it are decided as Scribe's would be;
 * conditions that stay undecidable count as true: the example shows every field the resource can return.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { isPromoted } from '../../php/class-types.ts';
import { PhpClosure } from '../../php/closure.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { BoundMethod } from '../../php/engine/frame.ts';
import { truthy } from '../../php/engine/value-ops.ts';
import { ModelInstance } from '../models/model-instance.ts';
import { PhpCollection } from '../models/php-collection.ts';
import {
  MISSING,
  MergeValue,
  OrderedArray,
  UNKNOWN,
  fromPlain,
  isRuntimeObject,
  type CallSite,
  type RuntimeObject,
} from '../models/runtime-values.ts';
import { ANONYMOUS_COLLECTION, isResourceClass, propertyValue, readResourceClass, resourceProperty, type ResourceClassInfo } from './resource-class.ts';

/**
 * `$request` inside a resource. Scribe renders example resources with a bare `Request::create()`: no user,
 * no input, no route, no headers. Answering the same way keeps fields that only signed-in users or certain
 * queries see (`mergeWhen($request->user()?->is_admin, …)`) out of the example, as Scribe's output has them.
 */
const NULL_ANSWERS = new Set(['user', 'bearertoken', 'route', 'input', 'query', 'get', 'post', 'header', 'cookie', 'file', 'ip']);
const FALSE_ANSWERS = new Set(['has', 'filled', 'boolean', 'hasheader', 'hasfile', 'hascookie', 'ajax', 'pjax', 'secure', 'routeis', 'is', 'prefetch']);

export class RequestObject implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Http\\Request';

  getProperty(): unknown {
    return null;
  }

  callMethod(name: string): unknown {
    const lower = name.toLowerCase();
    if (lower === 'expectsjson' || lower === 'wantsjson') return true;
    if (NULL_ANSWERS.has(lower)) return null;
    if (FALSE_ANSWERS.has(lower)) return false;
    if (lower === 'method') return 'GET';
    return UNKNOWN;
  }

  offsetGet(): unknown {
    return null;
  }
}

const NOT_OWN = Symbol('not a property of the resource class');

/**
 * A property the app's resource class declares itself: the first constructor parameter, promoted
 * (`__construct(private readonly Album $album)`), holds the resource it was made with; another declared
 * property holds its default (`private ?User $user = null`). Anything else is the wrapped model's.
 */
function ownProperty(className: string, name: string, resource: unknown, classes: ClassIndex): unknown {
  const constructor = classes.findMethod(className, '__construct');
  const promoted = constructor?.params.findIndex((param) => param.name === name && isPromoted(param));
  if (promoted === 0) return resource;
  if (promoted !== undefined && promoted > 0) return null;
  const found = classes.findProperty(className, name);
  if (!found || !isResourceClass(found.owner.name, classes)) return NOT_OWN;
  return found.property.default ? propertyValue(className, name, classes) : null;
}

/** Whether a condition counts as true (undecidable ones do, see the file comment). */
function holds(condition: unknown): boolean {
  return condition === UNKNOWN ? true : truthy(condition);
}

/** `value($x)`: closures are called. */
function valueOf(value: unknown, site: CallSite): unknown {
  return isCallable(value) ? site.invoke(value, []) : value;
}

function isCallable(value: unknown): boolean {
  return value instanceof PhpClosure || value instanceof BoundMethod;
}

export class ResourceInstance implements RuntimeObject {
  readonly phpClass: string;
  readonly info: ResourceClassInfo;
  /** The wrapped value: a model, an array, null, MISSING, or for collections a PhpCollection. */
  readonly resource: unknown;
  /** Collections: the items, each wrapped in the collected resource class. */
  readonly collection?: PhpCollection;
  additional: OrderedArray = new OrderedArray();

  constructor(
    className: string,
    resource: unknown,
    private readonly classes: ClassIndex,
    collects?: string,
  ) {
    this.info = readResourceClass(className, classes);
    if (collects) this.info = { ...this.info, collects };
    this.phpClass = this.info.name;
    this.resource = resource;
    if (this.info.isCollection && resource !== MISSING) {
      const items = itemsOf(resource);
      const wrapped = items.map((item) =>
        this.info.collects && !(item instanceof ResourceInstance) ? new ResourceInstance(this.info.collects, item, classes) : item,
      );
      this.collection = PhpCollection.of(wrapped);
    }
  }

  getProperty(name: string, site: CallSite): unknown {
    if (name === 'resource') return this.resource;
    if (name === 'collection' && this.collection) return this.collection;
    if (name === 'additional') return this.additional;
    if (name === 'with') return new OrderedArray();
    if (name === 'preserveKeys') return this.info.preserveKeys;
    const own = ownProperty(this.info.name, name, this.resource, this.classes);
    if (own !== NOT_OWN) return own;
    const resource = this.resource;
    if (resource === null || resource === MISSING) return null;
    if (resource instanceof OrderedArray) return resource.has(name) ? resource.get(name) : null;
    if (isRuntimeObject(resource)) return resource.getProperty(name, site);
    return site.unknown(`the resource property ${name}`);
  }

  offsetGet(key: unknown, site: CallSite): unknown {
    const resource = this.resource;
    if (resource instanceof OrderedArray && (typeof key === 'string' || typeof key === 'number')) return resource.get(key) ?? null;
    if (isRuntimeObject(resource) && resource.offsetGet) return resource.offsetGet(key, site);
    return null;
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const [first, second, third] = args;
    switch (name) {
      case 'when':
        return holds(first) ? valueOf(second, site) : args.length >= 3 ? valueOf(third, site) : MISSING;
      case 'unless':
        return !holds(first) || first === UNKNOWN ? valueOf(second, site) : args.length >= 3 ? valueOf(third, site) : MISSING;
      case 'mergeWhen':
        return holds(first) ? new MergeValue(asArray(valueOf(second, site))) : MISSING;
      case 'mergeUnless':
        return holds(first) && first !== UNKNOWN ? MISSING : new MergeValue(asArray(valueOf(second, site)));
      case 'merge':
        return new MergeValue(asArray(valueOf(first, site)));
      case 'attributes': {
        const keys = first instanceof OrderedArray ? first.values() : args;
        const all = this.resourceArray(site);
        return new MergeValue(OrderedArray.fromEntries(all.entries().filter(([key]) => keys.includes(key))));
      }
      case 'whenLoaded':
        return this.whenLoaded(args, site);
      case 'whenNotNull':
        return first !== null && first !== MISSING ? valueOf(args.length >= 2 ? second : first, site) : args.length >= 3 ? valueOf(third, site) : MISSING;
      case 'whenNull':
        return first === null ? valueOf(second ?? null, site) : args.length >= 3 ? valueOf(third, site) : MISSING;
      case 'whenHas': {
        const model = this.resource;
        const has = model instanceof ModelInstance ? typeof first === 'string' && model.attributes.has(first) : model instanceof OrderedArray && typeof first === 'string' && model.has(first);
        if (has) return args.length >= 2 ? valueOf(second, site) : this.getProperty(String(first), site);
        return args.length >= 3 ? valueOf(third, site) : MISSING;
      }
      case 'whenCounted': {
        const model = this.resource;
        const attribute = `${String(first)}_count`;
        if (model instanceof ModelInstance && model.attributes.has(attribute)) {
          return args.length >= 2 ? site.invoke(second, [model.attributes.get(attribute)]) : model.attributes.get(attribute);
        }
        return args.length >= 3 ? valueOf(third, site) : MISSING;
      }
      case 'whenAppended': {
        const model = this.resource;
        if (model instanceof ModelInstance && typeof first === 'string' && model.info.appends.includes(first)) {
          return args.length >= 2 ? valueOf(second, site) : model.getProperty(first, site);
        }
        return args.length >= 3 ? valueOf(third, site) : MISSING;
      }
      case 'whenPivotLoaded':
      case 'whenPivotLoadedAs':
        return args.length >= (name === 'whenPivotLoaded' ? 3 : 4) ? valueOf(args[args.length - 1], site) : MISSING;
      case 'toArray':
        return this.defaultToArray(site);
      case 'resolve':
      case 'jsonSerialize':
        return this.resolve(site);
      case 'additional':
        this.additional = first instanceof OrderedArray ? first : new OrderedArray();
        return this;
      case 'with': {
        const declared = resourceProperty(this.info.name, 'with', this.classes);
        return declared instanceof OrderedArray ? declared : fromPlain(declared ?? []);
      }
      case 'response':
      case 'toResponse':
      case 'preserveQuery':
      case 'withQuery':
        return this;
      case 'count':
        return this.collection ? this.collection.items().size : site.callMethod(this.resource, name, args);
      default:
        if (this.resource === null || this.resource === MISSING) return site.unknown(`${name}() on a resource without a model`);
        return site.callMethod(this.resource, name, args);
    }
  }

  private whenLoaded(args: unknown[], site: CallSite): unknown {
    const [relationship, value, fallback] = args;
    const missing = args.length < 3 ? MISSING : valueOf(fallback, site);
    const model = this.resource;
    if (!(model instanceof ModelInstance) || typeof relationship !== 'string') return missing;
    if (!model.relations.has(relationship)) return missing;
    const loaded = model.relations.get(relationship);
    if (args.length === 1) return loaded;
    if (loaded === null) return null;
    return valueOf(value, site);
  }

  /** The model's (or array's) own array form: JsonResource::toArray(). */
  private resourceArray(site: CallSite): OrderedArray {
    const resource = this.resource;
    if (resource instanceof OrderedArray) return resource;
    if (resource instanceof ModelInstance) return resource.toArray(site);
    if (isRuntimeObject(resource)) {
      const array = resource.callMethod('toArray', [], site);
      return array instanceof OrderedArray ? array : new OrderedArray();
    }
    return new OrderedArray();
  }

  /** JsonResource::toArray() / ResourceCollection::toArray() (`$this->collection->map->toArray($request)`). */
  private defaultToArray(site: CallSite): OrderedArray {
    if (this.collection) {
      return OrderedArray.list(
        this.collection.items().values().map((item) => (isRuntimeObject(item) ? site.callMethod(item, 'toArray', [new RequestObject()]) : item)),
      );
    }
    if (this.resource === null || this.resource === MISSING) return new OrderedArray();
    return this.resourceArray(site);
  }

  /** JsonResource::resolve(): the app's toArray(), then filter(). */
  resolve(site: CallSite): OrderedArray {
    let data = site.callMethod(this, 'toArray', [new RequestObject()]);
    if (data instanceof PhpCollection) data = data.items();
    if (data instanceof ModelInstance) data = data.toArray(site);
    if (!(data instanceof OrderedArray)) data = data === UNKNOWN || data === null ? new OrderedArray() : OrderedArray.list([data]);
    return filter(data as OrderedArray, this.info.preserveKeys);
  }

  jsonValue(site: CallSite): unknown {
    return this.resolve(site);
  }
}

function asArray(value: unknown): OrderedArray {
  if (value instanceof OrderedArray) return value;
  if (value instanceof PhpCollection) return value.items();
  return new OrderedArray();
}

function itemsOf(resource: unknown): unknown[] {
  if (resource instanceof PhpCollection) return resource.items().values();
  if (resource instanceof OrderedArray) return resource.values();
  if (resource === null || resource === undefined || resource === UNKNOWN) return [];
  return [resource];
}

function isMissing(value: unknown): boolean {
  return value === MISSING || (value instanceof ResourceInstance && value.resource === MISSING);
}

/** ConditionallyLoadsAttributes::filter(): merges spliced in, null-resource resources nulled, missing values removed. */
export function filter(data: OrderedArray, preserveKeys = false): OrderedArray {
  const entries = data.entries();
  for (let index = 0; index < entries.length; index++) {
    const [key, value] = entries[index]!;
    if (value instanceof OrderedArray) {
      data.set(key, filter(value, preserveKeys));
      continue;
    }
    if (typeof key === 'number' && value instanceof MergeValue) {
      const merged = filter(value.data.copy(), preserveKeys);
      const before = OrderedArray.fromEntries(entries.slice(0, index));
      const after = OrderedArray.fromEntries(entries.slice(index + 1));
      if (value.data.isList()) {
        const result = new OrderedArray();
        for (const part of [before, merged, filter(OrderedArray.list(after.values()), preserveKeys)]) {
          for (const [k, v] of part.entries()) {
            if (typeof k === 'number') result.push(v);
            else result.set(k, v);
          }
        }
        return removeMissing(result, preserveKeys);
      }
      // `$before + $merge + filter($after)`: keys already present win.
      const result = before.copy();
      for (const part of [merged, filter(after, preserveKeys)]) {
        for (const [k, v] of part.entries()) if (!result.has(k)) result.set(k, v);
      }
      return removeMissing(result, preserveKeys);
    }
    if (value instanceof ResourceInstance && value.resource === null) data.set(key, null);
  }
  return removeMissing(data, preserveKeys);
}

function removeMissing(data: OrderedArray, preserveKeys: boolean): OrderedArray {
  let numericKeys = true;
  const kept = data.entries().filter(([key, value]) => {
    if (isMissing(value)) return false;
    numericKeys = numericKeys && typeof key === 'number';
    return true;
  });
  if (preserveKeys) return OrderedArray.fromEntries(kept);
  return numericKeys ? OrderedArray.list(kept.map(([, v]) => v)) : OrderedArray.fromEntries(kept);
}

/** `new PostResource($post)`, `PostResource::make($post)`, `PostResource::collection($posts)`. */
export function resourcesHost(classes: ClassIndex): EngineExtension {
  return {
    construct(className, args) {
      if (!isResourceClass(className, classes)) return NOT_HANDLED;
      return new ResourceInstance(className, args[0] ?? null, classes);
    },
    callStatic(className, method, args) {
      if (!isResourceClass(className, classes)) return NOT_HANDLED;
      switch (method) {
        case 'collection':
          return new ResourceInstance(ANONYMOUS_COLLECTION, args[0] ?? null, classes, className);
        case 'make':
          return new ResourceInstance(className, args[0] ?? null, classes);
        case 'withoutWrapping':
        case 'wrap':
          return null;
        default:
          return NOT_HANDLED;
      }
    },
  };
}
