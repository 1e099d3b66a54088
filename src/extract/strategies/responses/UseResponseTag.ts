/**
 * `@response [status] [status=… scenario="…"] {json}` on the controller method, as many as written.
 * The status defaults to 200, a tag without a body gives `{}`, and text that is not JSON is kept as text.
 * A body that looks like JSON but does not parse is kept too, with a warning at the tag's line.
 */
import type { ResponseExample } from '../../../model.ts';
import { tagsNamed } from '../../../php/docblock.ts';
import { keepStatus } from '../../response-status.ts';
import type { Strategy } from '../../strategy.ts';
import { methodDoc } from './method-doc.ts';
import { parseContentAndFields } from '../../../tag-grammar/fields.ts';
import { leadingStatus, tagResponse } from './tag-response.ts';

/** Whether text meant as JSON is broken: it starts like JSON but does not parse. */
export function brokenJson(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    JSON.parse(trimmed);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

export const UseResponseTag: Strategy<'responses'> = {
  name: 'UseResponseTag',
  stage: 'responses',
  run(context) {
    const method = methodDoc(context);
    const tags = tagsNamed(method.doc, 'response');
    if (!tags.length) return undefined;
    const responses: ResponseExample[] = [];
    for (const tag of tags) {
      const { status, rest } = leadingStatus(tag.content);
      const { content, fields } = parseContentAndFields(rest, ['status', 'scenario']);
      const body = content === '' ? '{}' : content;
      const problem = brokenJson(body);
      if (problem) {
        context.report({
          severity: 'warning',
          code: 'response-json',
          message: `The @response body is not valid JSON (${problem}); it is shown as written.`,
          file: method.file,
          line: tag.line,
        });
      }
      const response = tagResponse(body, fields, status);
      if (keepStatus(response, '@response', { file: method.file, line: tag.line }, context.report)) responses.push(response);
    }
    return responses;
  },
};
