/**
 * Parsing PHP files into php-parser ASTs, never throwing: syntax errors become diagnostics with file:line
 * and the parser's partial AST is kept, so the rest of a file still counts.
 *
 * Parsed files are cached by content hash; a stat check (size + mtime) lets warm runs skip reading
 * files that did not change.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { Engine } from 'php-parser';
import type { FileStat } from '../app-files.ts';
import type { Diagnostic } from '../model.ts';
import type { PhpNode } from './ast.ts';
import { guardLexer, PARSE_BUDGET_MS, ParseStopped, type GuardedLexer, type ParseGuard } from './parse-guard.ts';
import { earlyCommentEnd, parseFailure, syntaxErrorSentence, unreadableReason } from './parse-messages.ts';

export interface ParsedFile {
  /** The path as given (absolute for `parseFile`). */
  path: string;
  source: string;
  /** The `program` node; partial when there were syntax errors. */
  ast: PhpNode;
  errors: Diagnostic[];
}

interface Parsing {
  engine: Engine;
  guard: ParseGuard;
}

/** How docgen configures php-parser (exported for the benchmarks that time a bare parse beside the extraction). */
export const PARSER_OPTIONS = {
  parser: { extractDoc: true, suppressErrors: true, version: '8.5' },
  ast: { withPositions: true },
} as ConstructorParameters<typeof Engine>[0];

function newParsing(): Parsing {
  // A copy: php-parser writes into the options it is given (the version becomes a number, a lexer key appears).
  const engine = new Engine(structuredClone(PARSER_OPTIONS));
  return { engine, guard: guardLexer(engine.lexer as unknown as GuardedLexer) };
}

let parsing: Parsing | undefined;

/**
 * Files parsed by this process, in the order of their last parse, how many parses that took (benchmarks: no file is
 * parsed twice), how many characters they read (a file read for some of its functions is parsed in part) and how
 * many characters were lexed without a parse (tokensOf).
 */
const activity = { files: new Set<string>(), parses: 0, characters: 0, lexed: 0 };

export function parseActivity(): { files: string[]; parses: number; characters: number; lexed: number } {
  return { files: [...activity.files], parses: activity.parses, characters: activity.characters, lexed: activity.lexed };
}

const byHash = new Map<string, ParsedFile>();
/**
 * What was read of each file: its stamp and content key, and its parse unless forgotten or not parsed yet (then
 * the text noted by noteFileContent, until the parse uses it).
 */
const byPath = new Map<string, { size: number; mtimeMs: number; key: string; parsed?: ParsedFile; source?: string }>();

function hashOf(code: string): string {
  return createHash('sha1').update(code).digest('hex');
}

interface RawParseError {
  message?: string;
  line?: number;
}

function syntaxDiagnostic(error: RawParseError, fileName: string, source: string): Diagnostic {
  const message = syntaxErrorSentence(String(error.message ?? 'syntax error'));
  const line = error.line ?? 1;
  const commentEnd = earlyCommentEnd(source, line);
  if (commentEnd !== undefined) {
    return {
      severity: 'error',
      code: 'php-syntax',
      message: `PHP syntax error: the doc comment is closed early by the '*/' on this line, so the lines after it are read as code (line ${line}: ${message.replace(/^PHP syntax error: /, '').replace(/\.$/, '')}).`,
      file: fileName,
      line: commentEnd,
    };
  }
  return { severity: 'error', code: 'php-syntax', message, file: fileName, line };
}

/** A character the lexer refuses is blanked and the file parsed again, this many times at most, so the rest still counts. */
const MAX_BLANKED_CHARACTERS = 8;

/** Parses without caching; `budgetMs` bounds the whole parse (exported for the guard's own tests). */
export function parseUncached(code: string, fileName: string, budgetMs = PARSE_BUDGET_MS): ParsedFile {
  parsing ??= newParsing();
  activity.parses++;
  activity.characters += code.length;
  activity.files.delete(fileName);
  activity.files.add(fileName);
  const { engine, guard } = parsing;
  const lexer = engine.lexer as unknown as { offset: number; yylineno: number };
  guard.start(budgetMs);
  let text = code;
  let failure: Diagnostic | undefined;
  for (let attempt = 0; ; attempt++) {
    try {
      const ast = engine.parseCode(text, fileName) as unknown as PhpNode;
      const rawErrors = (Array.isArray(ast.errors) ? ast.errors : []) as RawParseError[];
      // Like PHP, only the first syntax error: the parser's recovery makes the later ones echoes of it.
      const first = failure ?? (rawErrors[0] ? syntaxDiagnostic(rawErrors[0], fileName, code) : undefined);
      return { path: fileName, source: code, ast, errors: first ? [first] : [] };
    } catch (error) {
      // suppressErrors recovers from syntax errors; the lexer still throws on a character it cannot read,
      // the parser's recursion can overflow, and the guard stops loops and runaway parses.
      const offset = lexer.offset;
      const { line, message } = parseFailure(error, text, offset, lexer.yylineno);
      failure ??= { severity: 'error', code: 'php-syntax', message, file: fileName, line };
      const blankable = !(error instanceof ParseStopped) && !(error instanceof RangeError) && offset > 0;
      if (!blankable || attempt >= MAX_BLANKED_CHARACTERS) {
        return { path: fileName, source: code, ast: emptyProgram(), errors: [failure] };
      }
      text = `${text.slice(0, offset - 1)} ${text.slice(offset)}`;
    }
  }
}

function emptyProgram(): PhpNode {
  return { kind: 'program', children: [], errors: [], comments: [] };
}

function cacheKey(code: string, fileName: string): string {
  return `${fileName}\0${hashOf(code)}`;
}

/** Parses PHP source text. Cached by content hash (and file name, which appears in diagnostics). */
export function parseCode(code: string, fileName: string): ParsedFile {
  return parseKeyed(code, fileName, cacheKey(code, fileName));
}

function parseKeyed(code: string, fileName: string, key: string): ParsedFile {
  const cached = byHash.get(key);
  if (cached) return cached;
  const parsed = parseUncached(code, fileName);
  byHash.set(key, parsed);
  return parsed;
}

/** A file's tokens, every character in one: each one's name (`T_FUNCTION`) or character (`{`), and where it ends. */
export interface PhpTokens {
  kinds: string[];
  ends: number[];
}

/** The lexer's side that reading tokens one by one uses (what php-parser's own `tokenGetAll` reads). */
interface TokenLexer {
  mode_eval: boolean;
  all_tokens: boolean;
  EOF: number;
  yytext: string;
  offset: number;
  setInput(code: string): void;
  lex(): number | string | false;
}

/**
 * The tokens of PHP source, as `token_get_all()` tells them, without an array per token; undefined when the lexer
 * cannot read it or runs out of the parse's time budget (a parse then answers, and reports why).
 */
export function tokensOf(code: string): PhpTokens | undefined {
  parsing ??= newParsing();
  const { engine, guard } = parsing;
  const lexer = engine.lexer as unknown as TokenLexer;
  const names = (engine as unknown as { tokens: { values: Record<number, string> } }).tokens.values;
  guard.start(PARSE_BUDGET_MS);
  activity.lexed += code.length;
  try {
    lexer.mode_eval = false;
    lexer.all_tokens = true;
    lexer.setInput(code);
    const kinds: string[] = [];
    const ends: number[] = [];
    for (let token = lexer.lex() || lexer.EOF; token !== lexer.EOF; token = lexer.lex() || lexer.EOF) {
      kinds.push(typeof token === 'number' ? (names[token] ?? lexer.yytext) : lexer.yytext);
      ends.push(lexer.offset);
    }
    return { kinds, ends };
  } catch {
    return undefined;
  }
}

/**
 * Parses a file by absolute path. A file that cannot be read gives an empty program and a diagnostic.
 * Diagnostics name the file as given; callers relativise paths to the app root when reporting. A caller that
 * has just found it to be a regular file passes the size and mtime it saw, and the file is not stat'ed again.
 */
export function parseFile(absPath: string, regularFile?: FileStat): ParsedFile {
  let stat: FileStat;
  if (regularFile) stat = regularFile;
  else {
    let stats: Stats;
    try {
      stats = statSync(absPath);
    } catch (error) {
      return unreadable(absPath, error);
    }
    // A folder, a FIFO (reading one waits for a writer forever) or a device is never read.
    if (!stats.isFile()) return unreadable(absPath, stats);
    stat = stats;
  }
  const known = byPath.get(absPath);
  const unchanged = known && known.size === stat.size && known.mtimeMs === stat.mtimeMs ? known : undefined;
  if (unchanged?.parsed) return unchanged.parsed;
  const noted = unchanged?.source !== undefined ? unchanged : undefined;
  let source: string;
  try {
    source = noted?.source ?? readFileSync(absPath, 'utf8');
  } catch (error) {
    return unreadable(absPath, error);
  }
  const key = noted?.key ?? cacheKey(source, absPath);
  // An edited file's previous parse is dropped, so long-running dev servers do not accumulate versions.
  if (known && known.key !== key) byHash.delete(known.key);
  const parsed = parseKeyed(source, absPath, key);
  byPath.set(absPath, { size: stat.size, mtimeMs: stat.mtimeMs, key, parsed });
  return parsed;
}

/**
 * Size and mtime of a file when `parseFile` last read it, for callers that keep what they read from a parse
 * (the class index) and must notice later edits, without a second stat.
 */
export function parsedStamp(absPath: string): { size: number; mtimeMs: number } | undefined {
  const known = byPath.get(absPath);
  return known ? { size: known.size, mtimeMs: known.mtimeMs } : undefined;
}

/**
 * The text of a file with this size and mtime (seen just before), for a reader that wants the text without a parse;
 * undefined when it cannot be read. It is noted, so that parsedHash() knows its sha1 before (or without) a parse,
 * and its parse, while the file is unchanged, neither reads nor hashes it again.
 */
export function readFileText(absPath: string, stat: FileStat): string | undefined {
  let source: string;
  try {
    source = readFileSync(absPath, 'utf8');
  } catch {
    return undefined;
  }
  if (!byPath.has(absPath)) byPath.set(absPath, { size: stat.size, mtimeMs: stat.mtimeMs, key: cacheKey(source, absPath), source });
  return source;
}

/** The sha1 of a file's content when `parseFile` (or readFileText) read it with this size and mtime (else undefined). */
export function parsedHash(absPath: string, stat: { size: number; mtimeMs: number }): string | undefined {
  const known = byPath.get(absPath);
  if (!known || known.size !== stat.size || known.mtimeMs !== stat.mtimeMs) return undefined;
  return known.key.slice(known.key.lastIndexOf('\0') + 1);
}

function unreadable(absPath: string, why: unknown): ParsedFile {
  return {
    path: absPath,
    source: '',
    ast: emptyProgram(),
    errors: [{ severity: 'error', code: 'php-unreadable', message: `Cannot read this PHP file: ${unreadableReason(why)}.`, file: absPath, line: 1 }],
  };
}

/**
 * Forgets the parse of one file (its reader keeps what it needs), so its tree can be freed; its stamp and hash
 * stay for parsedHash(). A later parseFile() parses it again.
 */
export function forgetParse(absPath: string): void {
  const known = byPath.get(absPath);
  if (!known) return;
  byHash.delete(known.key);
  known.parsed = undefined;
}

/** Forgets every cached parse (tests and long-running dev servers that want a clean slate). */
export function clearParseCache(): void {
  byHash.clear();
  byPath.clear();
}
