/**
 * The JSON type an expression's value has whatever its operands hold, read by running the expression on the
 * analysis engine where what the values are is not known (`'inheriting' => is_null($fallback)`): a comparison,
 * `!`, `&&`, `isset()` and `empty()` give bools; `.` and interpolation strings; `/` a float, `%` an int, other
 * arithmetic an int of ints and a float of a float; `??` what its right side gives; a ternary the type both
 * sides share; casts their type; PHP's functions the type of their result (function-result-types.ts). No app
 * code runs: the type comes from the expression's own operators and functions.
 */
import { isNode, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { AnalysisEngine, decidedTruth, isUndecided } from '../../php/engine/analysis-engine.ts';
import type { Frame } from '../../php/engine/frame.ts';
import { MISSING } from '../../php/engine/runtime-object.ts';
import { binaryOperation } from '../../php/engine/value-ops.ts';
import { unaryOperation } from '../../php/operators.ts';
import { jsonScalarType, type JsonScalarType } from '../../php/json-types.ts';
import { TypedValue } from '../../php/typed-value.ts';
import { UNKNOWN } from '../../php/values.ts';
import { functionResultTypes } from '../extensions/function-result-types.ts';
import type { OriginReader } from './origin-reader.ts';

/** Operators whose result has one type whatever the operands. */
const RESULT_TYPES: Record<string, string> = {
  '==': 'bool', '===': 'bool', '!=': 'bool', '!==': 'bool', '<>': 'bool', '<': 'bool', '>': 'bool', '<=': 'bool', '>=': 'bool', xor: 'bool',
  '.': 'string',
  '/': 'float',
  '%': 'int',
};
const ARITHMETIC = new Set(['+', '-', '*', '**']);
const LOGICAL = new Set(['&&', '||', 'and', 'or']);

/** The JSON type of an expression written in the reader's method, if its shape says. */
export function expressionType(node: PhpNode | undefined, reader: OriginReader): JsonScalarType | undefined {
  if (!node) return undefined;
  const { method, classes } = reader;
  const frame: Frame = { vars: new Map(), scope: method.scope, file: method.file, ...(method.className ? { className: method.className } : {}) };
  const type = scalarType(new TypingEngine(classes).evalExpr(node, frame));
  return type ? jsonScalarType(type) : undefined;
}

/** The scalar type of a value known as a value or by type: `int`, `float`, `string`, `bool`. */
function scalarType(value: unknown): string | undefined {
  if (value instanceof TypedValue) return jsonScalarType(value.type) ? value.type : undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'bool';
  return undefined;
}

function typed(type: string | undefined): unknown {
  return type ? new TypedValue(type) : UNKNOWN;
}

/** The analysis engine giving values known by type where it cannot know them, and running no app code. */
class TypingEngine extends AnalysisEngine {
  constructor(classes: ClassIndex) {
    super({ classes, hosts: [functionResultTypes], report: () => {} });
  }

  override runMethod(): unknown {
    return UNKNOWN;
  }

  override evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown {
    const value = super.evalExpr(node, frame);
    if (value !== UNKNOWN || !isNode(node)) return value;
    if (node.kind === 'isset' || node.kind === 'empty') return new TypedValue('bool');
    if (node.kind === 'encapsed') return new TypedValue('string');
    return value;
  }

  protected override binary(node: PhpNode, frame: Frame): unknown {
    const operator = String(node.type);
    if (operator === 'instanceof' || operator === '|>') return super.binary(node, frame);
    if (LOGICAL.has(operator)) {
      const value = super.binary(node, frame);
      return value === UNKNOWN ? new TypedValue('bool') : value;
    }
    if (operator === '??') {
      const left = this.quiet(node.left as PhpNode, frame);
      const right = this.evalExpr(node.right as PhpNode, frame);
      if (left === null || left === MISSING) return right;
      return isUndecided(left) ? typed(scalarType(right)) : left;
    }
    const left = this.evalExpr(node.left as PhpNode, frame);
    const right = this.evalExpr(node.right as PhpNode, frame);
    if (!isUndecided(left) && !isUndecided(right)) return binaryOperation(operator, left, right);
    if (RESULT_TYPES[operator]) return new TypedValue(RESULT_TYPES[operator]);
    if (!ARITHMETIC.has(operator)) return UNKNOWN;
    const types = [scalarType(left), scalarType(right)];
    if (types.every((type) => type === 'int')) return new TypedValue('int');
    return types.includes('float') ? new TypedValue('float') : UNKNOWN;
  }

  protected override unary(node: PhpNode, frame: Frame): unknown {
    if (node.type === '!') {
      const value = super.unary(node, frame);
      return value === UNKNOWN ? new TypedValue('bool') : value;
    }
    const value = this.evalExpr(node.what as PhpNode, frame);
    if (isUndecided(value)) return typed(scalarType(value));
    return unaryOperation(String(node.type), value) ?? UNKNOWN;
  }

  protected override ternary(node: PhpNode, frame: Frame): unknown {
    const test = this.evalExpr(node.test as PhpNode, frame);
    const truth = decidedTruth(test);
    const whenTrue = (): unknown => (node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : test);
    if (truth === true) return whenTrue();
    if (truth === false) return this.evalExpr(node.falseExpr as PhpNode, frame);
    const [a, b] = [scalarType(whenTrue()), scalarType(this.evalExpr(node.falseExpr as PhpNode, frame))];
    return a === b ? typed(a) : UNKNOWN;
  }
}
