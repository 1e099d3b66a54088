/**
 * The validators the rule engine hands the code it runs: the one `Validator::make()` (or a validation factory's
 * `make()`) gives, which collects the rules `sometimes()` and `addRules()` add to it, and the factory a FormRequest's
 * `validator($factory)` is handed.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { Frame } from '../../php/engine/frame.ts';
import type { RuntimeObject } from '../../php/engine/runtime-object.ts';
import { UNKNOWN } from '../../php/values.ts';

/** The validator methods that return the validator itself. */
const CHAINED = new Set(['sometimes', 'after', 'stoponfirstfailure', 'setattributenames', 'setcustommessages']);

/** `$validator->sometimes(…)` or `->addRules(…)`: its arguments' values, and where it was written. */
export interface ValidatorAddition {
  method: 'sometimes' | 'addrules';
  args: unknown[];
  node: PhpNode;
  frame: Frame;
}

/** A validator made by the code (`Validator::make(…)`), collecting the rules added to it. */
export class PendingValidator implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Validation\\Validator';
  readonly additions: ValidatorAddition[] = [];

  getProperty(): unknown {
    return UNKNOWN;
  }

  callMethod(name: string): unknown {
    return CHAINED.has(name.toLowerCase()) ? this : UNKNOWN;
  }
}

/** The validation factory a FormRequest's `validator($factory)` is handed. */
export class ValidationFactory implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Contracts\\Validation\\Factory';

  getProperty(): unknown {
    return UNKNOWN;
  }

  callMethod(): unknown {
    return UNKNOWN;
  }
}
