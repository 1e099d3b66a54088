/**
 * A file of functions, read for a few of them: an app's helper files can hold hundreds of kilobytes of functions of
 * which an endpoint calls a handful, and lexing a file costs a fraction of parsing it. The tokens tell where each
 * function is declared; the text parsed for some of them is the open tag, the namespace and `use` statements and
 * those functions, each on its own line, with only the line breaks of the rest between them: lines in diagnostics
 * and names resolve as they do in the whole file, and a slice costs what its own text does.
 */
import { tokensOf } from './parser.ts';

/** [start, end) offsets in the file's text. */
export type Span = [start: number, end: number];

export interface FunctionSpans {
  /** What every slice keeps: the open tag, the namespace and `use` statements. */
  always: Span[];
  /** By lower-case name: each declaration, with the comments and attributes before it. */
  functions: Map<string, Span[]>;
  /** Whether it includes or requires a file outside its functions (as the file is loaded). */
  includes: boolean;
}

/** Tokens no file of only functions and statements holds: a whole parse reads such a file. */
const DECLARES_TYPE = new Set(['T_CLASS', 'T_INTERFACE', 'T_TRAIT', 'T_ENUM', 'T_HALT_COMPILER']);
const TRIVIA = new Set(['T_WHITESPACE', 'T_COMMENT', 'T_DOC_COMMENT']);
/** What opens a brace the next `}` closes: a block, and the `{$` and `${` of a string's interpolation. */
const OPENS_BRACE = new Set(['{', 'T_CURLY_OPEN', 'T_DOLLAR_OPEN_CURLY_BRACES']);
const INCLUDE = new Set(['T_INCLUDE', 'T_INCLUDE_ONCE', 'T_REQUIRE', 'T_REQUIRE_ONCE']);

/**
 * The functions a file declares at its top level (those inside `if (!function_exists(…)) { … }` blocks too), and
 * whether it includes other files as it loads (an `include` in a function's body is not run by loading it); or
 * undefined when it is more than functions and statements (it declares a class, interface, trait or enum, braces a
 * namespace, halts the compiler) or the lexer cannot read it.
 */
export function functionSpans(text: string): FunctionSpans | undefined {
  const tokens = tokensOf(text);
  if (!tokens) return undefined;
  const { kinds, ends } = tokens;
  const starts = [0, ...ends];
  const scan = new TokenScan(kinds);
  const always: Span[] = [];
  const functions = new Map<string, Span[]>();
  let statementStart = 0;
  let openTags = 0;
  let includes = false;
  for (let i = 0; i < kinds.length; i++) {
    const kind = kinds[i]!;
    if (INCLUDE.has(kind)) includes = true;
    if (DECLARES_TYPE.has(kind) && !(kind === 'T_CLASS' && kinds[scan.previous(i)] === 'T_DOUBLE_COLON')) return undefined;
    if (kind === 'T_OPEN_TAG' && openTags++ === 0) always.push([starts[i]!, starts[i + 1]!]);
    else if (kind === 'T_NAMESPACE' || (kind === 'T_USE' && scan.startsStatement(i))) {
      const end = scan.findAny(i, [';', '{']);
      if (end === undefined || kinds[end] === '{') return undefined;
      always.push([starts[i]!, starts[end + 1]!]);
      i = end;
    } else if (kind === 'T_FUNCTION') {
      const name = scan.declaredName(i);
      // A closure's braces are counted as any others'.
      if (name === undefined) continue;
      // A declaration without its closing brace leaves the file to a whole parse (and no later one is scanned to its end again).
      const end = scan.bodyEnd(name);
      if (end === undefined) return undefined;
      const key = text.slice(starts[name], starts[name + 1]).toLowerCase();
      const list = functions.get(key) ?? [];
      list.push([statementStart, starts[end + 1]!]);
      functions.set(key, list);
      i = end;
    } else if (kind !== ';' && kind !== '{' && kind !== '}' && kind !== 'T_OPEN_TAG' && kind !== 'T_CLOSE_TAG') continue;
    statementStart = starts[i + 1]!;
  }
  return { always, functions, includes };
}

/** The text of these spans, each on its line: of the rest, only its line breaks are kept. */
export function sliceText(text: string, spans: readonly Span[]): string {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  let result = '';
  let at = 0;
  for (const [start, end] of sorted) {
    if (start < at) continue;
    result += '\n'.repeat(lineBreaksIn(text, at, start)) + text.slice(start, end);
    at = end;
  }
  return result;
}

function lineBreaksIn(text: string, start: number, end: number): number {
  let count = 0;
  for (let at = text.indexOf('\n', start); at !== -1 && at < end; at = text.indexOf('\n', at + 1)) count++;
  return count;
}

/** Walking a file's tokens by their kinds. */
class TokenScan {
  constructor(private readonly kinds: string[]) {}

  /** The index of the token before `i` that is not whitespace or a comment (-1 for none). */
  previous(i: number): number {
    let j = i - 1;
    while (j >= 0 && TRIVIA.has(this.kinds[j]!)) j--;
    return j;
  }

  /** The index of the token from `i` on that is not whitespace or a comment. */
  next(i: number): number {
    let j = i;
    while (j < this.kinds.length && TRIVIA.has(this.kinds[j]!)) j++;
    return j;
  }

  /** Whether the token at `i` begins a statement (a `use` import does; a closure's `use (…)` follows its `)`). */
  startsStatement(i: number): boolean {
    const before = this.previous(i);
    return before < 0 || [';', '{', '}', 'T_OPEN_TAG'].includes(this.kinds[before]!);
  }

  /** The first of these tokens from `i` on, outside brackets. */
  findAny(i: number, wanted: string[]): number | undefined {
    let depth = 0;
    for (let j = i; j < this.kinds.length; j++) {
      const kind = this.kinds[j]!;
      if (depth === 0 && wanted.includes(kind)) return j;
      if (kind === '(' || kind === '[' || OPENS_BRACE.has(kind)) depth++;
      else if (kind === ')' || kind === ']' || kind === '}') depth--;
    }
    return undefined;
  }

  /** The index of the name of `function name(` at `i` (by reference too); undefined for a closure. */
  declaredName(i: number): number | undefined {
    let j = this.next(i + 1);
    if (this.kinds[j] === '&') j = this.next(j + 1);
    return this.kinds[j] === 'T_STRING' && this.kinds[this.next(j + 1)] === '(' ? j : undefined;
  }

  /** The index of the brace that closes the body of the function named at `name`; undefined when it has none. */
  bodyEnd(name: number): number | undefined {
    // The body is the first brace after the parameters, past a return type; a `;` first is no body.
    const bodyStart = this.findAny(this.next(name + 1), ['{', ';']);
    if (bodyStart === undefined || this.kinds[bodyStart] !== '{') return undefined;
    let depth = 0;
    for (let k = bodyStart; k < this.kinds.length; k++) {
      const kind = this.kinds[k]!;
      if (OPENS_BRACE.has(kind)) depth++;
      else if (kind === '}' && --depth === 0) return k;
    }
    return undefined;
  }
}
