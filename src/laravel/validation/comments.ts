/**
 * Comments above a rule key give its description and example (the labels of tag-grammar/labels.ts):
 *
 *     // The post's title. Example: Hello
 *     'title' => 'required|string',
 *     // No-example
 *     'draft' => 'boolean',
 */
import { lineOf, type PhpNode } from '../../php/ast.ts';
import { NO_EXAMPLE_VALUE, takeExample, takeNoExample, writtenExample } from '../../tag-grammar/labels.ts';
import type { CustomParameterData } from './rules.ts';
import { joinLines } from '../../text-lines.ts';

/** The text of `//`, `#`, `/* *\/` and `/** *\/` comments, markers and leading stars removed, one line each. */
export function commentText(comments: readonly PhpNode[] | undefined): string {
  if (!comments) return '';
  const lines: string[] = [];
  for (const comment of comments) {
    const raw = String(comment.value ?? '');
    if (comment.kind === 'commentblock' || raw.startsWith('/*')) {
      const body = withoutClosingStars(raw.replace(/^\/\*+/, ''));
      for (const line of body.split(/\r?\n/)) lines.push(line.replace(/^\s*\*+\s?/, '').trim());
    } else {
      lines.push(raw.replace(/^(\/\/+|#)/, '').trim());
    }
  }
  return lines.filter((line) => line !== '').join('\n');
}

/**
 * The comment that describes a rule key: only the comments touching the key (a blank line cuts a section heading
 * or a note about several keys off), without lines of commented-out code (`// 'old' => 'string',`) or
 * decoration (`// ---- Account ----` keeps "Account" out too, being a heading).
 */
export function ruleKeyComment(entry: PhpNode): string {
  const comments = (entry.leadingComments ?? []) as PhpNode[];
  const touching: PhpNode[] = [];
  let next = lineOf(entry);
  for (let i = comments.length - 1; i >= 0; i--) {
    const comment = comments[i]!;
    if (lastLineOf(comment) < next - 1) break;
    touching.unshift(comment);
    next = comment.loc?.start.line ?? next;
  }
  return commentText(touching)
    .split('\n')
    .filter((line) => !isCommentedOutCode(line) && !isDecoration(line))
    .join('\n');
}

/** A `//` comment's text includes its line break, which php-parser counts as part of it. */
function lastLineOf(comment: PhpNode): number {
  const end = comment.loc?.end.line ?? 0;
  return comment.kind === 'commentline' && String(comment.value ?? '').endsWith('\n') ? end - 1 : end;
}

function isCommentedOutCode(line: string): boolean {
  const text = line.trim();
  return text.includes('=>') || text.endsWith(';') || /^\$\w/.test(text) || isQuotedString(text);
}

/** `'old_field',` or `"name"`: a string literal on its own, maybe with a trailing comma. */
function isQuotedString(text: string): boolean {
  const literal = text.endsWith(',') ? text.slice(0, -1).trimEnd() : text;
  const quote = literal[0];
  return literal.length >= 2 && (quote === "'" || quote === '"') && literal.endsWith(quote);
}

const DECORATION_SIGNS = '-=*#~_+';

/** `----`, `=== Account ===`: a line starting or ending with the same sign drawn three times or more, a heading. */
function isDecoration(line: string): boolean {
  const text = line.trim();
  const drawn = (a: string | undefined, b: string | undefined, c: string | undefined) =>
    a !== undefined && a !== '' && DECORATION_SIGNS.includes(a) && a === b && a === c;
  return drawn(text[0], text[1], text[2]) || drawn(text.at(-1), text.at(-2), text.at(-3));
}

/** The text before a comment's closing star-slash and any stars leading up to it. */
function withoutClosingStars(text: string): string {
  if (!text.endsWith('*/')) return text;
  let end = text.length - 1;
  while (end > 0 && text[end - 1] === '*') end--;
  return text.slice(0, end);
}

/** Description and example from a comment, as Scribe reads inline-validator comments. */
export function customDataFromComment(text: string): CustomParameterData {
  if (!text) return {};
  const data: CustomParameterData = {};
  const marks = takeNoExample(text);
  if (marks.noExample) data.example = NO_EXAMPLE_VALUE;
  let description = marks.text;
  const match = takeExample(description, 'whitespace');
  if (match) {
    description = match.before;
    data.example = writtenExample(match.value);
  }
  data.description = joinLines(description);
  return data;
}
