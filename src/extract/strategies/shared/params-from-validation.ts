/**
 * Parameters from validation rules, for the FormRequest and inline-validator strategies of both the
 * query and the body stage: which source applies to which stage is decided here, once.
 */
import { nameMap, ownValue } from '../../../name-map.ts';
import {
  docBlockSaysQueryParameters,
  readCustomParameterData,
  readFormRequestRules,
} from '../../../laravel/validation/form-request.ts';
import { readInlineValidation } from '../../../laravel/validation/inline-validator.ts';
import { parametersFromRules } from '../../../laravel/validation/to-parameters.ts';
import type { ReadingOptions } from '../../../laravel/validation/reading-options.ts';
import type { ReadRules } from '../../../laravel/validation/read-rules.ts';
import type { Parameter } from '../../../model.ts';
import type { PhpClass } from '../../../php/classes.ts';
import type { StrategyContext } from '../../strategy.ts';
import { parseFile } from '../../../php/parser.ts';
import { annotationSources } from './sources.ts';

export type ParamLocation = 'query' | 'body';

/**
 * A GET (or HEAD) request has no body, so its validation rules describe the query string. Scribe
 * documents them as body parameters unless told otherwise (its issues #210, #570, #316); docgen
 * does not.
 */
function hasNoBody(context: StrategyContext): boolean {
  return context.route.methods.every((method) => ['GET', 'HEAD'].includes(method.toUpperCase()));
}

/** What rules may branch on: the endpoint's HTTP method (the first one listed, HEAD aside) and its route parameters. */
function readingOptions(context: StrategyContext, thisClass: string | undefined): ReadingOptions {
  const httpMethod = context.route.methods.find((method) => method.toUpperCase() !== 'HEAD') ?? context.route.methods[0];
  const routeParameters = [...context.route.uri.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1]!);
  return { ...(httpMethod ? { httpMethod: httpMethod.toUpperCase() } : {}), routeParameters, ...(thisClass ? { thisClass } : {}) };
}

/**
 * The action's FormRequest when it documents the `wanted` parameters: query parameters when its docblock says so,
 * it has `queryParameters()`, or the route is GET-only; else the body.
 */
export function formRequestFor(context: StrategyContext, wanted: ParamLocation): PhpClass | undefined {
  const formRequest = annotationSources(context).formRequest;
  if (!formRequest) return undefined;
  const forQuery =
    docBlockSaysQueryParameters(formRequest) || context.app.classes.findMethod(formRequest.name, 'queryParameters') !== undefined || hasNoBody(context);
  return forQuery === (wanted === 'query') ? formRequest : undefined;
}

export function paramsFromFormRequest(context: StrategyContext, wanted: ParamLocation): Record<string, Parameter> | undefined {
  if (!annotationSources(context).formRequest) {
    if (wanted === 'body') reportRequestClassesNotDefined(context);
    return undefined;
  }
  const formRequest = formRequestFor(context, wanted);
  if (!formRequest) return undefined;
  const classes = context.app.classes;

  // A syntax error in the FormRequest is reported once, with its file, by the class index; what parsed is read.
  const options = readingOptions(context, formRequest.name);
  const read = readFormRequestRules(formRequest, classes, context.report, options);
  if (!read) return undefined;
  // A FormRequest read for a GET route may only have bodyParameters(): its descriptions still apply.
  const [own, other] = wanted === 'query' ? (['queryParameters', 'bodyParameters'] as const) : (['bodyParameters', 'queryParameters'] as const);
  const custom =
    readCustomParameterData(formRequest, own, classes, context.report, options) ??
    readCustomParameterData(formRequest, other, classes, context.report, options);
  return toParameters(read, custom, context);
}

/** Inline validation in the controller method: query parameters under a "query parameters" comment or on a GET route. */
export function paramsFromInlineValidator(context: StrategyContext, wanted: ParamLocation): Record<string, Parameter> | undefined {
  // As in Scribe, only a controller method's body is searched (closures are skipped).
  const method = context.controller?.method;
  if (!method) return undefined;
  const noBody = hasNoBody(context);
  const read = readInlineValidation(
    method,
    context.app.classes,
    context.report,
    wanted,
    (comment) => (comment || noBody ? 'query' : 'body'),
    readingOptions(context, context.controller?.class.name),
  );
  return read ? toParameters(read, undefined, context) : undefined;
}

function toParameters(read: ReadRules, custom: ReadRules['custom'] | undefined, context: StrategyContext): Record<string, Parameter> | undefined {
  const merged = nameMap(Object.entries(read.custom));
  for (const [key, data] of Object.entries(custom ?? {})) merged[key] = { ...ownValue(merged, key), ...data };
  const parameters = parametersFromRules(read.rules, merged, { examples: context.examples, castUserExamples: true });
  return Object.keys(parameters).length > 0 ? parameters : undefined;
}

/**
 * A controller parameter typed with a class whose file exists but does not define it (an empty file, another
 * class name): its parameters would vanish without a word, so the file is named.
 */
function reportRequestClassesNotDefined(context: StrategyContext): void {
  const method = context.controller?.method;
  if (!method) return;
  for (const param of method.params) {
    for (const type of (param.type ?? '').replace(/^\?/, '').split('|')) {
      if (!type.includes('\\')) continue;
      const file = context.app.classes.fileMissingClass(type);
      if (!file) continue;
      const source = parseFile(context.app.classes.absolutePath(file));
      if (source.errors.length > 0) continue; // already reported as a syntax error
      context.report({
        severity: 'warning',
        code: 'class-not-defined',
        message: `${source.source.trim() === '' ? `${file} is empty, so it does not define` : `${file} does not define`} ${type}, which ${method.name}() takes as a parameter; its request parameters are not documented.`,
        file,
        line: 1,
      });
    }
  }
}
