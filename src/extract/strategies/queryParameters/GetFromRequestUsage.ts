/**
 * Query parameters the action's code reads, for apps that document none: named reads of the request
 * (`$request->query('q')`, `->boolean('x')`, `->integer('x')`, `->has('x')`, and `->input('x')`/`->get('x')`
 * on GET), `page` for `paginate()`/`simplePaginate()` and `cursor` for `cursorPaginate()`, spatie/laravel-
 * query-builder's `filter[x]`, `sort`, `include` and `fields[table]` with their allowed values, and the
 * methods of a filter class type-hinted on the action; the app code the action hands the request to (a class
 * built with it, a method or function called with it) is read like the action. Runs after the rule and annotation strategies and
 * only adds names they left out, so what they say wins; an endpoint whose query string is annotated
 * (`@queryParam` tags, `#[QueryParam]` attributes, swagger-php query parameters) is taken as documented in full
 * and gets nothing more.
 */
import { makeParameter, type Parameter } from '../../../model.ts';
import { actionAndHelpers } from '../../../laravel/inference/code-walk.ts';
import { filterClassKeys } from '../../../laravel/inference/filter-classes.ts';
import { queryBuilderParams } from '../../../laravel/inference/query-builder.ts';
import { paginationReads, requestReads } from '../../../laravel/inference/request-reads.ts';
import { backedEnumValues } from '../../../laravel/validation/rule-expression.ts';
import { defaultTableName } from '../../../laravel/models/model-info.ts';
import { evaluate } from '../../../php/evaluate.ts';
import { tagsNamed } from '../../../php/docblock.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';
import { swaggerPhpOperation } from '../shared/swagger-php-operation.ts';

const READS_INPUT = ['GET', 'HEAD'];

export const GetFromRequestUsage: Strategy<'queryParameters'> = {
  name: 'GetFromRequestUsage',
  stage: 'queryParameters',
  run(context) {
    const sources = annotationSources(context);
    const handler = sources.handler;
    if (!handler || queryStringAnnotated(context, sources)) return undefined;
    const classes = context.app.classes;
    const methods = actionAndHelpers(handler, context.controller?.class.name, classes);
    const thisClass = context.controller?.class.name;
    // Running them follows the request into the app code it is handed to (a listing builder reading `sort`).
    const reading = methods.map((method) => ({ method, thisClass }));
    const isRead = context.endpoint.httpMethods.some((m) => READS_INPUT.includes(m));
    const documented = context.endpoint.queryParameters;
    const result: Record<string, Parameter> = {};
    const add = (parameter: Parameter) => {
      if (documented[parameter.name] || result[parameter.name] || context.endpoint.urlParameters[parameter.name]) return;
      result[parameter.name] = parameter;
    };

    for (const read of requestReads(reading, classes)) {
      if (!read.queryOnly && !isRead) continue;
      const enumValues = read.enumClass ? (backedEnumValues(read.enumClass, { classes }) ?? []) : [];
      add(
        makeParameter({
          name: read.name,
          type: read.type,
          description: read.defaultValue !== undefined ? `Defaults to ${JSON.stringify(read.defaultValue)}.` : '',
          example: enumValues[0] ?? context.examples.forType(read.type, read.name),
          enumValues,
          ...(enumValues.length > 0 && read.enumClass ? { enumClass: classes.find(read.enumClass)?.name ?? read.enumClass } : {}),
        }),
      );
    }

    if (isRead) {
      for (const key of paginationReads(methods)) {
        add(
          key === 'page'
            ? makeParameter({ name: 'page', type: 'integer', description: 'The page of results.', example: 1 })
            : makeParameter({ name: 'cursor', type: 'string', description: 'The cursor of the page of results, from `next_cursor` or `next_page_url` of the previous page.' }),
        );
      }
      queryBuilder(context, methods, add);
      for (const key of filterClassKeys(handler, classes)) {
        const type = key.type === 'int' ? 'integer' : key.type === 'bool' ? 'boolean' : key.type === 'float' ? 'number' : 'string';
        add(makeParameter({ name: key.name, type, example: context.examples.forType(type, key.name) }));
      }
    }
    return Object.keys(result).length > 0 ? result : undefined;
  },
};

function queryStringAnnotated(context: StrategyContext, sources: ReturnType<typeof annotationSources>): boolean {
  const docs = [sources.controllerDoc, sources.methodDoc, sources.formRequest?.docBlock];
  if (docs.some((doc) => tagsNamed(doc, 'queryParam').length > 0)) return true;
  if (swaggerPhpOperation(context)?.operation.parameters.some((parameter) => parameter.in === 'query')) return true;
  return sources.attributePlaces.some((place) => place.attributes.some((attribute) => attribute.shortName === 'QueryParam'));
}

function queryBuilder(context: StrategyContext, methods: ReturnType<typeof actionAndHelpers>, add: (parameter: Parameter) => void): void {
  const classes = context.app.classes;
  const allowed = queryBuilderParams(methods, classes, (model) => tableOf(model, context));
  if (!allowed) return;
  for (const filter of allowed.filters) {
    add(makeParameter({ name: `filter[${filter}]`, type: 'string', description: `Only results whose ${filter} matches.`, example: context.examples.forType('string', filter) }));
  }
  if (allowed.sorts.length > 0) {
    const values = allowed.sorts.flatMap((sort) => [sort, `-${sort}`]);
    add(makeParameter({ name: 'sort', type: 'string', description: 'The field to sort by; a leading `-` sorts in descending order.', example: values[0], enumValues: values }));
  }
  if (allowed.includes.length > 0) {
    add(makeParameter({ name: 'include', type: 'string', description: `Relations to include, separated by commas: ${allowed.includes.map((i) => `\`${i}\``).join(', ')}.`, example: allowed.includes[0] }));
  }
  if (allowed.fields.length > 0) {
    const table = allowed.table ?? 'fields';
    add(makeParameter({ name: `fields[${table}]`, type: 'string', description: `The fields to return, separated by commas: ${allowed.fields.map((f) => `\`${f}\``).join(', ')}.`, example: allowed.fields.slice(0, 2).join(',') }));
  }
}

/** The model's `$table`, else Laravel's default table name. */
function tableOf(modelClass: string, context: StrategyContext): string {
  const classes = context.app.classes;
  const found = classes.findProperty(modelClass, 'table');
  const value = found?.property.default
    ? evaluate(found.property.default, { scope: found.owner.scope, classes, file: classes.absolutePath(found.owner.file), env: classes.env })
    : undefined;
  return typeof value === 'string' ? value : defaultTableName(modelClass);
}
