/**
 * Rules of a FormRequest, read statically by running its methods on the rule engine (rule-engine.ts):
 * `validator()` (the rules passed to `make()`) when the class has one, else `rules()`, then `withValidator()`;
 * descriptions and examples from `bodyParameters()` / `queryParameters()` and from comments above the rule keys.
 * Nothing is instantiated, so code
 * like `$this->route('post')` in `rules()` cannot break anything (in Scribe, which instantiates the
 * FormRequest outside a request, `$this->route()` is null there and such rules fail).
 */
import { nameMap } from '../../name-map.ts';
import { lineOf } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { isUndecided } from '../../php/engine/analysis-engine.ts';
import { isPhpArrayObject } from '../../php/evaluate.ts';
import { OrderedArray, plainData } from '../../php/php-array.ts';
import type { Diagnostic } from '../../model.ts';
import type { ReadingOptions } from './reading-options.ts';
import { RuleReading, ruleContextFor } from './read-context.ts';
import { PendingValidator, ValidationFactory } from './pending-validator.ts';
import { runOnRuleEngine } from './rule-engine.ts';
import { readValidatorAdditions } from './validator-additions.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';
import type { CustomParameterData } from './rules.ts';

export const FORM_REQUEST_CLASSES = ['Illuminate\\Foundation\\Http\\FormRequest', 'Dingo\\Api\\Http\\FormRequest'];

/** Whether a class is a FormRequest (extends Laravel's, directly or through app classes). Asked once per class and run. */
export function isFormRequest(className: string, classes: ClassIndex): boolean {
  const lower = className.replace(/^\\/, '').toLowerCase();
  return classes.memo(`is-form-request:${lower}`, () =>
    FORM_REQUEST_CLASSES.some((base) => base.toLowerCase() === lower) || classes.isSubclassOf(className, FORM_REQUEST_CLASSES),
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
  const where = validatorMethod ?? classes.findMethod(formRequest.name, 'rules');
  if (!where) return undefined;
  // `validator($factory)` makes the validator (`$factory->make($this->validationData(), $this->rules(), …)`).
  const { value, engine } = runOnRuleEngine(where, 'request', options, classes, validatorMethod ? [new ValidationFactory()] : undefined);
  const rules = validatorMethod ? engine.found?.rules : value;
  if (!(rules instanceof OrderedArray)) {
    report({
      severity: 'warning',
      code: 'rule-unreadable',
      message: `The rules of ${formRequest.name} could not be read statically (\`${where.name}()\` does not return an array literal docgen can follow); add @bodyParam/@queryParam tags to document its parameters.`,
      file: where.file,
      line: where.line,
    });
    return { rules: nameMap(), custom: nameMap() };
  }
  const reading = new RuleReading(engine, classes, report);
  const result = readRulesArray(rules, { ...ruleContextFor(where, classes, report), reading });
  const withValidator = classes.findMethod(formRequest.name, 'withValidator');
  if (withValidator?.params[0]) {
    const validator = new PendingValidator();
    const added = runOnRuleEngine(withValidator, 'request', options, classes, [validator]);
    readValidatorAdditions(validator, new RuleReading(added.engine, classes, report), result);
  }
  return result;
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
  options: ReadingOptions = { thisClass: formRequest.name },
): Record<string, CustomParameterData> | undefined {
  const method = classes.findMethod(formRequest.name, methodName);
  if (!method) return undefined;
  const { value: returned } = runOnRuleEngine(method, 'request', options, classes);
  if (!(returned instanceof OrderedArray)) {
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
  for (const [key, entry] of returned.entries()) {
    const origin = returned.originOf(key);
    const where = { file: origin?.frame.file ?? method.file, line: origin ? lineOf(origin.node) : method.line };
    const value = entry instanceof OrderedArray ? plainData(entry) : undefined;
    if (typeof key !== 'string' || !(entry instanceof OrderedArray) || !isPhpArrayObject(value)) {
      report({ severity: 'warning', code: 'rule-unreadable', message: `An entry of ${formRequest.shortName}::${methodName}() could not be read statically; it is skipped.`, ...where });
      continue;
    }
    const data: CustomParameterData = {};
    if (typeof value.description === 'string') data.description = value.description;
    if (entry.has('example')) {
      if (isUndecided(entry.get('example'))) {
        report({
          severity: 'warning',
          code: 'rule-unreadable',
          message: `The example of \`${key}\` in ${formRequest.shortName}::${methodName}() is not a static value; a generated example is used instead.`,
          ...where,
        });
      } else data.example = value.example;
    }
    result[key] = data;
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

