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
import { parseContentAndFields } from '../../../tag-grammar/fields.ts';
import { tagResponse } from './tag-response.ts';

export const UseResponseFileTag: Strategy<'responses'> = {
  name: 'UseResponseFileTag',
  stage: 'responses',
  run(context) {
    const method = methodDoc(context);
    const tags = tagsNamed(method.doc, 'responseFile');
    if (!tags.length) return undefined;
    const responses: ResponseExample[] = [];
    for (const tag of tags) {
      const parts = responseFileParts(tag.content);
      const { content: path, fields } = parseContentAndFields(parts.path, ['status', 'scenario']);
      const result = readResponseFile(path, parts.merge, context.app.root, context.dependsOn);
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
      const response = tagResponse(result.content, fields, parts.status);
      if (keepStatus(response, '@responseFile', { file: method.file, line: tag.line }, context.report)) responses.push(response);
    }
    return responses.length ? responses : undefined;
  },
};

/**
 * `@responseFile 201 path/to/file.json {"merge": "these"}`: the optional status, the path (with any `key=value`
 * fields) and the optional JSON to merge, from the first `{` when the tag ends with `}`. String searches, not one
 * regex: `^(\d{3})?\s*(.*?)(\{.*\})?\s*$` backtracks quadratically on a run of braces.
 */
function responseFileParts(content: string): { status?: number; path: string; merge?: string } {
  let rest = content.trim();
  const status = /^\d{3}/.exec(rest)?.[0];
  if (status) rest = rest.slice(3).trimStart();
  const brace = rest.indexOf('{');
  if (brace === -1 || !rest.endsWith('}')) return { status: status ? Number(status) : undefined, path: rest };
  return { status: status ? Number(status) : undefined, path: rest.slice(0, brace), merge: rest.slice(brace) };
}
