/**
 * Whether an action validates its input (and so can answer 422): a FormRequest type-hinted on it, or a
 * validation call in its code or the helpers it calls — `$request->validate(…)`, `request()->validate(…)`,
 * `$this->validate($request, …)`, `validateWithBag`, `Validator::make(…)`, `Request::validate(…)`, or an app
 * helper function that makes one of those calls.
 * The 422 body lists the documented parameters with the message Laravel gives for their first rule.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import type { Parameter } from '../../model.ts';
import { callShape, methodFacts, shortClassName, type CallShape } from './code-walk.ts';
import { appFunction } from '../app-functions.ts';

/**
 * The line of the first validation call of the methods, if any. With the class index, a call to an app helper
 * function that validates (`customApiValidator($request->all(), [...])` wrapping `Validator::make`) counts too.
 */
export function validationCall(methods: PhpMethod[], classes?: ClassIndex, depth = 0): { file: string; line: number } | undefined {
  for (const method of methods) {
    for (const { node, shape } of methodFacts(method).calls) {
      if (validates(shape, node, method, classes, depth)) return { file: method.file, line: node.loc?.start.line ?? method.line };
    }
  }
  return undefined;
}

/** Whether a call, written in the method, validates (or makes a validator: `Validator::make`, an app wrapper). */
export function isValidationCall(node: PhpNode, method: PhpMethod, classes: ClassIndex): boolean {
  const shape = callShape(node, method);
  return shape !== undefined && validates(shape, node, method, classes, 0);
}

function validates(shape: CallShape, node: PhpNode, method: PhpMethod, classes: ClassIndex | undefined, depth: number): boolean {
  return (
    (shape.kind === 'method' && (shape.name === 'validate' || shape.name === 'validatewithbag')) ||
    (shape.kind === 'static' && shortClassName(shape.className) === 'validator' && shape.name === 'make') ||
    (shape.kind === 'static' && shortClassName(shape.className) === 'request' && shape.name === 'validate') ||
    (shape.kind === 'function' && shape.name === 'validator') ||
    (shape.kind === 'function' && classes !== undefined && depth < 2 && helperValidates(shape.name, node, method, classes, depth))
  );
}

function helperValidates(name: string, node: PhpNode, method: PhpMethod, classes: ClassIndex, depth: number): boolean {
  const helper = appFunction(classes, method.scope.resolveFunction(String((node.what as PhpNode).name ?? name)));
  return helper !== undefined && helper !== method && validationCall([helper], classes, depth + 1) !== undefined;
}

/** A FormRequest whose `rules()` (its own or inherited) is `return [];` validates nothing and never answers 422. */
export function formRequestValidatesNothing(formRequest: PhpClass, classes: ClassIndex): boolean {
  const rules = classes.findMethod(formRequest.name, 'rules');
  if (!rules || rules.body.length !== 1 || rules.body[0]!.kind !== 'return') return false;
  const returned = rules.body[0]!.expr as PhpNode | undefined;
  return returned?.kind === 'array' && (returned.items ?? []).length === 0;
}

/** "first_name" → "first name", as Laravel shows an attribute without a custom name. */
function attributeName(name: string): string {
  return name.replace(/\.\*$/, '').replace(/[_.]/g, ' ').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * One error per documented top-level parameter: required ones "The x field is required.", others the message of
 * their type (Laravel 10 wording "The x field must be …", before it "The x must be …").
 */
export function validationErrors(parameters: Record<string, Parameter>, laravelMajor: number | undefined): Array<[string, string]> {
  const modern = laravelMajor === undefined || laravelMajor >= 10;
  const field = (name: string) => (modern ? `The ${attributeName(name)} field` : `The ${attributeName(name)}`);
  const errors: Array<[string, string]> = [];
  const top = Object.values(parameters).filter((p) => !p.name.includes('.') && !p.name.includes('['));
  const ordered = [...top.filter((p) => p.required), ...top.filter((p) => !p.required)];
  for (const parameter of ordered) {
    if (parameter.required) {
      errors.push([parameter.name, `The ${attributeName(parameter.name)} field is required.`]);
      continue;
    }
    const type = parameter.type;
    if (type === 'boolean') {
      // Laravel words this one the same in every version.
      errors.push([parameter.name, `The ${attributeName(parameter.name)} field must be true or false.`]);
      continue;
    }
    const message = type.endsWith('[]') || type === 'object'
      ? 'must be an array.'
      : type === 'integer'
        ? 'must be an integer.'
        : type === 'number'
          ? 'must be a number.'
          : type === 'file'
              ? 'must be a file.'
              : 'must be a string.';
    errors.push([parameter.name, `${field(parameter.name)} ${message}`]);
  }
  return errors;
}
