/**
 * Comments above a rule key give its description and example (reference §2):
 *
 *     // The post's title. Example: Hello
 *     'title' => 'required|string',
 *     // No-example
 *     'draft' => 'boolean',
 */
import { lineOf, type PhpNode } from '../../php/ast.ts';
import type { CustomParameterData } from './rules.ts';

/** The text of `//`, `#`, `/* *\/` and `/** *\/` comments, markers and leading stars removed, one line each. */
export function commentText(comments: readonly PhpNode[] | undefined): string {
  if (!comments) return '';
  const lines: string[] = [];
  for (const comment of comments) {
    const raw = String(comment.value ?? '');
    if (comment.kind === 'commentblock' || raw.startsWith('/*')) {
      const body = raw.replace(/^\/\*+/, '').replace(/\*+\/$/, '');
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
  return /=>/.test(line) || /;\s*$/.test(line) || /^\$\w+/.test(line) || /^(['"]).*\1\s*,?\s*$/.test(line);
}

/** `----`, `=== Account ===`: a line drawn with the same sign, a heading. */
function isDecoration(line: string): boolean {
  return /^([-=*#~_+])\1{2,}/.test(line.trim()) || /([-=*#~_+])\1{2,}$/.test(line.trim());
}

/** Description and example from a comment, as Scribe reads inline-validator comments. */
export function customDataFromComment(text: string): CustomParameterData {
  if (!text) return {};
  const data: CustomParameterData = {};
  if (text.includes('No-example')) data.example = 'No-example';
  let description = text.replace(/No-example\.?/g, '').trim();
  const match = /(.*\s+|^)Example:\s*([\s\S]+?)\s*$/s.exec(description);
  if (match) {
    description = match[1]!.trim();
    const example = match[2]!;
    data.example = example === 'null' ? null : example;
  }
  data.description = description.replace(/\s*\n\s*/g, ' ');
  return data;
}
