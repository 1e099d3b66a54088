/**
 * `@apiResource` / `@apiResourceCollection [status] [status=… scenario=…] Class`, with `@apiResourceModel Model
 * [states=a,b] [with=r1,r2] [paginate=n | paginate=n,simple]` (the three fields may also sit on the
 * `@apiResource` tag) and `@apiResourceAdditional key=value "key with spaces"="long text"`.
 * Without a model tag the model comes from the resource's `@mixin`; without that, the resource gets an empty
 * array (as Scribe 4.20+) and a warning says so.
 */
import type { ResponseExample } from '../../../model.ts';
import { tagsNamed, type DocTag } from '../../../php/docblock.ts';
import { mixinModel } from '../../../laravel/resources/resource-class.ts';
import type { Pagination } from '../../../laravel/resources/pagination.ts';
import { OrderedArray } from '../../../laravel/models/runtime-values.ts';
import { keepStatus } from '../../response-status.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { methodDoc } from './method-doc.ts';
import { annotationClass, apiResourceExample, boundUri, resourceOrigin } from './render-examples.ts';
import { listField, parseContentAndFields, parsePairs } from '../../../tag-grammar/fields.ts';
import { leadingStatus, tagResponse } from './tag-response.ts';

const EXTRA_FIELDS = ['states', 'with', 'paginate'] as const;

/** `paginate=15` → length-aware; `paginate=15,simple` → simple; `paginate=15,cursor` → cursor. */
export function paginationField(value: string | undefined): Pagination | undefined {
  const [perPage, kind] = listField(value);
  if (!perPage || !/^\d+$/.test(perPage)) return undefined;
  return { perPage: Number(perPage), kind: kind === 'simple' ? 'simple' : kind === 'cursor' ? 'cursor' : 'length-aware' };
}

/** The `@apiResource`/`@apiResourceCollection` tag of a method (the first one, as Scribe uses). */
export function apiResourceTag(tags: DocTag[]): DocTag | undefined {
  return tags.find((tag) => ['apiresource', 'apiresourcecollection'].includes(tag.name.toLowerCase()));
}

/** The resource class an `@apiResource` tag names. */
export function apiResourceClassOf(tag: DocTag): string {
  const { rest } = leadingStatus(tag.content.trim());
  return parseContentAndFields(rest, ['status', 'scenario', ...EXTRA_FIELDS]).content.split(/\s+/)[0] ?? '';
}

function readTags(context: StrategyContext, tag: DocTag, allTags: DocTag[]): ResponseExample | undefined {
  const method = methodDoc(context);
  const classes = context.app.classes;
  const where = { file: method.file, line: tag.line };
  const { status, rest } = leadingStatus(tag.content.trim());
  const { content, fields } = parseContentAndFields(rest, ['status', 'scenario', ...EXTRA_FIELDS]);
  const resourceClass = annotationClass(content.split(/\s+/)[0] ?? '', method.scope, classes);
  if (!resourceClass || !classes.find(resourceClass)) {
    context.report({
      severity: 'warning',
      code: 'api-resource-missing',
      message: `@${tag.name} names ${resourceClass || 'no class'}, which is not an API resource class of the app; the response is left out.`,
      ...where,
    });
    return undefined;
  }

  const modelTag = tagsNamed({ summary: '', description: '', tags: allTags }, 'apiResourceModel')[0];
  const model = modelTag ? parseContentAndFields(modelTag.content.trim(), [...EXTRA_FIELDS]) : undefined;
  const merged = { ...pick(fields), ...pick(model?.fields ?? {}) };
  let modelClass = model?.content ? annotationClass(model.content.split(/\s+/)[0]!, method.scope, classes) : undefined;
  modelClass ??= mixinModel(resourceClass, classes);
  if (!modelClass) {
    context.report({
      severity: 'warning',
      code: 'api-resource-model',
      message: `Cannot tell which model ${resourceClass.split('\\').pop()} wraps: add @apiResourceModel, or an @mixin tag on the resource class. The resource gets an empty array.`,
      ...where,
    });
  }

  const additionalTag = tagsNamed({ summary: '', description: '', tags: allTags }, 'apiResourceAdditional')[0];
  const additional = OrderedArray.fromEntries(additionalTag ? parsePairs(additionalTag.content) : []);

  const json = apiResourceExample(context, `apiResource:${tag.line}`, {
    resourceClass,
    collection: tag.name.toLowerCase() === 'apiresourcecollection',
    modelClass,
    states: listField(merged.states),
    with: listField(merged.with),
    pagination: paginationField(merged.paginate),
    additional,
    uri: boundUri(context),
    where,
  });
  if (json === undefined) return undefined;
  const response = { ...tagResponse(json, fields, status), origin: resourceOrigin(resourceClass, json, context.app.classes) };
  return keepStatus(response, `@${tag.name}`, where, context.report) ? response : undefined;
}

/** Only the fields that were given (so model-tag fields override resource-tag ones without blanking them). */
function pick(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

export const UseApiResourceTags: Strategy<'responses'> = {
  name: 'UseApiResourceTags',
  stage: 'responses',
  run(context) {
    const tags = methodDoc(context).doc?.tags ?? [];
    const tag = apiResourceTag(tags);
    if (!tag) return undefined;
    const response = readTags(context, tag, tags);
    return response ? [response] : undefined;
  },
};
