/** What reading rules from PHP source needs: how to evaluate expressions and where to report problems. */
import type { Diagnostic } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import type { EvalContext } from '../../php/evaluate.ts';

export interface RuleReadContext {
  /** Evaluation scope of the code being read (its namespace, imports, class, file). */
  evaluation: EvalContext;
  classes: ClassIndex;
  /** The file being read, relative to the app root (for diagnostics). */
  file: string;
  report(diagnostic: Diagnostic): void;
}

/** A warning about a rule that could not be read; the rest is still documented. */
export function unreadableRule(context: RuleReadContext, line: number, message: string): void {
  context.report({ severity: 'warning', code: 'rule-unreadable', message, file: context.file, line });
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
