/**
 * Validation written in the controller method itself or in the app code it calls: the method runs on the rule
 * engine (rule-engine.ts), which follows the calls into the app's own code (`$this->store($request)`,
 * `self::check(...)`, static methods of app classes, app helper functions such as
 * `apiValidator($request->all(), [...])`) with the arguments the caller passes, and records the first
 * `$request->validate([...])`, `$request->validateWithBag('bag', [...])`, `request()->validate([...])`,
 * `Request::validate([...])`, `Validator::make($data, [...])` or `$this->validate($request, [...])` it reaches,
 * and what `sometimes()`/`addRules()` add to the validator made.
 * A `// Query parameters` comment above a statement on the way to the call makes them query parameters.
 */
import { nameMap } from '../../name-map.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { lineOf } from '../../php/ast.ts';
import { OrderedArray } from '../../php/php-array.ts';
import type { Diagnostic } from '../../model.ts';
import type { ReadingOptions } from './reading-options.ts';
import { RuleReading, unreadableRule } from './read-context.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';
import { runOnRuleEngine, type FoundValidation, type RuleEngine } from './rule-engine.ts';
import { readValidatorAdditions } from './validator-additions.ts';

export interface InlineValidation extends ReadRules {
  /** The statement carries a "query parameters" comment. */
  isQuery: boolean;
}

/**
 * The inline validation of a method, read only when it is meant for `wanted`, so that each problem is
 * reported once. `placeOf` says where the rules go given whether a "query parameters" comment is there.
 */
export function readInlineValidation(
  method: PhpMethod,
  classes: ClassIndex,
  report: (d: Diagnostic) => void,
  wanted: 'query' | 'body',
  placeOf: (hasQueryComment: boolean) => 'query' | 'body' = (comment) => (comment ? 'query' : 'body'),
  options: ReadingOptions = {},
): InlineValidation | undefined {
  const found = validationOf(method, classes, options);
  if (!found) return undefined;
  const { validation, engine } = found;
  const { isQuery } = validation;
  if (placeOf(isQuery) !== wanted) return undefined;
  const result: InlineValidation = { rules: nameMap(), custom: nameMap(), isQuery };
  const reading = new RuleReading(engine, classes, report);
  const context = reading.contextAt(validation.frame);
  if (!(validation.rules instanceof OrderedArray)) {
    unreadableRule(
      context,
      lineOf(validation.node) || method.line,
      'The rules passed to the validator could not be read statically; add @bodyParam/@queryParam tags to document them.',
    );
    return result;
  }
  readRulesArray(validation.rules, context, result);
  // `$validator = Validator::make(...); $validator->sometimes(...)`: what the code after it adds.
  readValidatorAdditions(validation.validator, reading, result);
  return result;
}

interface RunValidation {
  validation: FoundValidation;
  /** The engine it was found on, which reads the values where they were written. */
  engine: RuleEngine;
}

/**
 * Found validations per class index: extraction hands each endpoint its own index (recording the files read for
 * it), so this lasts one endpoint, whose query and body stages both ask.
 */
const foundValidations = new WeakMap<ClassIndex, Map<PhpMethod, Map<string, RunValidation | null>>>();

function validationOf(method: PhpMethod, classes: ClassIndex, options: ReadingOptions): RunValidation | undefined {
  let perIndex = foundValidations.get(classes);
  if (!perIndex) foundValidations.set(classes, (perIndex = new Map()));
  let perMethod = perIndex.get(method);
  if (!perMethod) perIndex.set(method, (perMethod = new Map()));
  const key = JSON.stringify([options.httpMethod, options.routeParameters, options.thisClass]);
  if (!perMethod.has(key)) {
    const { engine } = runOnRuleEngine(method, 'object', options, classes);
    perMethod.set(key, engine.found ? { validation: engine.found, engine } : null);
  }
  return perMethod.get(key) ?? undefined;
}
