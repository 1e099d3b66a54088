/**
 * Docblocks split the way phpDocumentor (and so Scribe) splits them: a summary, a description and tags.
 *
 * The summary ends at a line ending with a full stop, at a blank line, or where the first tag starts.
 * A tag is a line starting with `@name`; the lines that follow it, up to the next tag, belong to it.
 */
import { leadingDocComment, type PhpNode } from './ast.ts';

export interface DocTag {
  /** Without the `@`, as written (`bodyParam`, `response`, `group`). */
  name: string;
  /** Text after the name; continuation lines joined with `\n` (trailing blank lines dropped). */
  content: string;
  /** 1-based line of the `@name` in the file (relative to the docblock when no start line was given). */
  line: number;
}

export interface DocBlock {
  summary: string;
  description: string;
  tags: DocTag[];
}

export const EMPTY_DOCBLOCK: DocBlock = Object.freeze({ summary: '', description: '', tags: [] }) as DocBlock;

/** The docblock's text lines without the comment delimiters and leading `*`. */
function contentLines(raw: string): string[] {
  let text = raw.trim();
  if (text.startsWith('/**')) text = text.slice(3);
  else if (text.startsWith('/*')) text = text.slice(2);
  if (text.endsWith('*/')) text = text.slice(0, -2);
  return text.split(/\r?\n/).map((line) => {
    // " * text" → "text"; keep indentation after the star beyond one space (code samples in descriptions).
    const match = /^\s*\*(?!\/)\s?(.*)$/.exec(line);
    return (match ? match[1]! : line.trim()).trimEnd();
  });
}

const TAG_LINE = /^@([A-Za-z_\\][\w\\-]*)(?:\s+|$)([\s\S]*)$/;

function trimBlankEdges(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === '') start++;
  while (end > start && lines[end - 1]!.trim() === '') end--;
  return lines.slice(start, end);
}

/**
 * Parses a raw docblock (`/** … *\/`). `startLine` is the file line of the opening `/**`,
 * so that tag lines point into the file.
 */
export function parseDocBlock(raw: string, startLine = 1): DocBlock {
  const lines = contentLines(raw);
  // Each line is matched once; most lines of most docblocks are not tags.
  const tagMatches = lines.map((line) => (line.includes('@') ? TAG_LINE.exec(line.trimStart()) : null));
  const firstTag = tagMatches.findIndex((match) => match !== null);
  const textLines = trimBlankEdges(firstTag === -1 ? lines : lines.slice(0, firstTag));

  let summaryEnd = 0;
  while (summaryEnd < textLines.length) {
    const line = textLines[summaryEnd]!;
    if (line.trim() === '') break;
    summaryEnd++;
    if (line.trimEnd().endsWith('.')) break;
  }
  const summary = textLines
    .slice(0, summaryEnd)
    .map((line) => line.trim())
    .join('\n');
  const description = trimBlankEdges(textLines.slice(summaryEnd)).join('\n');

  const tags: DocTag[] = [];
  if (firstTag !== -1) {
    let current: { name: string; lines: string[]; line: number } | undefined;
    const flush = () => {
      if (!current) return;
      const body = current.lines.slice();
      while (body.length > 1 && body[body.length - 1]!.trim() === '') body.pop();
      tags.push({ name: current.name, content: body.join('\n').trim(), line: current.line });
    };
    for (let i = firstTag; i < lines.length; i++) {
      const line = lines[i]!;
      const match = tagMatches[i];
      if (match) {
        flush();
        current = { name: match[1]!, lines: [match[2] ?? ''], line: startLine + i };
      } else if (current) {
        current.lines.push(line);
      }
    }
    flush();
  }
  return { summary, description, tags };
}

/** The docblock written before a class, method, property or function node, or undefined. */
export function docBlockOf(node: PhpNode): DocBlock | undefined {
  const comment = leadingDocComment(node);
  if (!comment) return undefined;
  return parseDocBlock(String(comment.value), comment.loc?.start.line ?? 1);
}

/** Tags with a given name (case-insensitive, as Scribe matches them). */
export function tagsNamed(block: DocBlock | undefined, name: string): DocTag[] {
  if (!block) return [];
  const lower = name.toLowerCase();
  return block.tags.filter((tag) => tag.name.toLowerCase() === lower);
}

/** Whether the docblock has a tag (case-insensitive). */
export function hasTag(block: DocBlock | undefined, name: string): boolean {
  return tagsNamed(block, name).length > 0;
}
