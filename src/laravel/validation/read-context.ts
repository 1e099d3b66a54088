/** What reading rules from PHP source needs: how to evaluate expressions and where to report problems. */
import type { Diagnostic } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import type { EvalContext } from '../../php/evaluate.ts';
import type { PhpNode } from '../../php/ast.ts';
import { arraysAt, placeOfSource, type ArraySource } from './method-array.ts';
import { evaluationAt, type Place } from './place.ts';
import { assignedExpression } from './statement-flow.ts';

export interface RuleReadContext {
  /** Evaluation scope of the code being read (its namespace, imports, class, file). */
  evaluation: EvalContext;
  classes: ClassIndex;
  /** The file being read, relative to the app root (for diagnostics). */
  file: string;
  report(diagnostic: Diagnostic): void;
  /**
   * The arrays an expression stands for where the rules were written (`$this->imageRules()`, a constant, a
   * variable), each with the context to read it in; absent when the rules were not read from a method.
   */
  followArrays?(node: PhpNode): Array<{ node: PhpNode; context: RuleReadContext }> | undefined;
  /** The expression a variable was last assigned before the rules, with the context to read it in. */
  followVariable?(name: string): { node: PhpNode; context: RuleReadContext } | undefined;
}

/** A warning about a rule that could not be read; the rest is still documented. */
export function unreadableRule(context: RuleReadContext, line: number, message: string): void {
  context.report({ severity: 'warning', code: 'rule-unreadable', message, file: context.file, line });
}

/** The context for reading one part of the rules found by method-array.ts, able to follow what its values call. */
export function ruleContextForSource(source: ArraySource, classes: ClassIndex, report: (diagnostic: Diagnostic) => void): RuleReadContext {
  return ruleContextAt(source.method, placeOfSource(source), classes, report);
}

/** The context for reading code at a place of method-array.ts (what it calls can be followed from there). */
export function ruleContextAt(method: PhpMethod, place: Place | undefined, classes: ClassIndex, report: (diagnostic: Diagnostic) => void): RuleReadContext {
  return {
    ...ruleContextFor(method, classes, report),
    ...(place
      ? {
          // Arguments bound to a followed helper's parameters count as known variables (`$required ? … : …`).
          evaluation: evaluationAt(place),
          followArrays: (node: PhpNode) =>
            arraysAt(node, place)?.map((part) => ({ node: part.node, context: ruleContextForSource(part, classes, report) })),
          followVariable: (name: string) => {
            const assigned = assignedExpression(name, place);
            return assigned && { node: assigned.node, context: ruleContextAt(assigned.place.method, assigned.place, classes, report) };
          },
        }
      : {}),
  };
}

/** The context for reading code written in a method (its class, imports and file). */
export function ruleContextFor(method: PhpMethod, classes: ClassIndex, report: (diagnostic: Diagnostic) => void): RuleReadContext {
  return {
    evaluation: {
      scope: method.scope,
      classes,
      env: classes.env,
      file: classes.absolutePath(method.file),
      className: method.className,
      appRoot: classes.root,
    },
    classes,
    file: method.file,
    report,
  };
}
