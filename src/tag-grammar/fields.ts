/**
 * `key=value` fields written inside a tag, e.g. `@response status=201 scenario="created" {...}` or
 * `@bodyParam deprecated=true old_name string …`. Multi-word values are quoted. Only the keys a tag allows are
 * taken out, so text such as `a=b` inside a description stays where it is. Two placements exist, as in Scribe:
 * parameter tags take fields at their start or end only, response tags anywhere (Scribe's AnnotationParser).
 */

export interface ContentAndFields {
  content: string;
  fields: Record<string, string | undefined>;
}

const EDGE_FIELD = /^(\w+)=("[^"]*"|'[^']*'|[^\s'"]+)/;
const TRAILING_EDGE_FIELD = /(?:^|\s)(\w+)=("[^"]*"|'[^']*'|[^\s'"]+)$/;

/** Takes the allowed fields off the start and the end of a tag's text; the rest is the content. */
export function parseFieldsAtEdges(text: string, allowed: readonly string[]): ContentAndFields {
  let content = text.trim();
  const fields: Record<string, string> = {};
  const unquote = (value: string) => value.replace(/^(["'])([\s\S]*)\1$/, '$2');
  for (;;) {
    const match = EDGE_FIELD.exec(content);
    if (!match || !allowed.includes(match[1]!)) break;
    fields[match[1]!] = unquote(match[2]!);
    content = content.slice(match[0].length).trimStart();
  }
  for (;;) {
    const match = TRAILING_EDGE_FIELD.exec(content);
    if (!match || !allowed.includes(match[1]!)) break;
    fields[match[1]!] = unquote(match[2]!);
    content = content.slice(0, content.length - match[0].length).trimEnd();
  }
  return { content, fields };
}

const VALUE = `([^\\s'"]+|"[\\s\\S]+?"|'[\\s\\S]+?')`;

/** The value without the quotes and spaces around it (a loop: `/^["'\s]+|["'\s]+$/` is quadratic on long runs). */
function trimQuotes(value: string): string {
  const isQuoteOrSpace = (c: string): boolean => c === '"' || c === "'" || c.trim() === '';
  let start = 0;
  let end = value.length;
  while (start < end && isQuoteOrSpace(value[start]!)) start++;
  while (end > start && isQuoteOrSpace(value[end - 1]!)) end--;
  return value.slice(start, end);
}

/** Takes the allowed fields out of a tag's text wherever they are written; the rest is the content. */
export function parseContentAndFields(text: string, allowed: readonly string[]): ContentAndFields {
  let content = text;
  const fields: Record<string, string | undefined> = {};
  for (const field of allowed) {
    const match = new RegExp(`(?:^|(?<=\\s))${field}=${VALUE}\\s*`).exec(content);
    if (!match) continue;
    fields[field] = trimQuotes(match[1]!);
    content = content.slice(0, match.index) + content.slice(match.index + match[0].length);
  }
  return { content: content.trim(), fields };
}

/** Every `key=value` pair of a tag (quoted keys and values allowed); text that is not a pair is ignored. */
export function parsePairs(text: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  // A key starts after a space, a quote or `=` (the look-behind keeps the search linear on long unpaired words).
  const pattern = new RegExp(`(?<![^\\s'"=])([^\\s'"=]+|"[^"]+?"|'[^']+?')=${VALUE}`, 'g');
  for (const match of text.matchAll(pattern)) pairs.push([trimQuotes(match[1]!), trimQuotes(match[2]!)]);
  return pairs;
}

/** `true`/`1`/`yes` (any case) as a boolean field value. */
export function fieldIsTrue(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return ['true', '1', 'yes'].includes(value.toLowerCase());
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
