/**
 * The example response of a value an action returns (see laravel/inference/returned-value.ts), rendered in the
 * endpoint's example world: resources through the same renderer as `@apiResource`, models through their
 * `toArray()` (hidden, visible, appended and cast attributes), paginators with Laravel's keys, JSON arrays
 * entry by entry (literal values as written, models and resources rendered, other values by the key's name).
 */
import type { ResponseExample } from '../../../model.ts';
import { nameOf, type PhpNode } from '../../../php/ast.ts';
import { containsUnknown, evaluate, isUnknown } from '../../../php/evaluate.ts';
import type { ExampleWorld } from '../../../laravel/models/example-world.ts';
import { encodeJson } from '../../../laravel/models/json-encode.ts';
import { OrderedArray, fromPlain, type CallSite } from '../../../laravel/models/runtime-values.ts';
import { readResourceClass, wrappedClass } from '../../../laravel/resources/resource-class.ts';
import { endpointUrl } from '../../../laravel/resources/resource-response.ts';
import { paginatorArray, type Pagination } from '../../../laravel/resources/pagination.ts';
import { modelOrigin, type ModelOrigin, type OriginReader } from '../../../laravel/inference/model-origin.ts';
import { returnedValue, type Returned } from '../../../laravel/inference/returned-value.ts';
import { annotationSources } from '../shared/sources.ts';
import { dataExample } from '../../../laravel/inference/data-objects.ts';
import { assignedBefore, builtArray, keyFilter, type KeyFilter } from '../../../laravel/inference/app-arrays.ts';
import { declaredScalarType, propertyScalarType } from '../../../laravel/inference/declared-types.ts';
import { heldValue } from '../../../laravel/inference/run-values.ts';
import { isValidationCall, validationErrors } from '../../../laravel/inference/validation-checks.ts';
import { laravelMajor } from '../../../laravel/inference/laravel-version.ts';
import { expressionType } from '../../../laravel/inference/expression-type.ts';
import type { StrategyContext } from '../../strategy.ts';
import { exampleWorldFor } from './example-world-for.ts';
import { apiResourceExample, boundUri, resourceOrigin, transformerExample } from './render-examples.ts';
import { transformerModel } from '../../../laravel/transformers/transformer-response.ts';

/** Laravel's status for a value without an explicit one: 201 for a resource of a model the action created. */
function defaultStatus(returned: Returned, context: StrategyContext): number {
  if (returned.status) return returned.status;
  const value = returned.value;
  if (value.kind === 'redirect') return 302;
  if (value.kind === 'empty') return 204;
  if (value.kind === 'resource') {
    const storing = context.controller?.method.name === 'store' && context.endpoint.httpMethods.includes('POST');
    if (value.origin?.created || storing) return 201;
  }
  return 200;
}

/** The model a resource wraps: from the code, else what the resource class declares. */
function resourceModel(resourceClass: string, origin: ModelOrigin | undefined, context: StrategyContext): string | undefined {
  return origin?.modelClass || wrappedClass(resourceClass, context.app.classes);
}

/** The response of one returned value, or undefined after a warning when it cannot be built. */
export function renderReturned(returned: Returned, reader: OriginReader, context: StrategyContext): ResponseExample | undefined {
  const status = defaultStatus(returned, context);
  const where = { file: reader.method.file, line: returned.line };
  const value = returned.value;
  const response = (content: string | null, headers: Record<string, string> = {}): ResponseExample => ({ status, content, headers, description: '' });
  switch (value.kind) {
    case 'empty':
    case 'redirect':
      return response(null);
    case 'file':
      return response('<<binary>>', { 'Content-Type': 'application/octet-stream' });
    case 'resource': {
      const world = exampleWorldFor(context, `code:${returned.line}`);
      const site = world.interpreter.topSite(where.file, where.line, reader.method.scope);
      const additional = value.additional ? jsonValue(value.additional, reader, context, world, site) : undefined;
      const json = apiResourceExample(context, `code:${returned.line}`, {
        resourceClass: value.resourceClass,
        collection: value.collection || value.origin?.shape === 'list' || value.origin?.shape === 'paginator',
        modelClass: resourceModel(value.resourceClass, value.origin, context),
        states: [],
        with: value.origin?.with ?? [],
        ...(value.origin?.pagination ? { pagination: value.origin.pagination } : {}),
        additional: additional instanceof OrderedArray ? additional : new OrderedArray(),
        uri: boundUri(context),
        where,
      });
      return json === undefined ? undefined : { ...response(json), origin: resourceOrigin(value.resourceClass, json, context.app.classes) };
    }
    case 'transformer': {
      const paginated = value.origin?.pagination;
      const json = transformerExample(context, `code:${returned.line}`, {
        transformerClass: value.transformerClass,
        collection: value.collection,
        modelClass: value.origin?.modelClass ?? transformerModel(value.transformerClass, context.app.classes),
        states: [],
        with: [],
        resourceKey: null,
        ...(paginated ? { paginator: { adapter: 'League\\Fractal\\Pagination\\IlluminatePaginatorAdapter', perPage: paginated.perPage } } : {}),
        serializer: context.app.config.transformers.serializer,
        uri: boundUri(context),
        where,
      });
      return json === undefined ? undefined : response(json);
    }
    case 'data': {
      const one = () => dataExample(value.dataClass, context.app.classes, context.examples);
      const origin = { class: context.app.classes.find(value.dataClass)?.name ?? value.dataClass, path: value.list ? '[]' : '' };
      return { ...response(JSON.stringify(value.list ? [one(), one()] : one())), origin };
    }
    case 'model':
    case 'json': {
      const world = exampleWorldFor(context, `code:${returned.line}`);
      const site = world.interpreter.topSite(where.file, where.line, reader.method.scope);
      try {
        const data = value.kind === 'model' ? modelValue(value.origin, context, world, site) : value.data ? jsonValue(value.data, reader, context, world, site) : new OrderedArray();
        // A body the code computes out of sight (a service's result) has no shape to show.
        if (data === UNREADABLE) return undefined;
        return response(encodeJson(data, site));
      } catch (error) {
        context.report({ severity: 'warning', code: 'response-inference', message: `Could not build the example of the value returned here: ${(error as Error)?.message ?? String(error)}.`, ...where });
        return undefined;
      }
    }
  }
}

/** One model, two in a list (as Scribe makes two for a collection), or a first page of them. */
function modelValue(origin: ModelOrigin, context: StrategyContext, world: ExampleWorld, site: CallSite): unknown {
  const make = (): unknown => {
    const model = world.exampleModel(origin.modelClass, origin.with ? { with: origin.with } : {});
    if (!origin.columns) return model;
    // A query that selects columns fills only those attributes; appended ones are still added.
    const kept = [...origin.columns, ...(world.modelInfo(origin.modelClass)?.appends ?? [])];
    const all = JSON.parse(encodeJson(model, site)) as Record<string, unknown>;
    return fromPlain(Object.fromEntries(Object.entries(all).filter(([key]) => kept.includes(key))));
  };
  if (origin.shape === 'one' || origin.shape === 'builder') return make();
  const models = [make(), make()];
  if (origin.shape === 'list') return OrderedArray.list(models);
  return paginated(origin.pagination!, models, context);
}

/** `$paginator->toArray()`: Laravel's keys with `data` where Laravel puts it (after `current_page`, first for cursors). */
function paginated(pagination: Pagination, models: unknown[], context: StrategyContext): OrderedArray {
  const page = models.slice(0, Math.max(pagination.perPage, 0));
  const appUrl = context.app.config.base_url?.trim() || context.app.env.APP_URL?.trim() || 'http://localhost';
  const info = paginatorArray(pagination, { count: page.length, total: models.length, path: endpointUrl(appUrl, boundUri(context)) });
  const data = OrderedArray.list(page);
  const entries = [...info.entries()];
  if (pagination.kind === 'cursor') return OrderedArray.fromEntries([['data', data], ...entries]);
  return OrderedArray.fromEntries([entries[0]!, ['data', data], ...entries.slice(1)]);
}

/** What jsonValue gives for a whole body it cannot read (inside an array, the key's name still says something). */
const UNREADABLE = Symbol('unreadable body');

/** How many arrays deep jsonValue follows the app's code (a value object holding value objects). */
const MAX_NESTING = 6;

/** The value of an expression inside a returned array (or of the whole body, with no key). */
function jsonValue(node: PhpNode, reader: OriginReader, context: StrategyContext, world: ExampleWorld, site: CallSite, key?: string, depth = 0): unknown {
  const { method, classes } = reader;
  if (node.kind === 'array') {
    const entries: Array<[string | number, unknown]> = [];
    let index = 0;
    for (const item of (node.items ?? []) as PhpNode[]) {
      if (!item || item.unpack) continue;
      const valueNode = (item.kind === 'entry' ? item.value : item) as PhpNode;
      let entryKey: string | number = index;
      if (item.kind === 'entry' && item.key) {
        const evaluated = evaluate(item.key as PhpNode, { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env });
        entryKey = typeof evaluated === 'string' || typeof evaluated === 'number' ? evaluated : nameOf(item.key) ?? String(index);
      } else {
        index += 1;
      }
      entries.push([entryKey, jsonValue(valueNode, reader, context, world, site, String(entryKey), depth + 1)]);
    }
    return OrderedArray.fromEntries(entries);
  }
  const known = evaluate(node, { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env });
  if (!isUnknown(known) && !containsUnknown(known)) return fromPlain(known);
  if (isValidatorErrors(node, reader)) return validatorErrors(context);
  const filter = depth < MAX_NESTING ? keyFilter(node, reader) : undefined;
  if (filter) return filteredKeys(filter, reader, site, (source) => jsonValue(source, reader, context, world, site, key, depth + 1));
  const returned = returnedValue(node, reader);
  if (returned?.value.kind === 'resource') {
    const rendered = renderReturned(returned, reader, context);
    if (rendered?.content) {
      const parsed = JSON.parse(rendered.content) as unknown;
      const wrap = readResourceClass(returned.value.resourceClass, classes).wrap;
      const unwrapped = wrap && parsed && typeof parsed === 'object' && !Array.isArray(parsed) && wrap in parsed ? (parsed as Record<string, unknown>)[wrap] : parsed;
      return fromPlain(unwrapped);
    }
  }
  if (returned?.value.kind === 'data') {
    const rendered = renderReturned(returned, reader, context);
    if (rendered?.content) return fromPlain(JSON.parse(rendered.content));
  }
  const origin = modelOrigin(node, reader);
  if (origin && origin.shape !== 'builder') return modelValue(origin, context, world, site);
  // Built by the app's own code out of the action's sight: a variable, a helper, a value object's toArray().
  const built = depth < MAX_NESTING ? builtArray(node, reader) : undefined;
  if (built) return jsonValue(built.node, built.reader, context, world, site, key, depth + 1);
  const given = passedThrough(node, reader);
  if (given && given.shape !== 'builder') return modelValue(given, context, world, site);
  // A value object's property: an example of its declared type.
  const scalar = propertyScalarType(node, reader);
  if (scalar && key !== undefined) return (scalar === 'string' && context.examples.forName(key)) || context.examples.forType(scalar, `returned.${key}`);
  if (node.kind === 'call' && /^count$/i.test(nameOf(node.what) ?? '')) return 1;
  if (node.kind === 'call' && nameOf((node.what as PhpNode)?.offset)?.toLowerCase() === 'count') return 1;
  if (key === undefined) return UNREADABLE;
  // `is_null($x)`, `(int) $x`, `$a . $b`: the expression's shape gives the type, else the declarations it is
  // read from (`int $limit`, `$this->service->total(): int`); the key's name the rest.
  const typed = expressionType(node, reader) ?? declaredScalarType(node, reader);
  if (typed && typed !== 'string') return context.examples.forType(typed, `returned.${key}`);
  if (typed === 'string') return context.examples.forName(key) ?? context.examples.forType('string', `returned.${key}`);
  return byKeyName(key, context);
}

/** `$validator->errors()` where `$validator` was made by `Validator::make`, `validator()` or an app wrapper of them. */
function isValidatorErrors(expression: PhpNode, reader: OriginReader): boolean {
  const node = expression.kind === 'variable' ? assignedBefore(expression, reader) : expression;
  if (!node || node.kind !== 'call' || (node.arguments ?? []).length > 0 || nameOf((node.what as PhpNode)?.offset)?.toLowerCase() !== 'errors') return false;
  const target = (node.what as PhpNode).what as PhpNode;
  const made = target?.kind === 'variable' ? assignedBefore(target, reader) : target;
  return made?.kind === 'call' && isValidationCall(made, reader.method, reader.classes);
}

/** The message bag of a failed validation: each documented field with the message Laravel gives it first. */
function validatorErrors(context: StrategyContext): OrderedArray {
  const documented = Object.keys(context.endpoint.bodyParameters).length > 0 ? context.endpoint.bodyParameters : context.endpoint.queryParameters;
  const major = laravelMajor(context.app.root, context.app.classes);
  return OrderedArray.fromEntries(validationErrors(documented, major).map(([name, message]) => [name, OrderedArray.list([message])]));
}

/** `Arr::only($settings->toArray(), self::FIELDS)`: the source's value with the listed keys kept (or dropped). */
function filteredKeys(filter: KeyFilter, reader: OriginReader, site: CallSite, valueOf: (source: PhpNode) => unknown): unknown {
  const keys = heldValue(filter.keys, reader);
  const value = valueOf(filter.source);
  const json = value instanceof OrderedArray || value === UNREADABLE ? value : fromPlain(JSON.parse(encodeJson(value, site)));
  if (!Array.isArray(keys) || !(json instanceof OrderedArray)) return value;
  const listed = new Set(keys.map(String));
  return OrderedArray.fromEntries([...json.entries()].filter(([name]) => listed.has(String(name)) !== filter.except));
}

/**
 * `serializeApiResponse($projects)`, `$this->present($user)`: a function the reader cannot see into, given a
 * model (or a list of them) as its only input, is read as showing that model.
 */
function passedThrough(node: PhpNode, reader: OriginReader): ModelOrigin | undefined {
  if (node.kind !== 'call' || (node.arguments ?? []).length === 0) return undefined;
  const what = node.what as PhpNode;
  const isFunction = what?.kind === 'name';
  const isOwnHelper = what?.kind === 'propertylookup' && (what.what as PhpNode)?.kind === 'variable' && (what.what as PhpNode).name === 'this';
  if (!isFunction && !isOwnHelper) return undefined;
  const origin = modelOrigin((node.arguments as PhpNode[])[0], reader);
  return origin && origin.shape !== 'builder' ? origin : undefined;
}

/** A value for an entry the code fills at run time, by what its key says it holds. */
function byKeyName(key: string, context: StrategyContext): unknown {
  const name = key.toLowerCase();
  if (/(^|_)(id|count|total|size|number|page|per_page|position|order|version|year|age)$/.test(name) || /Count$|Id$/.test(key)) {
    return context.examples.forType('integer', `returned.${key}`);
  }
  if (/^(is|has|can|should|was|allow)_|^(is|has|can)[A-Z]|(enabled|success|active|valid)$/i.test(key)) return context.examples.forType('boolean', `returned.${key}`);
  if (/(_at|At|_date|Date|_time|Time)$|^(date|time)$/.test(key)) return context.examples.phpDate('Y-m-d\\TH:i:s.u\\Z', `returned.${key}`);
  return context.examples.forName(key) ?? context.examples.forType('string', `returned.${key}`);
}

/** What the strategies read an action with: its method (or closure) and its controller class. */
export function readerOf(context: StrategyContext): OriginReader | undefined {
  const method = annotationSources(context).handler;
  if (!method) return undefined;
  return { method, classes: context.app.classes, ...(context.controller ? { className: context.controller.class.name } : {}) };
}
