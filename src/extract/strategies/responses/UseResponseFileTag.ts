/**
 * `@responseFile [status] [status=… scenario="…"] path [{json merged over the file}]` on the controller method.
 * The path is absolute, relative to the app root, or relative to `storage/`. A missing file is a warning at the
 * tag's line and the other responses go on.
 */
import type { ResponseExample } from '../../../model.ts';
import { tagsNamed } from '../../../php/docblock.ts';
import { keepStatus } from '../../response-status.ts';
import type { Strategy } from '../../strategy.ts';
import { methodDoc } from './method-doc.ts';
import { readResponseFile } from './response-file.ts';
import { parseContentAndFields, tagResponse } from './tag-fields.ts';

export const UseResponseFileTag: Strategy<'responses'> = {
  name: 'UseResponseFileTag',
  stage: 'responses',
  run(context) {
    const method = methodDoc(context);
    const tags = tagsNamed(method.doc, 'responseFile');
    if (!tags.length) return undefined;
    const responses: ResponseExample[] = [];
    for (const tag of tags) {
      const match = /^(\d{3})?\s*([\s\S]*?)(\{[\s\S]*\})?\s*$/.exec(tag.content.trim());
      const { content: path, fields } = parseContentAndFields(match?.[2] ?? '', ['status', 'scenario']);
      const result = readResponseFile(path, match?.[3], context.app.root);
      if ('problem' in result) {
        context.report({
          severity: 'warning',
          code: 'response-file',
          message: `@responseFile ${result.problem}; the response is left out.`,
          file: method.file,
          line: tag.line,
        });
        continue;
      }
      const response = tagResponse(result.content, fields, match?.[1] ? Number(match[1]) : undefined);
      if (keepStatus(response, '@responseFile', { file: method.file, line: tag.line }, context.report)) responses.push(response);
    }
    return responses.length ? responses : undefined;
  },
};
