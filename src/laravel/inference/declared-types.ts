/**
 * What an action's values are as the app's declarations say: the method runs on the analysis engine with its
 * parameters, `$this` and the properties of objects known by their declared types (or those of the constructor
 * parameters of the same name); the calls it makes do not run but give what their methods declare they return
 * (`self`/`static`: the class they are called on), and `new X(…)` an X. The value of each expression is
 * remembered, once per method and `$this` class, for the inference to ask about (`$token->toArray()` where the
 * service declares it returns `Token`).
 */
import { isNode, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/class-types.ts';
import { AnalysisEngine } from '../../php/engine/analysis-engine.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import type { Frame } from '../../php/engine/frame.ts';
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { PhpEngine } from '../../php/engine/engine.ts';
import { TypedValue, valueOfDeclaredType } from '../../php/typed-value.ts';
import { UNKNOWN } from '../../php/values.ts';
import { declaredPropertyType } from '../app-calls.ts';
import { appFunction } from '../app-functions.ts';
import { jsonScalarType, type JsonScalarType } from '../../php/json-types.ts';
import type { OriginReader } from './origin-reader.ts';

/**
 * An object known by its class: its methods give their declared return types, its properties what is known of them.
 */
export class DeclaredObject implements RuntimeObject {
  constructor(
    readonly phpClass: string,
    private readonly classes: ClassIndex,
    private readonly known: ReadonlyMap<string, unknown> = new Map(),
  ) {}

  /** A property holds what the code built the object with, else its declared default (not null), else a value of its declared type. */
  getProperty(name: string, site: CallSite): unknown {
    if (this.known.has(name)) return this.known.get(name);
    const engine = site.interpreter instanceof PhpEngine ? site.interpreter : undefined;
    const fallback = engine && this.classes.findProperty(this.phpClass, name)?.property.default ? engine.findStaticProperty(this.phpClass, name) : undefined;
    if (fallback !== undefined && fallback !== null) return fallback;
    return declaredValue(declaredPropertyType(this.phpClass, name, this.classes), this.phpClass, this.classes);
  }

  callMethod(name: string): unknown {
    const method = this.classes.findMethod(this.phpClass, name);
    return method ? declaredValue(method.returnType, this.phpClass, this.classes) : UNKNOWN;
  }
}

/** The value a declared type stands for: an object of a class the app's index holds, a scalar known by type, else unknown. */
export function declaredValue(type: string | undefined, self: string | undefined, classes: ClassIndex): unknown {
  const single = type?.replace(/^\?/, '');
  if (!single || /[|&]/.test(single)) return UNKNOWN;
  if (/^(self|static|\$this)$/i.test(single)) return self ? new DeclaredObject(self, classes) : UNKNOWN;
  const scalar = valueOfDeclaredType(single);
  if (scalar && !scalar.isClass) return scalar;
  const found = classes.find(single);
  return found ? new DeclaredObject(found.name, classes) : UNKNOWN;
}

/** App functions, static methods the engine does not run and `new X(…)`: what their declarations say. */
function declarations(classes: ClassIndex): EngineExtension {
  return {
    callFunction(name) {
      const fn = appFunction(classes, name);
      return fn ? declaredValue(fn.returnType, undefined, classes) : NOT_HANDLED;
    },
    callStatic(className, name) {
      const method = classes.findMethod(className, name);
      return method ? declaredValue(method.returnType, className, classes) : NOT_HANDLED;
    },
    construct(className) {
      const found = classes.find(className);
      return found ? new DeclaredObject(found.name, classes) : NOT_HANDLED;
    },
  };
}

/**
 * Runs an entry method and remembers the value each expression first had. The calls it makes run too, or, when
 * `callsRun` is false, give their declared return types.
 */
export class RecordingEngine extends AnalysisEngine {
  readonly valuesAt = new Map<PhpNode, unknown>();
  private entered = false;

  constructor(
    private readonly index: ClassIndex,
    private readonly callsRun: boolean,
  ) {
    super({ classes: index, hosts: [declarations(index)], report: () => {} });
  }

  override runMethod(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): unknown {
    if (this.entered && !this.callsRun) return declaredValue(method.returnType, staticClass ?? method.className, this.index);
    this.entered = true;
    return super.runMethod(method, thisValue, args, staticClass);
  }

  override evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown {
    const value = super.evalExpr(node, frame);
    if (value !== UNKNOWN && isNode(node) && !this.valuesAt.has(node)) this.valuesAt.set(node, value);
    return value;
  }
}

/** What the expressions of the reader's method hold, by their declarations. */
function declaredValues(reader: OriginReader): Map<PhpNode, unknown> {
  const { method, classes } = reader;
  const thisClass = reader.className ?? '';
  return classes.memo(`declared-types ${method.file}:${method.line} ${method.name} ${thisClass}`, () => {
    const engine = new RecordingEngine(classes, false);
    const thisValue = thisClass && !method.isStatic ? new DeclaredObject(thisClass, classes) : undefined;
    const args = method.params.map((param) => declaredValue(param.type, undefined, classes));
    engine.runEntry(method, thisValue, args, thisClass || undefined);
    return engine.valuesAt;
  });
}

/** The class (one the app's index holds) an expression's value is an instance of, from declarations. */
export function expressionClass(node: PhpNode | undefined, reader: OriginReader): string | undefined {
  const value = node ? declaredValues(reader).get(node) : undefined;
  return value instanceof DeclaredObject ? value.phpClass : undefined;
}

/** The JSON type an expression has by the declared scalar types it is read from (`int $limit`, `count(): int`). */
export function declaredScalarType(node: PhpNode, reader: OriginReader): JsonScalarType | undefined {
  const value = declaredValues(reader).get(node);
  return value instanceof TypedValue ? jsonScalarType(value.type) : undefined;
}

/** The JSON type `$this->name` has by its declared scalar type (`?string` → string), for the example of its value. */
export function propertyScalarType(node: PhpNode, reader: OriginReader): JsonScalarType | undefined {
  if (node.kind !== 'propertylookup' || !isNode(node.what) || node.what.kind !== 'variable' || node.what.name !== 'this') return undefined;
  return declaredScalarType(node, reader);
}
