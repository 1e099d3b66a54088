/**
 * The PHP engine the inference runs app code on to learn what it does with the request: the analysis engine
 * with the request extension, PHP's functions and the app's helper functions. Entry methods get `$this` and
 * their parameters as their declarations say: a request for a parameter typed as one, values known by type
 * for the others.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { AnalysisEngine, isUndecided } from '../../php/engine/analysis-engine.ts';
import type { EngineOptions } from '../../php/engine/engine-base.ts';
import type { EngineExtension } from '../../php/engine/extension.ts';
import { NOT_HANDLED } from '../../php/engine/extension.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { callPhpFunction, phpFunctionNames } from '../../php/php-functions.ts';
import { valueOfDeclaredType } from '../../php/typed-value.ts';
import { UNKNOWN } from '../../php/values.ts';
import { appFunctions } from '../extensions/app-functions.ts';
import { REQUEST_CLASS, RequestObject, requestExtension, type RequestExtension, type RequestKnowledge } from '../extensions/request.ts';
import { AppObject, isRequestType } from './app-object.ts';

export interface RequestEngine {
  engine: AnalysisEngine;
  requests: RequestExtension;
}

const PHP_FUNCTIONS = new Set(phpFunctionNames());

/**
 * PHP's own functions on known values: an argument that is unknown, known only by type or read from the request
 * (or an array holding one) gives an unknown result (`in_array($request->input('type'), [...])` is not false).
 */
const phpFunctions: EngineExtension = {
  callFunction(name, args, site) {
    const lower = name.toLowerCase();
    if (!PHP_FUNCTIONS.has(lower)) return NOT_HANDLED;
    if (args.some(holdsUndecided)) return UNKNOWN;
    return callPhpFunction(lower, args, { policy: 'strict', invoke: (callable, callArgs) => site.invoke(callable, callArgs) });
  },
};

function holdsUndecided(value: unknown): boolean {
  if (value instanceof OrderedArray) return value.values().some(holdsUndecided);
  return isUndecided(value);
}

/**
 * The request engine for these endpoint facts. `build` makes another analysis engine over the same extensions (one
 * that follows other code, or records more); by default the run follows only the code the request reaches.
 */
export function requestEngine(
  knowledge: RequestKnowledge,
  build: (options: EngineOptions) => AnalysisEngine = (options) => new AnalysisEngine(options, reachedByRequest),
): RequestEngine {
  const requests = requestExtension(knowledge);
  const engine: AnalysisEngine = build({
    classes: knowledge.classes,
    hosts: [requests, appObjects(knowledge.classes, requests), phpFunctions, appFunctions(knowledge.classes, () => engine)],
    report: () => {},
  });
  return { engine, requests };
}

/**
 * `new ListingBuilder($query, request())`: an object of an app class built with the request, its constructor run.
 * Its methods then run as they are called (`$listing->toResponse()`), reading `$this->request`.
 */
function appObjects(classes: ClassIndex, requests: RequestExtension): EngineExtension {
  return {
    construct(className, args, site) {
      if (!args.some((arg) => arg instanceof RequestObject)) return NOT_HANDLED;
      const cls = classes.find(className);
      if (!cls || cls.file.startsWith('vendor/')) return NOT_HANDLED;
      const object = appObject(cls.name, requests, classes);
      site.callMethod(object, '__construct', args);
      return object;
    },
  };
}

/**
 * The app code the request reaches, which the run follows into: methods of the object being read (the action's
 * class, the request class) and code handed the request. Other app code (models, services) cannot read it and
 * is not run.
 */
function reachedByRequest(thisValue: unknown, args: unknown[]): boolean {
  return thisValue instanceof AppObject || thisValue instanceof RequestObject || args.some((arg) => arg instanceof RequestObject);
}

const REQUEST_BASES = [REQUEST_CLASS, 'Illuminate\\Foundation\\Http\\FormRequest'];

/** Whether a class is a request (Laravel's, or a FormRequest); asked once per class and run. */
function isRequestClass(className: string, classes: ClassIndex): boolean {
  return classes.memo(`is-request-class:${className.toLowerCase()}`, () => classes.isSubclassOf(className, REQUEST_BASES));
}

/** `$this` in a method read in the middle (a condition): the request in a request class, an app object in others; none when static. */
export function entryThis(method: PhpMethod, thisClass: string, run: RequestEngine, classes: ClassIndex): unknown {
  if (method.isStatic || !thisClass) return undefined;
  return isRequestClass(thisClass, classes) ? run.requests.request(thisClass) : appObject(thisClass, run.requests, classes);
}

/** An object of an app class whose state is not known, its request properties holding the request. */
export function appObject(className: string, requests: RequestExtension, classes: ClassIndex): AppObject {
  return new AppObject(className, classes, (requestClass) => requests.request(requestClass));
}

/** The value a parameter has when nobody calls the method: a request, a value known by type, or unknown. */
export function parameterValue(type: string | undefined, { requests }: RequestEngine, classes: ClassIndex): unknown {
  if (isRequestType(type, classes)) return requests.request(type!.replace(/^\?/, ''));
  return valueOfDeclaredType(type) ?? UNKNOWN;
}

/** Runs a method as an entry with the given `$this`, its parameters as their declarations say. */
export function runEntry(method: PhpMethod, thisValue: unknown, thisClass: string, run: RequestEngine, classes: ClassIndex): void {
  const args = method.params.map((param) => parameterValue(param.type, run, classes));
  run.engine.runEntry(method, method.isStatic ? undefined : thisValue, args, thisClass || undefined);
}
