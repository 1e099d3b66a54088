/**
 * Comments above a rule key give its description and example (reference §2):
 *
 *     // The post's title. Example: Hello
 *     'title' => 'required|string',
 *     // No-example
 *     'draft' => 'boolean',
 */
import type { PhpNode } from '../../php/ast.ts';
import { splitAtLabel } from '../../extract/strategies/shared/labelled-value.ts';
import type { CustomParameterData } from './rules.ts';

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

/** The text before a comment's closing star-slash and any stars leading up to it. */
function withoutClosingStars(text: string): string {
  if (!text.endsWith('*/')) return text;
  let end = text.length - 1;
  while (end > 0 && text[end - 1] === '*') end--;
  return text.slice(0, end);
}

/** Lines joined with one space, blank lines dropped (a comment's text as one sentence). */
export function joinLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');
}

/** Description and example from a comment, as Scribe reads inline-validator comments. */
export function customDataFromComment(text: string): CustomParameterData {
  if (!text) return {};
  const data: CustomParameterData = {};
  if (text.includes('No-example')) data.example = 'No-example';
  let description = text.replace(/No-example\.?/g, '').trim();
  const match = splitAtLabel(description, 'Example:', 'last', 'whitespace');
  if (match) {
    description = match.before;
    const example = match.value;
    data.example = example === 'null' ? null : example;
  }
  data.description = joinLines(description);
  return data;
}
