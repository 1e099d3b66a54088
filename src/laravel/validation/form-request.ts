/**
 * Rules of a FormRequest, read statically: `validator()` (the rules passed to `make()`) when the
 * class has one, else `rules()`; descriptions and examples from `bodyParameters()` /
 * `queryParameters()` and from comments above the rule keys. Nothing is instantiated, so code
 * like `$this->route('post')` in `rules()` cannot break anything (in Scribe, which instantiates the
 * FormRequest outside a request, `$this->route()` is null there and such rules fail).
 */
import { nameMap } from '../../name-map.ts';
import { lineOf, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { evaluate, isPhpArrayObject, UNKNOWN } from '../../php/evaluate.ts';
import type { Diagnostic } from '../../model.ts';
import { arraysOfExpression, returnedArrays, type ArraySource } from './method-array.ts';
import { newPlace, type ReadingOptions } from './place.ts';
import { ruleContextAt, ruleContextFor, ruleContextForSource } from './read-context.ts';
import { readValidatorAdditions } from './validator-additions.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';
import type { CustomParameterData } from './rules.ts';

export const FORM_REQUEST_CLASSES = ['Illuminate\\Foundation\\Http\\FormRequest', 'Dingo\\Api\\Http\\FormRequest'];

/** Whether a class is a FormRequest (extends Laravel's, directly or through app classes). Asked once per class and run. */
export function isFormRequest(className: string, classes: ClassIndex): boolean {
  const lower = className.replace(/^\\/, '').toLowerCase();
  return classes.memo(`is-form-request:${lower}`, () =>
    FORM_REQUEST_CLASSES.some((base) => base.toLowerCase() === lower || classes.isSubclassOf(className, base)),
  );
}

/** The FormRequest type-hinted on a controller method (the first one, as Scribe takes it). */
export function formRequestOf(method: PhpMethod, classes: ClassIndex): PhpClass | undefined {
  for (const param of method.params) {
    if (!param.type) continue;
    for (const candidate of param.type.replace(/^\?/, '').split('|')) {
      if (!candidate.includes('\\') && !classes.find(candidate)) continue;
      if (isFormRequest(candidate, classes)) {
        const cls = classes.find(candidate);
        if (cls) return cls;
      }
    }
  }
  return undefined;
}

/** The rules of a FormRequest, or undefined (with a warning) when neither `validator()` nor `rules()` can be read. */
export function readFormRequestRules(
  formRequest: PhpClass,
  classes: ClassIndex,
  report: (d: Diagnostic) => void,
  options: ReadingOptions = { thisClass: formRequest.name },
): ReadRules | undefined {
  const validatorMethod = classes.findMethod(formRequest.name, 'validator');
  const rulesMethod = classes.findMethod(formRequest.name, 'rules');
  let sources: ArraySource[] | undefined;
  let where: PhpMethod | undefined;
  if (validatorMethod) {
    where = validatorMethod;
    sources = rulesFromValidatorMethod(validatorMethod, classes, options);
  } else if (rulesMethod) {
    where = rulesMethod;
    sources = returnedArrays(rulesMethod, classes, options);
  } else {
    return undefined;
  }
  if (!sources) {
    report({
      severity: 'warning',
      code: 'rule-unreadable',
      message: `The rules of ${formRequest.name} could not be read statically (\`${where.name}()\` does not return an array literal docgen can follow); add @bodyParam/@queryParam tags to document its parameters.`,
      file: where.file,
      line: where.line,
    });
    return { rules: nameMap(), custom: nameMap() };
  }
  const result: ReadRules = { rules: nameMap(), custom: nameMap() };
  for (const source of sources) readRulesArray(source.node, ruleContextForSource(source, classes, report), result);
  const withValidator = classes.findMethod(formRequest.name, 'withValidator');
  const validator = withValidator?.params[0]?.name;
  if (withValidator && validator) {
    const place = { ...newPlace(withValidator, classes, options), before: [] };
    readValidatorAdditions(withValidator.body, validator, ruleContextAt(withValidator, place, classes, report), result);
  }
  return result;
}

/** `return $factory->make($this->validationData(), $this->rules(), …)` or `Validator::make(…)`. */
function rulesFromValidatorMethod(method: PhpMethod, classes: ClassIndex, options: ReadingOptions): ArraySource[] | undefined {
  let rulesArg: PhpNode | undefined;
  walk(method.body, (node) => {
    if (rulesArg) return false;
    if (node.kind !== 'call') return undefined;
    const what = node.what as PhpNode;
    if ((what.kind === 'propertylookup' || what.kind === 'staticlookup') && nameOf(what.offset)?.toLowerCase() === 'make') {
      const args = (node.arguments ?? []) as PhpNode[];
      if (args[1]) rulesArg = args[1];
    }
    return undefined;
  });
  return rulesArg ? arraysOfExpression(rulesArg, method, classes, options) : undefined;
}

/**
 * `bodyParameters()` / `queryParameters()`: `['name' => ['description' => …, 'example' => …]]`.
 * Undefined when the method does not exist.
 */
export function readCustomParameterData(
  formRequest: PhpClass,
  methodName: 'bodyParameters' | 'queryParameters',
  classes: ClassIndex,
  report: (d: Diagnostic) => void,
): Record<string, CustomParameterData> | undefined {
  const method = classes.findMethod(formRequest.name, methodName);
  if (!method) return undefined;
  const sources = returnedArrays(method, classes, { thisClass: formRequest.name });
  if (!sources) {
    report({
      severity: 'warning',
      code: 'rule-unreadable',
      message: `${formRequest.shortName}::${methodName}() does not return an array literal docgen can follow; its descriptions and examples are not used.`,
      file: method.file,
      line: method.line,
    });
    return {};
  }
  const result: Record<string, CustomParameterData> = nameMap();
  for (const source of sources) {
    const context = ruleContextFor(source.method, classes, report).evaluation;
    for (const item of (source.node.items ?? []) as Array<PhpNode | null>) {
      if (!item || item.kind !== 'entry' || !item.key) continue;
      const key = evaluate(item.key as PhpNode, context);
      const value = evaluate(item.value as PhpNode, context);
      if (typeof key !== 'string' || !isPhpArrayObject(value)) {
        report({
          severity: 'warning',
          code: 'rule-unreadable',
          message: `An entry of ${formRequest.shortName}::${methodName}() could not be read statically; it is skipped.`,
          file: source.method.file,
          line: lineOf(item),
        });
        continue;
      }
      const data: CustomParameterData = {};
      if (typeof value.description === 'string') data.description = value.description;
      if ('example' in value) {
        if (value.example === UNKNOWN) {
          report({
            severity: 'warning',
            code: 'rule-unreadable',
            message: `The example of \`${key}\` in ${formRequest.shortName}::${methodName}() is not a static value; a generated example is used instead.`,
            file: source.method.file,
            line: lineOf(item),
          });
        } else data.example = value.example;
      }
      result[key] = data;
    }
  }
  return result;
}

/** The FormRequest's own docblock mentions "query parameters" (Scribe's switch for GET FormRequests). */
export function docBlockSaysQueryParameters(formRequest: PhpClass): boolean {
  const block = formRequest.docBlock;
  if (!block) return false;
  const text = [block.summary, block.description, ...block.tags.map((t) => `${t.name} ${t.content}`)].join('\n');
  return text.toLowerCase().includes('query parameters');
}

