/**
 * Where an endpoint's annotations are written: the controller class, the FormRequest type-hinted on
 * the method, and the method itself (Scribe reads them in that order; later ones win). A closure route's
 * docblock stands in for the method's, as Scribe reads it through ReflectionFunction.
 */
import type { PhpAttribute } from '../../../php/attributes.ts';
import type { PhpClass } from '../../../php/classes.ts';
import { parseDocBlock, type DocBlock } from '../../../php/docblock.ts';
import { formRequestOf } from '../../../laravel/validation/form-request.ts';
import type { Route } from '../../../model.ts';
import type { StrategyContext } from '../../strategy.ts';

export interface AnnotationSources {
  controllerDoc?: DocBlock;
  methodDoc?: DocBlock;
  formRequest?: PhpClass;
  controllerAttributes: PhpAttribute[];
  formRequestAttributes: PhpAttribute[];
  methodAttributes: PhpAttribute[];
}

const cache = new WeakMap<StrategyContext, AnnotationSources>();

export function annotationSources(context: StrategyContext): AnnotationSources {
  const known = cache.get(context);
  if (known) return known;
  const controller = context.controller;
  const formRequest = controller ? formRequestOf(controller.method, context.app.classes) : undefined;
  const sources: AnnotationSources = {
    controllerDoc: controller?.class.docBlock,
    methodDoc: controller ? controller.method.docBlock : closureDocBlock(context.route),
    formRequest,
    controllerAttributes: controller ? controller.class.attributes : [],
    formRequestAttributes: formRequest ? formRequest.attributes : [],
    methodAttributes: controller ? controller.method.attributes : [],
  };
  cache.set(context, sources);
  return sources;
}

/** The docblock written above a closure route (`/** … *\/ Route::get('x', function () {…})`). */
function closureDocBlock(route: Route): DocBlock | undefined {
  const raw = route.closure?.docComment;
  if (!raw) return undefined;
  const commentLines = raw.split('\n').length;
  return parseDocBlock(raw, Math.max(1, route.closure!.location.line - commentLines));
}
