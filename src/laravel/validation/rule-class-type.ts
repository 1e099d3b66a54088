/**
 * The type of value an app's own rule class accepts, when its code says it: the declared type of the value
 * parameter of `validate()` / `passes()` / `__invoke()`, or the first type check made on it (`is_string($value)`,
 * `is_numeric($value)`, `preg_match($pattern, $value)` …).
 */
import { isNode, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { jsonTypeOfPhp } from '../../php/json-types.ts';
import { lookupTable } from '../../name-map.ts';

const RULE_METHODS = ['validate', 'passes', '__invoke'];

const CHECKS = lookupTable({
  is_string: 'string',
  is_int: 'integer',
  is_integer: 'integer',
  is_numeric: 'number',
  is_float: 'number',
  is_bool: 'boolean',
  is_array: 'array',
  preg_match: 'string',
  ctype_digit: 'string',
  ctype_alnum: 'string',
  ctype_alpha: 'string',
  str_starts_with: 'string',
  str_ends_with: 'string',
  str_contains: 'string',
});

export function ruleClassValueType(className: string, classes: ClassIndex): string | undefined {
  for (const name of RULE_METHODS) {
    const method = classes.findMethod(className, name);
    // validate(string $attribute, mixed $value, Closure $fail), passes($attribute, $value), __invoke($attribute, $value, $fail)
    const value = method?.params[1];
    if (!method || !value) continue;
    const declared = value.type?.replace(/^\?/, '').toLowerCase();
    const declaredType = declared ? jsonTypeOfPhp(declared) : undefined;
    if (declaredType) return declaredType;
    let found: string | undefined;
    walk(method.body, (node) => {
      if (found) return false;
      if (node.kind !== 'call' || !isNode(node.what) || node.what.kind !== 'name') return undefined;
      const fn = String(node.what.name).replace(/^\\/, '').toLowerCase();
      const args = (node.arguments ?? []) as PhpNode[];
      const checked = fn === 'preg_match' || fn.startsWith('str_') ? (fn === 'preg_match' ? args[1] : args[0]) : args[0];
      if (CHECKS[fn] && checked?.kind === 'variable' && nameOf(checked.name) === value.name) found = CHECKS[fn];
      return undefined;
    });
    if (found) return found;
  }
  return undefined;
}
