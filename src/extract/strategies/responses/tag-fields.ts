/**
 * Scribe's AnnotationParser for response tags: `key=value` fields (values quoted when they hold spaces)
 * may sit anywhere in a tag and only the allowed keys are taken out; `@apiResourceAdditional` takes any
 * `key=value`, `key="long text"` or `"key with spaces"="long text"` pairs.
 */
import type { ResponseExample } from '../../../model.ts';

export interface TagContent {
  content: string;
  fields: Record<string, string | undefined>;
}

const VALUE = `([^\\s'"]+|"[\\s\\S]+?"|'[\\s\\S]+?')`;

/** The value without the quotes and spaces around it (a loop: `/^["'\s]+|["'\s]+$/` is quadratic on long runs). */
function unquote(value: string): string {
  const isQuoteOrSpace = (c: string): boolean => c === '"' || c === "'" || c.trim() === '';
  let start = 0;
  let end = value.length;
  while (start < end && isQuoteOrSpace(value[start]!)) start++;
  while (end > start && isQuoteOrSpace(value[end - 1]!)) end--;
  return value.slice(start, end);
}

/** Takes the allowed `field=value` pairs out of a tag's text; the rest is the content. */
export function parseContentAndFields(text: string, allowed: readonly string[]): TagContent {
  let content = text;
  const fields: Record<string, string | undefined> = {};
  for (const field of allowed) {
    const match = new RegExp(`(?:^|(?<=\\s))${field}=${VALUE}\\s*`).exec(content);
    if (!match) continue;
    fields[field] = unquote(match[1]!);
    content = content.slice(0, match.index) + content.slice(match.index + match[0].length);
  }
  return { content: content.trim(), fields };
}

/** Every `key=value` pair of a tag (quoted keys and values allowed); text that is not a pair is ignored. */
export function parsePairs(text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  // A key starts after a space, a quote or `=` (the look-behind keeps the search linear on long unpaired words).
  const pattern = new RegExp(`(?<![^\\s'"=])([^\\s'"=]+|"[^"]+?"|'[^']+?')=${VALUE}`, 'g');
  for (const match of text.matchAll(pattern)) pairs.push([unquote(match[1]!), unquote(match[2]!)]);
  return pairs;
}

/** A leading three-digit status code: `@response 201 {…}` → [201, '{…}']. */
export function leadingStatus(text: string): { status: number | undefined; rest: string } {
  const match = /^(\d{3})?\s?([\s\S]*)$/.exec(text);
  return { status: match?.[1] ? Number(match[1]) : undefined, rest: match?.[2] ?? text };
}

/** A field's number (`status=201`), or undefined when absent or not a number. */
export function numberField(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

/** `states=a,b` → ['a', 'b']. */
export function listField(value: string | undefined): string[] {
  return value ? value.split(',').map((item) => item.trim()).filter(Boolean) : [];
}

/** The response a tag documents: status from `status=`, else the one written first, else 200; `scenario=` describes it. */
export function tagResponse(content: string, fields: TagContent['fields'], writtenStatus: number | undefined): ResponseExample {
  return { status: numberField(fields.status) ?? writtenStatus ?? 200, content, headers: {}, description: fields.scenario ?? '' };
}
