/**
 * What a PHP file that does not parse says to the user: php-parser's messages ("syntax error, unexpected '{',
 * expecting T_VARIABLE on line 2", "Bad terminal sequence ...", "Maximum call stack size exceeded") rewritten
 * in words, without the parser's token names.
 */
import { Stats } from 'node:fs';
import { ParseStopped } from './parse-guard.ts';

/** Token names php-parser puts in messages, in the words a PHP developer uses. Others are spelled out from the name. */
const TOKEN_WORDS: Record<string, string> = {
  T_VARIABLE: 'a variable',
  T_STRING: 'a name',
  T_CONSTANT_ENCAPSED_STRING: 'a string',
  T_ENCAPSED_AND_WHITESPACE: 'string text',
  T_LNUMBER: 'a number',
  T_DNUMBER: 'a number',
  T_DOUBLE_ARROW: "'=>'",
  T_OBJECT_OPERATOR: "'->'",
  T_NULLSAFE_OBJECT_OPERATOR: "'?->'",
  T_PAAMAYIM_NEKUDOTAYIM: "'::'",
  T_DOUBLE_COLON: "'::'",
  T_NS_SEPARATOR: "'\\'",
  T_ELLIPSIS: "'...'",
  T_NAME_QUALIFIED: 'a name',
  T_NAME_FULLY_QUALIFIED: 'a name',
  T_NAME_RELATIVE: 'a name',
  T_INLINE_HTML: 'text outside PHP tags',
  T_OPEN_TAG: "'<?php'",
  T_CLOSE_TAG: "'?>'",
  T_START_HEREDOC: 'a heredoc',
  T_END_HEREDOC: 'the end of a heredoc',
  T_ATTRIBUTE: "'#['",
};

function tokenWords(name: string): string {
  return TOKEN_WORDS[name] ?? `'${name.replace(/^T_/, '').toLowerCase().replace(/_/g, ' ')}'`;
}

/** php-parser's syntax-error text, without its prefix, its line suffix and its token names. */
export function syntaxErrorSentence(parserMessage: string): string {
  const detail = parserMessage
    .replace(/^Parse Error\s*:\s*/i, '')
    .replace(/^syntax error,\s*/, '')
    .replace(/ on line \d+$/, '')
    // "unexpected 'y' (T_ENCAPSED_AND_WHITESPACE)": the quoted text is what the user wrote; the name adds nothing.
    .replace(/ \(T_[A-Z_]+\)/g, '')
    .replace(/\bT_[A-Z_]+\b/g, tokenWords);
  return `PHP syntax error: ${detail}.`;
}

export interface ParseFailure {
  line: number;
  message: string;
}

/**
 * What a parse that threw means, and where: the lexer meeting a character it cannot read, a file nested
 * deeper than the parser can follow, or the parse guard stopping a loop or a runaway parse.
 */
export function parseFailure(error: unknown, source: string, offset: number, lexerLine: number): ParseFailure {
  if (error instanceof ParseStopped) {
    return {
      line: error.line,
      message:
        error.reason === 'stuck'
          ? 'PHP parser got stuck reading this file (it kept re-reading the same text); the file is skipped. A stray backtick or an unclosed comment or string near this line is the usual cause.'
          : 'PHP file took too long to parse; it is skipped. Look near this line for an unclosed comment, string or heredoc.',
    };
  }
  if (error instanceof RangeError) {
    return {
      line: lexerLine,
      message: 'PHP file nests code too deeply to be read (hundreds of levels of brackets, closures or calls); the file is skipped.',
    };
  }
  const text = error instanceof Error ? error.message : String(error);
  const badCharacter = /^Bad terminal sequence "(.*)"/s.exec(text);
  if (badCharacter) {
    // The lexer only throws this inside `#[...]`; the attribute's own line is where the user looks.
    const attributeStart = source.lastIndexOf('#[', offset);
    const line = attributeStart >= 0 ? lineAt(source, attributeStart) : lexerLine;
    return {
      line,
      message: `PHP syntax error: this attribute cannot be read: '${badCharacter[1]}' on line ${lexerLine} is not allowed inside '#[...]' (is the attribute closed with ']'?).`,
    };
  }
  return { line: lexerLine, message: `PHP syntax error: this file cannot be read near this line.` };
}

function lineAt(source: string, offset: number): number {
  let line = 1;
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++;
  return line;
}

/** Why a file cannot be read, from what `stat` found (not a regular file) or the error reading it threw. */
export function unreadableReason(why: unknown): string {
  if (why instanceof Stats) {
    if (why.isDirectory()) return 'it is a folder, not a file';
    if (why.isFIFO()) return 'it is a named pipe, not a file';
    return 'it is not a regular file';
  }
  switch ((why as NodeJS.ErrnoException | undefined)?.code) {
    case 'ENOENT':
      return 'it does not exist (or is a link to a file that does not exist)';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ELOOP':
      return 'it is a link that points back to itself';
    default:
      return 'the file system refused to read it';
  }
}

/**
 * A doc comment that ends before its author meant it to: a `*` and `/` inside the text (`uploads/*` + `/`)
 * close it, and the following ` * ...` lines are read as code. Returns the line of that early end when it
 * comes before `errorLine`, so the syntax error can point at the cause.
 */
export function earlyCommentEnd(source: string, errorLine: number): number | undefined {
  let found: number | undefined;
  let line = 1;
  let counted = 0;
  for (let start = source.indexOf('/**'); start !== -1; start = source.indexOf('/**', start + 3)) {
    const end = source.indexOf('*/', start + 3);
    if (end === -1) break;
    const lineEnd = source.indexOf('\n', end);
    if (lineEnd === -1) break;
    const restOfLine = source.slice(end + 2, lineEnd).trim();
    const nextLine = source.slice(lineEnd + 1, source.indexOf('\n', lineEnd + 1) >>> 0).trimStart();
    if (restOfLine !== '' && nextLine.startsWith('*')) {
      for (let i = source.indexOf('\n', counted); i !== -1 && i < end; i = source.indexOf('\n', i + 1)) line++;
      counted = end;
      if (line > errorLine) break;
      found = line;
    }
    start = end;
  }
  return found;
}
