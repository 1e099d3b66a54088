/**
 * `@transformer` / `@transformerCollection [status] Class`, with `@transformerModel Model [states=…] [with=…]
 * [resourceKey=…]` and `@transformerPaginator AdapterClass [perPage]` (league/fractal). Without a model tag,
 * the model is the type of the transformer's `transform()` parameter. `transformers.serializer` shapes the output.
 */
import type { ResponseExample } from '../../../model.ts';
import type { DocTag } from '../../../php/docblock.ts';
import { transformerModel } from '../../../laravel/transformers/transformer-response.ts';
import { keepStatus } from '../../response-status.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { methodDoc } from './method-doc.ts';
import { annotationClass, boundUri, transformerExample } from './render-examples.ts';
import { listField, parseContentAndFields } from '../../../tag-grammar/fields.ts';
import { leadingStatus, tagResponse } from './tag-response.ts';

function firstTag(tags: DocTag[], ...names: string[]): DocTag | undefined {
  return tags.find((tag) => names.includes(tag.name.toLowerCase()));
}

function readTags(context: StrategyContext, tag: DocTag, tags: DocTag[]): ResponseExample | undefined {
  const method = methodDoc(context);
  const classes = context.app.classes;
  const where = { file: method.file, line: tag.line };
  const { status, rest } = leadingStatus(tag.content.trim());
  const { content, fields } = parseContentAndFields(rest, ['status', 'scenario']);
  const transformerClass = annotationClass(content.split(/\s+/)[0] ?? '', method.scope, classes);
  if (!transformerClass || !classes.find(transformerClass)) {
    context.report({
      severity: 'warning',
      code: 'transformer-missing',
      message: `@${tag.name} names ${transformerClass || 'no class'}, which is not a transformer class of the app; the response is left out.`,
      ...where,
    });
    return undefined;
  }

  const modelTag = firstTag(tags, 'transformermodel');
  const model = modelTag ? parseContentAndFields(modelTag.content.trim(), ['states', 'with', 'resourceKey']) : undefined;
  const modelClass = model?.content
    ? annotationClass(model.content.split(/\s+/)[0]!, method.scope, classes)
    : transformerModel(transformerClass, classes);
  if (!modelClass) {
    context.report({
      severity: 'warning',
      code: 'transformer-model',
      message: `Cannot tell which model ${transformerClass.split('\\').pop()} transforms: add @transformerModel, or type the first parameter of transform(). The response is left out.`,
      ...where,
    });
    return undefined;
  }

  const paginatorTag = firstTag(tags, 'transformerpaginator');
  const paginatorMatch = paginatorTag ? /^\s*(\S+)(?:\s+(\d+))?/.exec(paginatorTag.content) : null;
  const json = transformerExample(context, `transformer:${tag.line}`, {
    transformerClass,
    collection: tag.name.toLowerCase() === 'transformercollection',
    modelClass,
    states: listField(model?.fields.states),
    with: listField(model?.fields.with),
    resourceKey: model?.fields.resourceKey ?? null,
    paginator: paginatorMatch
      ? { adapter: annotationClass(paginatorMatch[1]!, method.scope, classes), perPage: paginatorMatch[2] ? Number(paginatorMatch[2]) : null }
      : undefined,
    serializer: context.app.config.transformers.serializer,
    uri: boundUri(context),
    where,
  });
  if (json === undefined) return undefined;
  const response = tagResponse(json, fields, status);
  return keepStatus(response, `@${tag.name}`, where, context.report) ? response : undefined;
}

export const UseTransformerTags: Strategy<'responses'> = {
  name: 'UseTransformerTags',
  stage: 'responses',
  run(context) {
    const tags = methodDoc(context).doc?.tags ?? [];
    const tag = firstTag(tags, 'transformer', 'transformercollection');
    if (!tag) return undefined;
    const response = readTags(context, tag, tags);
    return response ? [response] : undefined;
  },
};
