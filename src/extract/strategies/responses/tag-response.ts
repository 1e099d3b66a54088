/** What the response tags (`@response`, `@apiResource`, `@transformer`, `@responseFile`) share: the status and the response. */
import type { ResponseExample } from '../../../model.ts';
import { numberField, type ContentAndFields } from '../../../tag-grammar/fields.ts';

/** A leading three-digit status code: `@response 201 {…}` → [201, '{…}']. */
export function leadingStatus(text: string): { status: number | undefined; rest: string } {
  const match = /^(\d{3})?\s?([\s\S]*)$/.exec(text);
  return { status: match?.[1] ? Number(match[1]) : undefined, rest: match?.[2] ?? text };
}

/** The response a tag documents: status from `status=`, else the one written first, else 200; `scenario=` describes it. */
export function tagResponse(content: string, fields: ContentAndFields['fields'], writtenStatus: number | undefined): ResponseExample {
  return { status: numberField(fields.status) ?? writtenStatus ?? 200, content, headers: {}, description: fields.scenario ?? '' };
}
