/**
 * Where PHP code is read when rules are looked for: a method, the statements that ran before the expression,
 * the caller's argument expressions bound to the method's parameters, the class `$this` is, and what is known
 * about the request (the endpoint's HTTP method and route parameters). Following a call into the app's own code
 * (a method of the same class, its traits and parents, a static method of an app class, an app helper function)
 * makes a new place with the arguments bound.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate, type EvalContext } from '../../php/evaluate.ts';
import { UNKNOWN } from '../../php/values.ts';
import { appCallTarget, staticClassOf, type AppCallTarget, type CallSiteClasses } from '../app-calls.ts';

/** What is known about the request the rules are read for. */
export interface ReadingOptions {
  /** The endpoint's HTTP method (upper case), for branches on the request's method. */
  httpMethod?: string;
  /** The endpoint's route parameters, for branches on `$this->route('x')`. */
  routeParameters?: string[];
  /** The class `$this` is (a subclass inheriting the method that is read); the method's own class by default. */
  thisClass?: string;
}

/**
 * Where an expression is read: its method, the statements that ran before it (straight through enclosing
 * blocks, branches decided where they can be) and the caller's argument expressions bound to its parameters.
 */
export interface Place {
  method: PhpMethod;
  before: PhpNode[];
  bindings: Map<string, Bound>;
  thisClass: string;
  classes: ClassIndex;
  options: ReadingOptions;
  depth: number;
}

export interface Bound {
  node: PhpNode;
  place: Place;
}

export function newPlace(method: PhpMethod, classes: ClassIndex, options: ReadingOptions): Place {
  return { method, before: [], bindings: new Map(), thisClass: options.thisClass ?? method.className, classes, options, depth: 0 };
}

/** The caller's argument expressions, by the callee's parameter names. */
export function bindArguments(callee: PhpMethod, call: PhpNode, place: Place): Array<[string, Bound]> {
  const result: Array<[string, Bound]> = [];
  const args = (call.arguments ?? []) as PhpNode[];
  callee.params.forEach((param, index) => {
    const named = args.find((arg) => arg.kind === 'namedargument' && String(arg.name) === param.name);
    const arg = named ? (named.value as PhpNode) : args[index] && args[index]!.kind !== 'namedargument' ? args[index] : undefined;
    const fallback = (param.node as PhpNode).value as PhpNode | undefined;
    if (arg) result.push([param.name, { node: arg, place }]);
    else if (fallback) result.push([param.name, { node: fallback, place: { ...place, method: callee, before: [], bindings: new Map() } }]);
  });
  return result;
}

/** The app function or method a call written at this place runs, with the class `$this` is inside it. */
export function calledFunction(call: PhpNode, place: Place): AppCallTarget | undefined {
  return appCallTarget(call, siteOf(place));
}

/** The class `Foo`, `self`, `static` or `parent` in `Foo::X` at this place names. */
export function classOf(node: PhpNode, place: Place): string | undefined {
  return staticClassOf(node, siteOf(place));
}

function siteOf(place: Place): CallSiteClasses {
  return { classes: place.classes, scope: place.method.scope, className: place.method.className, thisClass: place.thisClass };
}

/** The evaluation context of a place: its method's scope, plus the bound arguments that are static values. */
export function evaluationAt(place: Place): EvalContext {
  const { classes, method } = place;
  const variables = new Map<string, unknown>();
  for (const [name, bound] of place.bindings) {
    if (bound.place === place) continue;
    const value = evaluate(bound.node, evaluationAt(bound.place));
    if (value !== UNKNOWN) variables.set(name, value);
  }
  return {
    scope: method.scope,
    classes,
    env: classes.env,
    file: classes.absolutePath(method.file),
    className: method.className || undefined,
    appRoot: classes.root,
    variables,
  };
}
