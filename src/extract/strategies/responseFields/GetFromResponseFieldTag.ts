/**
 * `@responseField <name> [type] [required] <description> [Enum: …]` on the controller class, the method, and the
 * `toArray()` docblock of the API resources the endpoint's responses use. A field without a type takes the
 * type of its value in the first 2xx example response.
 */
import { nameMap } from '../../../name-map.ts';
import type { ResponseField } from '../../../model.ts';
import type { DocBlock } from '../../../php/docblock.ts';
import { tagsNamed } from '../../../php/docblock.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { methodDoc } from '../responses/method-doc.ts';
import { inferFieldType } from './infer-field-type.ts';
import { parseResponseFieldTag } from './response-field-tag.ts';
import { resourcesOfEndpoint } from './resources-of-endpoint.ts';

function fieldsFrom(block: DocBlock | undefined, file: string | undefined, prefix: string, context: StrategyContext, into: Record<string, ResponseField>): void {
  for (const tag of tagsNamed(block, 'responseField')) {
    const spec = parseResponseFieldTag(tag.content);
    if (!spec) {
      context.report({ severity: 'warning', code: 'tag-unreadable', message: '@responseField needs a field name; the tag is skipped.', file, line: tag.line });
      continue;
    }
    const name = `${prefix}${spec.name}`;
    into[name] = {
      name,
      description: spec.description,
      type: spec.type || inferFieldType(name, context.endpoint.responses),
      required: spec.required,
      nullable: spec.nullable,
      enumValues: spec.enumValues,
    };
  }
}

export const GetFromResponseFieldTag: Strategy<'responseFields'> = {
  name: 'GetFromResponseFieldTag',
  stage: 'responseFields',
  run(context) {
    const controller = context.controller;
    const method = methodDoc(context);
    const fields: Record<string, ResponseField> = nameMap();
    if (controller) fieldsFrom(controller.class.docBlock, controller.class.file, '', context, fields);
    fieldsFrom(method.doc, method.file, '', context, fields);
    for (const resource of resourcesOfEndpoint(context)) {
      fieldsFrom(resource.toArray.docBlock, resource.toArray.file, resource.prefix, context, fields);
    }
    return Object.keys(fields).length ? fields : undefined;
  },
};
