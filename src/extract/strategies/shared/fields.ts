/**
 * `key=value` fields at the start or end of a tag (contract, format rule 3), e.g.
 * `@response status=201 scenario="created" {...}`. Multi-word values are quoted. Only the keys a tag
 * allows are taken out, so text such as `a=b` inside a description stays where it is.
 */

export interface ContentAndFields {
  content: string;
  fields: Record<string, string>;
}

const FIELD = /^(\w+)=("[^"]*"|'[^']*'|[^\s'"]+)/;
const TRAILING_FIELD = /(?:^|\s)(\w+)=("[^"]*"|'[^']*'|[^\s'"]+)$/;

export function parseFields(text: string, allowed: readonly string[]): ContentAndFields {
  let content = text.trim();
  const fields: Record<string, string> = {};
  const unquote = (value: string) => value.replace(/^(["'])([\s\S]*)\1$/, '$2');
  for (;;) {
    const match = FIELD.exec(content);
    if (!match || !allowed.includes(match[1]!)) break;
    fields[match[1]!] = unquote(match[2]!);
    content = content.slice(match[0].length).trimStart();
  }
  for (;;) {
    const match = TRAILING_FIELD.exec(content);
    if (!match || !allowed.includes(match[1]!)) break;
    fields[match[1]!] = unquote(match[2]!);
    content = content.slice(0, content.length - match[0].length).trimEnd();
  }
  return { content, fields };
}

/** `true`/`1`/`yes` (any case) as a boolean field value. */
export function fieldIsTrue(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  return ['true', '1', 'yes'].includes(value.toLowerCase());
}
