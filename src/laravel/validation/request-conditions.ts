/**
 * Conditions about the request, decided for the endpoint being documented: its HTTP method (`$this->method()`,
 * `$request->getMethod()`, `request()->method()`, `isMethod('post')`, `in_array($this->method(), [...])`) and the
 * presence of a route parameter (`$this->route('post')`), and what they are compared and combined with.
 */
import { isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import { evaluate } from '../../php/evaluate.ts';
import { phpTruthy, UNKNOWN } from '../../php/values.ts';
import { evaluationAt, type Place } from './place.ts';

/** True/false when the condition can be decided for this request, undefined otherwise. */
export function conditionValue(test: PhpNode, place: Place): boolean | undefined {
  const value = requestValue(test, place);
  return value === UNKNOWN ? undefined : phpTruthy(value);
}

const METHOD_GETTERS = new Set(['method', 'getmethod', 'getrealmethod']);

/**
 * The value of an expression about the request: its HTTP method (`$this->method()`, `$request->getMethod()`,
 * `request()->method()`), `isMethod('post')`, a route parameter's presence (`$this->route('post')`), and what
 * they are compared and combined with; other expressions as static evaluation gives them (bound arguments of a
 * followed helper included).
 */
export function requestValue(node: PhpNode, place: Place): unknown {
  const { httpMethod, routeParameters } = place.options;
  switch (node.kind) {
    case 'parenthesis':
      return requestValue(node.inner as PhpNode, place);
    case 'unary': {
      if (node.type !== '!') break;
      const inner = requestValue(node.what as PhpNode, place);
      return inner === UNKNOWN ? UNKNOWN : !phpTruthy(inner);
    }
    case 'bin': {
      const type = String(node.type);
      const left = requestValue(node.left as PhpNode, place);
      if (type === '&&' || type === 'and') {
        if (left !== UNKNOWN && !phpTruthy(left)) return false;
        const right = requestValue(node.right as PhpNode, place);
        if (right !== UNKNOWN && !phpTruthy(right)) return false;
        return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : true;
      }
      if (type === '||' || type === 'or') {
        if (left !== UNKNOWN && phpTruthy(left)) return true;
        const right = requestValue(node.right as PhpNode, place);
        if (right !== UNKNOWN && phpTruthy(right)) return true;
        return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : false;
      }
      if (['===', '==', '!==', '!='].includes(type)) {
        const right = requestValue(node.right as PhpNode, place);
        if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
        const equal = left === right;
        return type.startsWith('!') ? !equal : equal;
      }
      break;
    }
    case 'call': {
      const what = node.what as PhpNode;
      const args = (node.arguments ?? []) as PhpNode[];
      const member = nameOf(what.offset)?.toLowerCase();
      if (what.kind === 'name' && String(what.name).replace(/^\\/, '').toLowerCase() === 'in_array' && args.length >= 2) {
        const needle = requestValue(args[0]!, place);
        const haystack = evaluate(args[1]!, evaluationAt(place));
        if (needle === UNKNOWN || !Array.isArray(haystack)) return UNKNOWN;
        return haystack.some((item) => item === needle);
      }
      if (member && isRequestObject(what.what as PhpNode, place)) {
        if (METHOD_GETTERS.has(member)) return httpMethod ?? UNKNOWN;
        if (member === 'ismethod') {
          const wanted = args[0] ? evaluate(args[0], evaluationAt(place)) : UNKNOWN;
          return httpMethod && typeof wanted === 'string' ? wanted.toUpperCase() === httpMethod : UNKNOWN;
        }
        if (member === 'route' && args.length === 1 && routeParameters) {
          const name = evaluate(args[0]!, evaluationAt(place));
          // Only presence is known: a bound parameter is an object or a non-empty string, never falsy.
          return typeof name === 'string' ? (routeParameters.includes(name) ? true : null) : UNKNOWN;
        }
      }
      break;
    }
  }
  return evaluate(node, evaluationAt(place));
}

const REQUEST_CLASSES = ['Illuminate\\Http\\Request', 'Illuminate\\Foundation\\Http\\FormRequest'];

/** `$this` in a FormRequest, `$request`, `request()`. */
function isRequestObject(node: PhpNode, place: Place): boolean {
  if (!isNode(node)) return false;
  if (node.kind === 'variable') {
    if (node.name === 'this') return REQUEST_CLASSES.some((base) => place.classes.isSubclassOf(place.thisClass, base));
    const param = place.method.params.find((p) => p.name === node.name);
    if (param?.type && /Request$/.test(param.type)) return true;
    const bound = place.bindings.get(String(node.name));
    return bound ? isRequestObject(bound.node, bound.place) : node.name === 'request';
  }
  return node.kind === 'call' && (node.what as PhpNode)?.kind === 'name' && String((node.what as PhpNode).name).replace(/^\\/, '').toLowerCase() === 'request';
}
