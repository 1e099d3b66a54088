/**
 * The docblock the response tags are read from: the controller method's, or the closure's for a closure route
 * (Scribe reads both), with the file it is written in and the names it can use (the method's imports).
 */
import type { DocBlock } from '../../../php/docblock.ts';
import type { NameScope } from '../../../php/names.ts';
import type { StrategyContext } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';

export interface MethodDoc {
  doc?: DocBlock;
  /** Relative to the app root; '' when unknown. */
  file: string;
  scope?: NameScope;
}

export function methodDoc(context: StrategyContext): MethodDoc {
  const method = context.controller?.method;
  if (method) return { doc: method.docBlock, file: method.file, scope: method.scope };
  return { doc: annotationSources(context).methodDoc, file: context.route.closure?.location.file ?? context.route.definedAt.file };
}
