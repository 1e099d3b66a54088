/**
 * Response attributes on the controller class, the FormRequest and the method (in that order, as Scribe):
 * - `#[Response(content, status = 200, description = '')]`: a JSON string or a PHP array;
 * - `#[ResponseFromFile(file, status = 200, merge = [], description = '')]`;
 * - `#[ResponseFromApiResource(name, model, status, description, collection, factoryStates, with, paginate,
 *   simplePaginate, cursorPaginate, additional)]` (`merge` accepted for `additional`, as earlier versions named it);
 * - `#[ResponseFromTransformer(name, model, status, description, collection, factoryStates, with, resourceKey,
 *   paginate: [adapter, perPage])]`.
 */
import type { ResponseExample } from '../../../model.ts';
import type { PhpAttribute } from '../../../php/attributes.ts';
import type { NameScope } from '../../../php/names.ts';
import { UNKNOWN, isPhpArrayObject } from '../../../php/values.ts';
import { mixinModel, readResourceClass } from '../../../laravel/resources/resource-class.ts';
import { fromPlain, OrderedArray } from '../../../laravel/models/runtime-values.ts';
import { transformerModel } from '../../../laravel/transformers/transformer-response.ts';
import type { Pagination } from '../../../laravel/resources/pagination.ts';
import { keepStatus } from '../../response-status.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { docAttributes } from '../shared/attribute-names.ts';
import { annotationSources } from '../shared/sources.ts';
import { annotationClass, apiResourceExample, boundUri, transformerExample, resourceOrigin } from './render-examples.ts';
import { readResponseFile } from './response-file.ts';
import { brokenJson } from './UseResponseTag.ts';

const NAMES = ['Response', 'ResponseFromFile', 'ResponseFromApiResource', 'ResponseFromTransformer'];

/** An argument by position or name (PHP binds both); undefined when absent or not static. */
function arg(attribute: PhpAttribute, index: number, ...names: string[]): unknown {
  for (const name of names) if (name in attribute.named) return attribute.named[name] === UNKNOWN ? undefined : attribute.named[name];
  const value = attribute.args[index];
  return value === UNKNOWN ? undefined : value;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const count = (value: unknown): number | undefined => (typeof value === 'number' && value > 0 ? value : undefined);
/** The `status` argument (200 when absent); checked by keepStatus, so a wrong one is reported, not replaced. */
const statusArg = (value: unknown): number => (value === undefined || value === null ? 200 : typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

interface Where {
  file: string;
  line: number;
}

function fromResponse(context: StrategyContext, attribute: PhpAttribute, where: Where): ResponseExample {
  const content = arg(attribute, 0, 'content');
  let body: string;
  if (typeof content === 'string') {
    body = content;
    const problem = brokenJson(content);
    if (problem) {
      context.report({ severity: 'warning', code: 'response-json', message: `The #[Response] content is not valid JSON (${problem}); it is shown as written.`, ...where });
    }
  } else if (Array.isArray(content) || isPhpArrayObject(content)) {
    body = JSON.stringify(Array.isArray(content) || Object.keys(content).length ? content : []);
  } else {
    body = content === null ? 'null' : '{}';
  }
  return { status: statusArg(arg(attribute, 1, 'status')), content: body, headers: {}, description: text(arg(attribute, 2, 'description')) ?? '' };
}

function fromFile(context: StrategyContext, attribute: PhpAttribute, where: Where): ResponseExample | undefined {
  const file = text(arg(attribute, 0, 'file')) ?? '';
  const result = readResponseFile(file, arg(attribute, 2, 'merge'), context.app.root, context.dependsOn);
  if ('problem' in result) {
    context.report({ severity: 'warning', code: 'response-file', message: `#[ResponseFromFile] ${result.problem}; the response is left out.`, ...where });
    return undefined;
  }
  return { status: statusArg(arg(attribute, 1, 'status')), content: result.content, headers: {}, description: text(arg(attribute, 3, 'description')) ?? '' };
}

function fromApiResource(context: StrategyContext, attribute: PhpAttribute, where: Where, scope: NameScope | undefined): ResponseExample | undefined {
  const classes = context.app.classes;
  const resourceClass = annotationClass(text(arg(attribute, 0, 'name')) ?? '', scope, classes);
  if (!resourceClass || !classes.find(resourceClass)) {
    context.report({
      severity: 'warning',
      code: 'api-resource-missing',
      message: `#[ResponseFromApiResource] names ${resourceClass || 'no class'}, which is not an API resource class of the app; the response is left out.`,
      ...where,
    });
    return undefined;
  }
  const modelArg = text(arg(attribute, 1, 'model'));
  const modelClass = modelArg ? annotationClass(modelArg, scope, classes) : mixinModel(resourceClass, classes);
  if (!modelClass) {
    context.report({
      severity: 'warning',
      code: 'api-resource-model',
      message: `Cannot tell which model ${resourceClass.split('\\').pop()} wraps: pass model:, or add an @mixin tag on the resource class. The resource gets an empty array.`,
      ...where,
    });
  }
  const collectionArg = arg(attribute, 4, 'collection');
  const collection = typeof collectionArg === 'boolean' ? collectionArg : readResourceClass(resourceClass, classes).isCollection;
  let pagination: Pagination | undefined;
  const paginate = count(arg(attribute, 7, 'paginate'));
  const simple = count(arg(attribute, 8, 'simplePaginate'));
  const cursor = count(arg(attribute, 9, 'cursorPaginate'));
  if (paginate) pagination = { kind: 'length-aware', perPage: paginate };
  else if (simple) pagination = { kind: 'simple', perPage: simple };
  else if (cursor) pagination = { kind: 'cursor', perPage: cursor };
  const additionalArg = arg(attribute, 10, 'additional', 'merge');
  const additional = fromPlain(additionalArg ?? []);
  const json = apiResourceExample(context, `ResponseFromApiResource:${where.line}`, {
    resourceClass,
    collection,
    modelClass,
    states: strings(arg(attribute, 5, 'factoryStates')),
    with: strings(arg(attribute, 6, 'with')),
    pagination,
    additional: additional instanceof OrderedArray ? additional : new OrderedArray(),
    uri: boundUri(context),
    where,
  });
  if (json === undefined) return undefined;
  return {
    status: statusArg(arg(attribute, 2, 'status')),
    content: json,
    headers: {},
    description: text(arg(attribute, 3, 'description')) ?? '',
    origin: resourceOrigin(resourceClass, json, context.app.classes),
  };
}

function fromTransformer(context: StrategyContext, attribute: PhpAttribute, where: Where, scope: NameScope | undefined): ResponseExample | undefined {
  const classes = context.app.classes;
  const transformerClass = annotationClass(text(arg(attribute, 0, 'name')) ?? '', scope, classes);
  if (!transformerClass || !classes.find(transformerClass)) {
    context.report({
      severity: 'warning',
      code: 'transformer-missing',
      message: `#[ResponseFromTransformer] names ${transformerClass || 'no class'}, which is not a transformer class of the app; the response is left out.`,
      ...where,
    });
    return undefined;
  }
  const modelArg = text(arg(attribute, 1, 'model'));
  const modelClass = modelArg ? annotationClass(modelArg, scope, classes) : transformerModel(transformerClass, classes);
  if (!modelClass) {
    context.report({
      severity: 'warning',
      code: 'transformer-model',
      message: `Cannot tell which model ${transformerClass.split('\\').pop()} transforms: pass model:, or type the first parameter of transform(). The response is left out.`,
      ...where,
    });
    return undefined;
  }
  const paginate = arg(attribute, 8, 'paginate');
  const [adapter, perPage] = Array.isArray(paginate) ? paginate : [];
  const json = transformerExample(context, `ResponseFromTransformer:${where.line}`, {
    transformerClass,
    collection: arg(attribute, 4, 'collection') === true,
    modelClass,
    states: strings(arg(attribute, 5, 'factoryStates')),
    with: strings(arg(attribute, 6, 'with')),
    resourceKey: text(arg(attribute, 7, 'resourceKey')) ?? null,
    paginator: typeof adapter === 'string' ? { adapter, perPage: typeof perPage === 'number' ? perPage : null } : undefined,
    serializer: context.app.config.transformers.serializer,
    uri: boundUri(context),
    where,
  });
  if (json === undefined) return undefined;
  return { status: statusArg(arg(attribute, 2, 'status')), content: json, headers: {}, description: text(arg(attribute, 3, 'description')) ?? '' };
}

export const UseResponseAttributes: Strategy<'responses'> = {
  name: 'UseResponseAttributes',
  stage: 'responses',
  run(context) {
    const responses: ResponseExample[] = [];
    for (const place of annotationSources(context).attributePlaces) {
      for (const attribute of docAttributes(place.attributes, ...NAMES)) {
        const where = { file: place.file ?? '', line: attribute.line };
        const kind = attribute.shortName.toLowerCase();
        const response =
          kind === 'response'
            ? fromResponse(context, attribute, where)
            : kind === 'responsefromfile'
              ? fromFile(context, attribute, where)
              : kind === 'responsefromapiresource'
                ? fromApiResource(context, attribute, where, place.scope)
                : fromTransformer(context, attribute, where, place.scope);
        if (response && keepStatus(response, `#[${attribute.shortName}]`, where, context.report)) responses.push(response);
      }
    }
    return responses.length ? responses : undefined;
  },
};
