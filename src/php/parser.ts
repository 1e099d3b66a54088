/**
 * Parsing PHP files into php-parser ASTs, never throwing: syntax errors become diagnostics with file:line
 * and the parser's partial AST is kept, so the rest of a file still counts.
 *
 * Parsed files are cached by content hash; a stat check (size + mtime) lets warm runs skip reading
 * files that did not change.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { Engine } from 'php-parser';
import type { Diagnostic } from '../model.ts';
import type { PhpNode } from './ast.ts';

export interface ParsedFile {
  /** The path as given (absolute for `parseFile`). */
  path: string;
  source: string;
  /** The `program` node; partial when there were syntax errors. */
  ast: PhpNode;
  errors: Diagnostic[];
}

function newEngine(): Engine {
  return new Engine({
    parser: { extractDoc: true, suppressErrors: true, version: '8.4' },
    ast: { withPositions: true },
  } as ConstructorParameters<typeof Engine>[0]);
}

let engine: Engine | undefined;

/** Files parsed by this process and how many parses that took (benchmarks: no file is parsed twice). */
const activity = { files: new Set<string>(), parses: 0 };

export function parseActivity(): { files: string[]; parses: number } {
  return { files: [...activity.files], parses: activity.parses };
}

const byHash = new Map<string, ParsedFile>();
const byPath = new Map<string, { size: number; mtimeMs: number; key: string; parsed: ParsedFile }>();

function hashOf(code: string): string {
  return createHash('sha1').update(code).digest('hex');
}

interface RawParseError {
  message?: string;
  line?: number;
  loc?: { start?: { line?: number } } | null;
}

function toDiagnostic(error: RawParseError, fileName: string): Diagnostic {
  const line = error.line ?? error.loc?.start?.line ?? 1;
  // php-parser says "Parse Error : syntax error, unexpected ';' on line 2"; keep the useful middle.
  const detail = String(error.message ?? 'syntax error')
    .replace(/^Parse Error\s*:\s*/i, '')
    .replace(/\s+on line \d+\s*$/, '');
  return { severity: 'error', code: 'php-syntax', message: `PHP syntax error: ${detail}.`, file: fileName, line };
}

function parseUncached(code: string, fileName: string): ParsedFile {
  engine ??= newEngine();
  activity.parses++;
  activity.files.add(fileName);
  try {
    const ast = engine.parseCode(code, fileName) as unknown as PhpNode;
    const rawErrors = (Array.isArray(ast.errors) ? ast.errors : []) as RawParseError[];
    // The parser often reports the same spot twice (one per expected token); one diagnostic per line is enough.
    const seen = new Set<number>();
    const errors: Diagnostic[] = [];
    for (const raw of rawErrors) {
      const diagnostic = toDiagnostic(raw, fileName);
      if (seen.has(diagnostic.line!)) continue;
      seen.add(diagnostic.line!);
      errors.push(diagnostic);
    }
    return { path: fileName, source: code, ast, errors };
  } catch (error) {
    // suppressErrors recovers from almost everything; the lexer can still throw on a few inputs.
    const raw = error as RawParseError;
    return {
      path: fileName,
      source: code,
      ast: { kind: 'program', children: [], errors: [], comments: [] },
      errors: [toDiagnostic(raw, fileName)],
    };
  }
}

function cacheKey(code: string, fileName: string): string {
  return `${fileName}\0${hashOf(code)}`;
}

/** Parses PHP source text. Cached by content hash (and file name, which appears in diagnostics). */
export function parseCode(code: string, fileName: string): ParsedFile {
  const key = cacheKey(code, fileName);
  const cached = byHash.get(key);
  if (cached) return cached;
  const parsed = parseUncached(code, fileName);
  byHash.set(key, parsed);
  return parsed;
}

/**
 * Parses a file by absolute path. A file that cannot be read gives an empty program and a diagnostic.
 * Diagnostics name the file as given; callers relativise paths to the app root when reporting.
 */
export function parseFile(absPath: string): ParsedFile {
  let stat: { size: number; mtimeMs: number };
  try {
    stat = statSync(absPath);
  } catch {
    return unreadable(absPath);
  }
  const known = byPath.get(absPath);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.parsed;
  let source: string;
  try {
    source = readFileSync(absPath, 'utf8');
  } catch {
    return unreadable(absPath);
  }
  const key = cacheKey(source, absPath);
  // An edited file's previous parse is dropped, so long-running dev servers do not accumulate versions.
  if (known && known.key !== key) byHash.delete(known.key);
  const parsed = parseCode(source, absPath);
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

/** The sha1 of a file's content when `parseFile` read it with this size and mtime (else undefined). */
export function parsedHash(absPath: string, stat: { size: number; mtimeMs: number }): string | undefined {
  const known = byPath.get(absPath);
  if (!known || known.size !== stat.size || known.mtimeMs !== stat.mtimeMs) return undefined;
  return known.key.slice(known.key.lastIndexOf('\0') + 1);
}

function unreadable(absPath: string): ParsedFile {
  return {
    path: absPath,
    source: '',
    ast: { kind: 'program', children: [], errors: [], comments: [] },
    errors: [{ severity: 'error', code: 'php-unreadable', message: `Cannot read the PHP file.`, file: absPath, line: 1 }],
  };
}

/** Forgets every cached parse (tests and long-running dev servers that want a clean slate). */
export function clearParseCache(): void {
  byHash.clear();
  byPath.clear();
}
