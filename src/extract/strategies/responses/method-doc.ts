/**
 * The docblock the response tags are read from: the controller method's, or the closure's for a closure route
 * (Scribe reads both), with the file it is written in and the names it can use (the method's imports, or
 * those of the route file a closure is written in).
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
  const handler = annotationSources(context).handler;
  if (handler) return { doc: handler.docBlock, file: handler.file, scope: handler.scope };
  return { file: context.route.closure?.location.file ?? context.route.definedAt.file };
}
