/**
 * Which Eloquent model an expression of an action holds, read from the code: a type-hinted parameter
 * (route-model binding), `Post::findOrFail($id)`, `Post::query()->where(…)->paginate()`, `$post->load(…)`,
 * `$request->user()`, a variable assigned from one of these, or a helper of the class whose return type is a
 * model. The answer says whether it is one model, a list of them, a query builder or a paginator.
 */
import { nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate } from '../../php/evaluate.ts';
import type { Pagination } from '../resources/pagination.ts';
import { isEloquentModel } from '../models/model-keys.ts';
import { callShape, isThis, methodFacts, shortClassName, type CallShape } from './code-walk.ts';
import { heldValue, valueAt } from './run-values.ts';
import { assignmentsBefore, boundValue, calleeReader } from './call-bindings.ts';
import type { OriginReader } from './origin-reader.ts';
import { namesRequestClass } from './app-object.ts';
import { propertyClass as declaredPropertyClass } from '../app-calls.ts';

export interface ModelOrigin {
  modelClass: string;
  shape: 'one' | 'list' | 'builder' | 'paginator';
  pagination?: Pagination;
  /** Made by `create()` and friends: Laravel answers 201 for a resource of a model just created. */
  created?: boolean;
  /** The node that fetched it with `findOrFail`/`firstOrFail`/`sole` (a 404 when nothing is found). */
  failsWhenMissing?: boolean;
  /** The columns a `select(…)` (or `get([…])`) limits the query to. */
  columns?: string[];
  /** The query selects columns already (`select`, `addSelect`, `withCount`…): `get([…])`'s columns are ignored then. */
  selects?: boolean;
  /** Relations the code loads on it (`->with([...])`, `$post->load('tags')`), dotted for nested ones. */
  with?: string[];
}

/** Static or builder methods that give one model. */
const ONE = new Set(['find', 'findorfail', 'first', 'firstorfail', 'sole', 'findornew', 'firstornew', 'firstwhere', 'make', 'firstorcreate', 'updateorcreate', 'create', 'forcecreate', 'createquietly', 'findsole', 'value']);
const CREATES = new Set(['create', 'forcecreate', 'createquietly', 'firstorcreate', 'updateorcreate']);
const FAILS = new Set(['findorfail', 'firstorfail', 'sole']);
/** Methods that give the list of models a builder finds. */
const LIST = new Set(['get', 'all', 'findmany', 'cursor', 'lazy']);
/** Methods of a model that give the model back (`toArray()`: what it shows as JSON). */
const SAME_MODEL = new Set(['toarray', 'load', 'loadmissing', 'loadcount', 'loadsum', 'fresh', 'refresh', 'makevisible', 'makehidden', 'append', 'setattribute', 'setrelation', 'setappends', 'sethidden', 'setvisible', 'withoutrelations', 'unsetrelations', 'replicate', 'fill', 'forcefill', 'tap']);
const PAGINATE: Record<string, Pagination['kind']> = { paginate: 'length-aware', simplepaginate: 'simple', cursorpaginate: 'cursor', fastpaginate: 'length-aware' };
const DEFAULT_PER_PAGE = 15;
/** Builder methods that set the query's columns when it has none, as Laravel's `select()` does. */
const SELECTS = /^(select|addselect|selectraw|with(count|sum|avg|min|max|exists|aggregate))$/;
/** Collection methods that give a list of the same models back. */
const KEEPS_LIST = new Set(['values', 'filter', 'reject', 'where', 'wherein', 'wherenotin', 'wherenotnull', 'sortby', 'sortbydesc', 'sort', 'reverse', 'unique', 'take', 'skip', 'slice', 'each', 'load', 'loadmissing', 'loadcount', 'makehidden', 'makevisible', 'append', 'fresh', 'collect', 'toquery']);

export type { OriginReader } from './origin-reader.ts';

/** The model an expression holds, if the code says. */
export function modelOrigin(node: PhpNode | undefined, reader: OriginReader, depth = 0): ModelOrigin | undefined {
  if (!node || depth > 8) return undefined;
  const { method, classes } = reader;
  switch (node.kind) {
    case 'variable':
      return variableOrigin(node, reader, depth);
    case 'cast':
    case 'parenthesis':
      return modelOrigin(node.expr ?? node.inner, reader, depth + 1);
    case 'clone':
      return modelOrigin(node.what as PhpNode, reader, depth + 1);
    case 'propertylookup': {
      // `$this->query` of an object constructed with the query.
      const bound = boundValue(node, reader);
      return bound ? modelOrigin(bound.node, bound.reader) : undefined;
    }
    case 'new': {
      const what = node.what as PhpNode;
      if (what?.kind !== 'name') return undefined;
      const className = method.scope.resolveClass(String(what.name));
      return isEloquentModel(className, classes) ? { modelClass: className, shape: 'one' } : undefined;
    }
    case 'call':
      return callOrigin(node, reader, depth);
    default:
      return undefined;
  }
}

function variableOrigin(variable: PhpNode, reader: OriginReader, depth: number): ModelOrigin | undefined {
  const { method, classes } = reader;
  const name = String(variable.name);
  const param = method.params.find((p) => p.name === name);
  const type = param?.type?.replace(/^\?/, '');
  if (type && !type.includes('|') && isEloquentModel(type, classes)) return withLoads({ modelClass: type, shape: 'one' }, name, reader);
  // The last assignment written before the read that tells a model wins (usually the only one).
  let found: ModelOrigin | undefined;
  for (const right of [...assignmentsBefore(variable, reader)].reverse()) {
    // `$post = $post->load(…)` must not loop on itself.
    if (right.kind === 'variable' && right.name === name) continue;
    found = modelOrigin(right, reader, depth + 1);
    if (found) break;
  }
  // A parameter the calling code gave a model.
  const bound = found ? undefined : boundValue(variable, reader);
  if (bound) found = modelOrigin(bound.node, bound.reader);
  return found && withLoads(found, name, reader);
}

const LOADS = new Set(['load', 'loadmissing', 'with']);

/** `$book->load(['tags', 'cover']);` written as a statement of its own: the relations the variable's model gets. */
function withLoads(origin: ModelOrigin, name: string, reader: OriginReader): ModelOrigin {
  const loaded = methodFacts(reader.method)
    .calls.filter(({ shape, own }) => own && shape.kind === 'method' && LOADS.has(shape.name) && shape.target.kind === 'variable' && shape.target.name === name)
    .flatMap(({ shape }) => relationNames(shape.args, reader));
  return loaded.length > 0 ? { ...origin, with: [...new Set([...(origin.with ?? []), ...loaded])] } : origin;
}

/** `load('a', 'b')`, `load(['a', 'b.c'])`, `with(['a' => fn …])`: the relation names (constraints dropped). */
function relationNames(args: PhpNode[], reader: OriginReader): string[] {
  return args.flatMap((arg) => {
    if (arg.kind === 'array') {
      return ((arg.items ?? []) as PhpNode[]).map((item) => (item?.kind === 'entry' && item.key ? item.key : item?.kind === 'entry' ? item.value : item) as PhpNode)
        .map((node) => heldValue(node, reader)).filter((v): v is string => typeof v === 'string');
    }
    const value = heldValue(arg, reader);
    return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
  }).map((relation) => relation.split(':')[0]!);
}

function callOrigin(node: PhpNode, reader: OriginReader, depth: number): ModelOrigin | undefined {
  const { method, classes } = reader;
  const shape = callShape(node, method) ?? heldClassCall(node, reader);
  if (!shape) return undefined;
  if (shape.kind === 'function') {
    if (shape.name === 'tap') return modelOrigin(shape.args[0], reader, depth + 1);
    // `once(fn () => Settings::findOrFail(0))`, `value(fn () => …)`: what the callback returns.
    const callback = shape.args[0];
    if ((shape.name === 'once' || shape.name === 'value') && callback?.kind === 'arrowfunc') return modelOrigin(callback.body as PhpNode, reader, depth + 1);
    return undefined;
  }
  if (shape.kind === 'static') {
    const short = shortClassName(shape.className);
    if (short === 'auth' && shape.name === 'user') return userModel(classes);
    if (!isEloquentModel(shape.className, classes)) return undefined;
    // `InstanceSettings::get()` declared by the model itself is the app's method, not the builder's (an
    // override giving a builder, `query(): SongBuilder`, still is one).
    if (classes.declaresMethod(shape.className, shape.name) && !givesBuilder(shape.className, shape.name, classes)) {
      const declared = declaredModel(shape.className, shape.name, classes, depth);
      if (declared) return declared;
    }
    return fromBuilderCall(shape.name, { modelClass: shape.className, shape: 'builder' }, shape.args, reader);
  }
  // `$request->user()`, `auth()->user()`
  if (shape.name === 'user') {
    const target = shape.target;
    const isAuth = target.kind === 'call' && (target.what as PhpNode)?.kind === 'name' && String((target.what as PhpNode).name).toLowerCase() === 'auth';
    const isRequest = target.kind === 'variable' && isRequestVariable(String(target.name), method);
    const isRequestHelper = target.kind === 'call' && (target.what as PhpNode)?.kind === 'name' && String((target.what as PhpNode).name).toLowerCase() === 'request';
    if (isAuth || isRequest || isRequestHelper) return userModel(classes);
  }
  if (isThis(shape.target) && reader.className) return declaredModel(reader.className, shape.name, classes, depth) ?? boundReturns(node, reader);
  // `$this->pages->findOrFail($id)`: a method of a typed property (a repository, a query class) declaring a model.
  const service = propertyClass(shape.target, reader);
  if (service) return declaredModel(service, shape.name, classes, depth) ?? boundReturns(node, reader);
  const base = modelOrigin(shape.target, reader, depth + 1);
  if (!base) return undefined;
  if (base.shape === 'one') {
    if (!SAME_MODEL.has(shape.name)) return declaredModel(base.modelClass, shape.name, classes, depth, base) ?? undefined;
    const loaded = LOADS.has(shape.name) ? relationNames(shape.args, reader) : [];
    return loaded.length > 0 ? { ...base, with: [...new Set([...(base.with ?? []), ...loaded])] } : base;
  }
  return fromBuilderCall(shape.name, base, shape.args, reader);
}

/** `$modelClass::query()`: a static call on the class a variable holds, read by running the code that sets it. */
function heldClassCall(node: PhpNode, reader: OriginReader): CallShape | undefined {
  const what = node.what as PhpNode;
  if (what?.kind !== 'staticlookup' || (what.what as PhpNode)?.kind !== 'variable') return undefined;
  const name = nameOf(what.offset)?.toLowerCase();
  const held = name ? valueAt(what.what as PhpNode, reader) : undefined;
  return typeof held === 'string' && held !== '' ? { kind: 'static', name: name!, className: held.replace(/^\\/, ''), args: (node.arguments ?? []) as PhpNode[] } : undefined;
}

/**
 * What an app method declaring no model returns, read with its parameters bound to the call's arguments
 * (`$this->fetch($query)` declared `: Collection`, returning `$query->get()`; `$this->books->visible()` declared
 * `: Builder`, returning `Book::query()->…`). A method declaring a union (`Token|JsonResponse`) gives one or the
 * other by branch: which one reaches the caller's `return` is not known, so it is not read.
 */
function boundReturns(call: PhpNode, reader: OriginReader): ModelOrigin | undefined {
  const callee = calleeReader(call, reader);
  if (!callee || /[|&]/.test(callee.method.returnType ?? '')) return undefined;
  return methodFacts(callee.method).returns.map((node) => modelOrigin(node, callee)).find((origin) => origin !== undefined);
}

/**
 * The model a method of a class gives: its return type when that is a model, the same model for
 * `self`/`static` on a model (`$page->forJsonDisplay(): static`); without a return type, its `@return` tag,
 * else what its own `return`s hold (`return $page;` after `$page = (new Page())->forceFill(…)`).
 */
function declaredModel(className: string, methodName: string, classes: ClassIndex, depth: number, same?: ModelOrigin): ModelOrigin | undefined {
  const method = classes.findMethod(className, methodName);
  if (!method) return undefined;
  const type = (method.returnType ?? docReturnType(method))?.replace(/^\?/, '');
  if (same && type && ['self', 'static', '$this'].includes(type.toLowerCase())) return same;
  if (type && !type.includes('|') && isEloquentModel(type, classes)) return { modelClass: classes.find(type)?.name ?? type, shape: 'one' };
  if (method.returnType || depth > 4) return undefined;
  const reader: OriginReader = { method, classes, className: method.className };
  return methodFacts(method).returns.map((node) => modelOrigin(node, reader, depth + 2)).find((origin) => origin !== undefined);
}

/** A method of a model that gives a query builder: `query()`/`newQuery()`, or one declaring a Builder type. */
function givesBuilder(modelClass: string, name: string, classes: ClassIndex): boolean {
  if (name === 'query' || name === 'newquery' || name === 'newmodelquery') return true;
  const type = classes.findMethod(modelClass, name)?.returnType ?? '';
  return /Builder$/.test(type) || (type !== '' && classes.isSubclassOf(type, 'Illuminate\\Database\\Eloquent\\Builder'));
}

/** The class a method's `@return` tag names (resolved in its file), when it names one class. */
function docReturnType(method: PhpMethod): string | undefined {
  const tag = method.docBlock?.tags.find((t) => t.name === 'return');
  const type = tag?.content.trim().split(/\s+/)[0];
  if (!type || !/^\\?[A-Za-z_][\w\\]*$/.test(type)) return undefined;
  if (['self', 'static', '$this'].includes(type.toLowerCase())) return type;
  return method.scope.resolveClass(type);
}

/** The declared class of `$this->name` (a typed property, or a constructor parameter of that name). */
function propertyClass(node: PhpNode, reader: OriginReader): string | undefined {
  if (node.kind !== 'propertylookup' || !isThis(node.what as PhpNode) || !reader.className) return undefined;
  return declaredPropertyClass(reader.className, nameOf(node.offset), reader.classes);
}

/** A builder (or a model class called statically) given one more call. */
function fromBuilderCall(name: string, base: ModelOrigin, args: PhpNode[], reader: OriginReader): ModelOrigin | undefined {
  const modelClass = base.modelClass;
  // What the query keeps through its calls: selected columns and loaded relations.
  const loaded = LOADS.has(name) ? relationNames(args, reader) : [];
  const relations = [...new Set([...(base.with ?? []), ...loaded])];
  const selects = base.selects || SELECTS.test(name);
  const columns = { ...(base.columns ? { columns: base.columns } : {}), ...(relations.length > 0 ? { with: relations } : {}), ...(selects ? { selects } : {}) };
  if (ONE.has(name)) {
    return { modelClass, shape: 'one', ...columns, ...(CREATES.has(name) ? { created: true } : {}), ...(FAILS.has(name) ? { failsWhenMissing: true } : {}) };
  }
  if (name === 'get' && args[0] && !base.selects) {
    const listed = selectedColumns(args, reader);
    return { modelClass, shape: 'list', ...columns, ...(listed ? { columns: listed } : {}) };
  }
  if (LIST.has(name)) return { modelClass, shape: 'list', ...columns };
  if (name === 'select' && base.shape === 'builder') {
    const selected = selectedColumns(args, reader);
    return { modelClass, shape: 'builder', selects: true, ...(selected ? { columns: selected } : {}) };
  }
  const kind = PAGINATE[name];
  if (kind) {
    const perPage = args[0] ? heldValue(args[0], reader) : undefined;
    return { modelClass, shape: 'paginator', pagination: { kind, perPage: typeof perPage === 'number' && perPage > 0 ? perPage : modelPerPage(modelClass, reader.classes) } };
  }
  if (base.shape === 'list' && (KEEPS_LIST.has(name) || (name === 'map' && mapsItemToItself(args[0])))) return base;
  if (base.shape === 'list' || base.shape === 'paginator') return undefined;
  // Anything else on a builder (where, with, orderBy, latest, scopes…) gives the builder back.
  return { modelClass, shape: 'builder', ...columns };
}

/** `select('id', 'name')`, `select(['id', 'name'])`: plain column names (`table.column` keeps the column; `*` is all). */
function selectedColumns(args: PhpNode[], reader: OriginReader): string[] | undefined {
  const values = args.flatMap((arg) => {
    // `get($this->fields)`: the fields the object was constructed with.
    const value = heldValue(arg, reader);
    return Array.isArray(value) ? value : [value];
  });
  if (values.length === 0 || !values.every((v): v is string => typeof v === 'string') || values.some((v) => v.includes('*') || /\s/.test(v))) return undefined;
  return values.map((v) => v.split('.').pop()!);
}

/**
 * `->map(fn ($team) => $this->removeSensitiveData($team))`: a callback that returns its item, as is or through one
 * call given it alone, is read as keeping the model (what such a helper drops cannot be seen).
 */
function mapsItemToItself(callback: PhpNode | undefined): boolean {
  if (!callback || (callback.kind !== 'arrowfunc' && callback.kind !== 'closure')) return false;
  const item = nameOf((callback.arguments ?? [])[0]?.name);
  if (!item) return false;
  let returned: PhpNode | undefined;
  if (callback.kind === 'arrowfunc') returned = callback.body as PhpNode;
  else {
    const statements = ((callback.body as PhpNode)?.children ?? []) as PhpNode[];
    returned = statements.length === 1 && statements[0]!.kind === 'return' ? (statements[0]!.expr as PhpNode) : undefined;
  }
  const isItem = (node: PhpNode | undefined) => node?.kind === 'variable' && node.name === item;
  if (isItem(returned)) return true;
  return returned?.kind === 'call' && (returned.arguments ?? []).length === 1 && isItem((returned.arguments as PhpNode[])[0]);
}

/** The model's `$perPage`, else Laravel's 15. */
function modelPerPage(modelClass: string, classes: ClassIndex): number {
  const found = classes.findProperty(modelClass, 'perPage');
  const value = found?.property.default
    ? evaluate(found.property.default, { scope: found.owner.scope, classes, file: classes.absolutePath(found.owner.file), env: classes.env })
    : undefined;
  return typeof value === 'number' && value > 0 ? value : DEFAULT_PER_PAGE;
}

/** The app's user model: `App\Models\User`, else `App\User`. */
function userModel(classes: ClassIndex): ModelOrigin | undefined {
  for (const name of ['App\\Models\\User', 'App\\User']) {
    if (classes.find(name) && isEloquentModel(name, classes)) {
      return { modelClass: classes.find(name)!.name, shape: 'one' };
    }
  }
  return undefined;
}

/** A parameter type-hinted as a request (`Request $request`, a FormRequest). */
export function isRequestVariable(name: string, method: PhpMethod): boolean {
  const param = method.params.find((p) => p.name === name);
  if (!param) return name === 'request';
  return namesRequestClass(param.type);
}
