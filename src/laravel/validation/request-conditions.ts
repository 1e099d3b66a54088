/**
 * Conditions about the request, decided for the endpoint being documented: its HTTP method (`$this->method()`,
 * `$request->getMethod()`, `request()->method()`, `isMethod('post')`, `in_array($this->method(), [...])`) and the
 * presence of a route parameter (`$this->route('post')`), and what they are compared and combined with.
 *
 * The expression runs on the PHP engine with the request extension, which answers what the endpoint fixes; the
 * app's own methods it calls run too (`$this->isUpdate()`), and the caller's arguments bound to a followed
 * helper's parameters are known variables. What depends on anything else stays undecided.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { isUndecided } from '../../php/engine/analysis-engine.ts';
import type { Frame } from '../../php/engine/frame.ts';
import { truthy } from '../../php/engine/value-ops.ts';
import { UNKNOWN } from '../../php/values.ts';
import { isRequestType } from '../inference/app-object.ts';
import { entryThis, requestEngine, type RequestEngine } from '../inference/request-engine.ts';
import type { Place } from './place.ts';

/** True/false when the condition can be decided for this request, undefined otherwise. */
export function conditionValue(test: PhpNode, place: Place): boolean | undefined {
  const value = requestValue(test, place);
  return value === UNKNOWN ? undefined : truthy(value);
}

/**
 * The value of an expression about the request (its HTTP method, `isMethod('post')`, a route parameter's
 * presence, and what they are compared and combined with), as the engine gives it for this endpoint; UNKNOWN
 * when it depends on what the endpoint does not fix.
 */
export function requestValue(node: PhpNode, place: Place): unknown {
  const run = engineFor(place);
  run.engine.restart();
  const value = run.engine.evalExpr(node, frameAt(place, run));
  return isUndecided(value) ? UNKNOWN : value;
}

/** One engine per app and endpoint facts, reused for every condition read for them. */
const engines = new WeakMap<ClassIndex, Map<string, RequestEngine>>();

function engineFor(place: Place): RequestEngine {
  const { httpMethod, routeParameters } = place.options;
  const key = `${httpMethod ?? ''} ${routeParameters?.join(',') ?? '-'}`;
  let byEndpoint = engines.get(place.classes);
  if (!byEndpoint) engines.set(place.classes, (byEndpoint = new Map()));
  let run = byEndpoint.get(key);
  if (!run) byEndpoint.set(key, (run = requestEngine({ classes: place.classes, endpoint: { httpMethod, routeParameters } })));
  return run;
}

/**
 * The variables of code read from the middle of a method: those not given were set by statements that are not
 * run here, so they read as unknown rather than undefined (`isset($payload['name'])` is not known to be false).
 */
class EarlierVariables extends Map<string, unknown> {
  /** Variables whose value is computed when first read (a caller's argument). */
  private readonly later = new Map<string, () => unknown>();

  override has(): boolean {
    return true;
  }

  override get(name: string): unknown {
    if (super.has(name)) return super.get(name);
    const compute = this.later.get(name);
    if (!compute) return UNKNOWN;
    this.later.delete(name);
    const value = compute();
    super.set(name, value);
    return value;
  }

  /** Gives a variable the value `compute` gives, computed when the variable is first read. */
  setLater(name: string, compute: () => unknown): void {
    this.later.set(name, compute);
  }

  /** Whether the variable was given a value here. */
  given(name: string): boolean {
    return super.has(name) || this.later.has(name);
  }
}

/**
 * Where the expression runs: its method's scope, `$this` as the class it is read for, the caller's arguments
 * bound to the parameters (evaluated where the caller wrote them, when read), and the request for a parameter
 * typed as one (and for `$request` when nothing else is).
 */
function frameAt(place: Place, run: RequestEngine): Frame {
  const { method, classes } = place;
  const vars = new EarlierVariables();
  for (const [name, bound] of place.bindings) {
    if (bound.place !== place) vars.setLater(name, () => run.engine.evalExpr(bound.node, frameAt(bound.place, run)));
  }
  for (const param of method.params) {
    if (!vars.given(param.name) && isRequestType(param.type, classes)) vars.set(param.name, run.requests.request(param.type!.replace(/^\?/, '')));
  }
  if (!vars.given('request') && !method.params.some((param) => param.name === 'request')) vars.set('request', run.requests.request());
  let thisValue: unknown;
  let thisKnown = false;
  return {
    vars,
    // Asked when the code reads `$this` (deciding whether it is a request reads the class).
    get thisValue(): unknown {
      if (!thisKnown) [thisValue, thisKnown] = [entryThis(method, place.thisClass, run, classes), true];
      return thisValue;
    },
    className: method.className || undefined,
    staticClass: place.thisClass || method.className || undefined,
    scope: method.scope,
    file: method.file,
  };
}
