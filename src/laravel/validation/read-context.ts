/** What reading rules from PHP source needs: how to evaluate expressions and where to report problems. */
import type { Diagnostic } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import type { PhpNode } from '../../php/ast.ts';
import { isUndecided } from '../../php/engine/analysis-engine.ts';
import type { Frame } from '../../php/engine/frame.ts';
import type { EvalContext } from '../../php/evaluate.ts';
import { plainData, type EntryOrigin } from '../../php/php-array.ts';
import type { RuleEngine } from './rule-engine.ts';

export interface RuleReadContext {
  /** Evaluation scope of the code being read (its namespace, imports, class, file, the variables known there). */
  evaluation: EvalContext;
  classes: ClassIndex;
  /** The file being read, relative to the app root (for diagnostics). */
  file: string;
  report(diagnostic: Diagnostic): void;
  /** The run the rules were read from and the frame this code ran in; absent when the rules were not read from a run. */
  reading?: RuleReading;
  frame?: Frame;
}

/** A warning about a rule that could not be read; the rest is still documented. */
export function unreadableRule(context: RuleReadContext, line: number, message: string): void {
  context.report({ severity: 'warning', code: 'rule-unreadable', message, file: context.file, line });
}

/** Rules read from a run of the rule engine: the contexts of the frames their parts were written in. */
export class RuleReading {
  private readonly contexts = new WeakMap<Frame, RuleReadContext>();

  constructor(
    readonly engine: RuleEngine,
    readonly classes: ClassIndex,
    readonly report: (diagnostic: Diagnostic) => void,
  ) {}

  /** The context of code that ran in this frame: its scope, class and file, and the values its variables had. */
  contextAt(frame: Frame): RuleReadContext {
    let context = this.contexts.get(frame);
    if (context) return context;
    const { classes } = this;
    const variables = new Map<string, unknown>();
    for (const [name, value] of frame.vars) if (!isUndecided(value)) variables.set(name, plainData(value));
    context = {
      evaluation: {
        scope: frame.scope,
        classes,
        env: classes.env,
        file: classes.absolutePath(frame.file),
        className: frame.className,
        appRoot: classes.root,
        variables,
      },
      classes,
      file: frame.file,
      report: this.report,
      reading: this,
      frame,
    };
    this.contexts.set(frame, context);
    return context;
  }
}

/** The context an entry was written in; the one given when the entry does not say. */
export function contextOfOrigin(context: RuleReadContext, origin: EntryOrigin | undefined): RuleReadContext {
  return origin && context.reading ? context.reading.contextAt(origin.frame) : context;
}

/** The value an expression has where it was written (`$this->imageRules()`, a constant), when read from a run. */
export function valueWhereWritten(node: PhpNode, context: RuleReadContext): unknown {
  return context.reading && context.frame ? context.reading.engine.valueAt(node, context.frame) : undefined;
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
