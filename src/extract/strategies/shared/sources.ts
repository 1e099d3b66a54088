/**
 * Where an endpoint's annotations are written: the controller class, the FormRequest type-hinted on
 * the method, and the method itself (Scribe reads them in that order; later ones win). A closure route's
 * closure stands in for the method — its docblock, attributes and type-hinted FormRequest — as Scribe reads
 * it through ReflectionFunction.
 */
import type { PhpAttribute } from '../../../php/attributes.ts';
import type { PhpClass, PhpMethod } from '../../../php/classes.ts';
import type { DocBlock } from '../../../php/docblock.ts';
import type { NameScope } from '../../../php/names.ts';
import { formRequestOf } from '../../../laravel/validation/form-request.ts';
import type { Endpoint } from '../../../model.ts';
import type { StrategyContext } from '../../strategy.ts';
import { routeHandler } from './handler.ts';

/** One place annotations are written in. */
export interface AnnotationPlace {
  attributes: PhpAttribute[];
  /** Relative to the app root; undefined when unknown. */
  file?: string;
  /** The names it can use: its class's imports, or the route file's for a closure. */
  scope?: NameScope;
}

export interface AnnotationSources {
  /** The controller class; absent for closure routes. */
  controller?: PhpClass;
  /** The controller method, or the closure read as a method named `{closure}`. */
  handler?: PhpMethod;
  controllerDoc?: DocBlock;
  methodDoc?: DocBlock;
  formRequest?: PhpClass;
  /** The attributes of the controller class, the FormRequest and the method (or closure), in that order: later ones win. */
  attributePlaces: AnnotationPlace[];
}

/**
 * Read once per endpoint: every strategy of a run gets its own context, but they all share the endpoint
 * being built (and the class index that records what the endpoint was read from). Forgotten once the endpoint
 * is built (forgetAnnotationSources), so the classes it names do not stay in memory as long as the endpoint.
 */
const cache = new WeakMap<Endpoint, AnnotationSources>();

export function forgetAnnotationSources(endpoint: Endpoint): void {
  cache.delete(endpoint);
}

export function annotationSources(context: StrategyContext): AnnotationSources {
  const known = cache.get(context.endpoint);
  if (known) return known;
  const controller = context.controller?.class;
  const handler = routeHandler(context.route, context.controller?.method, context.app.classes);
  const formRequest = handler ? formRequestOf(handler, context.app.classes) : undefined;
  const sources: AnnotationSources = {
    ...(controller ? { controller } : {}),
    ...(handler ? { handler } : {}),
    controllerDoc: controller?.docBlock,
    methodDoc: handler?.docBlock,
    formRequest,
    attributePlaces: [
      { attributes: controller?.attributes ?? [], file: controller?.file, scope: controller?.scope },
      { attributes: formRequest?.attributes ?? [], file: formRequest?.file, scope: formRequest?.scope },
      { attributes: handler?.attributes ?? [], file: handler?.file, scope: handler?.scope },
    ],
  };
  cache.set(context.endpoint, sources);
  return sources;
}
