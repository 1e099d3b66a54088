/**
 * Comments above a rule key give its description and example (reference §2):
 *
 *     // The post's title. Example: Hello
 *     'title' => 'required|string',
 *     // No-example
 *     'draft' => 'boolean',
 */
import type { PhpNode } from '../../php/ast.ts';
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
