/**
 * Keeps parsing one PHP file bounded whatever the parser does: every token the parser asks for passes through
 * a guard that stops the parse when the lexer keeps re-reading the same text without getting further (a loop)
 * or when the file's time budget is spent. The parse then ends with `ParseStopped`, which the caller turns
 * into a diagnostic for that file while the other files go on.
 */

/** The part of php-parser's lexer the guard needs. */
export interface GuardedLexer {
  next(): unknown;
  offset: number;
  yylineno: number;
}

/** Why a parse was stopped, and where the lexer was. */
export class ParseStopped extends Error {
  constructor(
    readonly reason: 'stuck' | 'time',
    readonly line: number,
  ) {
    super(reason === 'stuck' ? 'the parser stopped making progress' : 'the parse took too long');
  }
}

/**
 * Tokens the lexer may hand out without reaching text it has not read before. Look-aheads re-read a token or
 * two; thousands without progress only happen in a loop.
 */
const TOKENS_WITHOUT_PROGRESS = 2_000;
/** The clock is read once per this many tokens, so the guard costs a counter and a comparison per token. */
const TOKENS_PER_CLOCK_READ = 1024;

/** Default time budget for one file: real files parse in milliseconds, so this only ever stops a runaway parse. */
export const PARSE_BUDGET_MS = 10_000;

export interface ParseGuard {
  /** Arms the guard for one parse, allowed to run `budgetMs`. */
  start(budgetMs: number): void;
}

/**
 * Wraps `lexer.next` (once per lexer) with the progress and time checks: every token, skipped whitespace and
 * comments included, comes from it, so no loop of the lexer or the parser escapes the guard by not asking for
 * tokens through `lex`.
 */
export function guardLexer(lexer: GuardedLexer): ParseGuard {
  const next = lexer.next;
  let furthest = 0;
  let sinceProgress = 0;
  let untilClock = TOKENS_PER_CLOCK_READ;
  let deadline = Infinity;
  lexer.next = function guardedNext(this: GuardedLexer): unknown {
    if (lexer.offset > furthest) {
      furthest = lexer.offset;
      sinceProgress = 0;
    } else if (++sinceProgress > TOKENS_WITHOUT_PROGRESS) {
      throw new ParseStopped('stuck', lexer.yylineno);
    }
    if (--untilClock === 0) {
      untilClock = TOKENS_PER_CLOCK_READ;
      if (Date.now() > deadline) throw new ParseStopped('time', lexer.yylineno);
    }
    return next.call(this);
  };
  return {
    start(budgetMs: number): void {
      furthest = 0;
      sinceProgress = 0;
      untilClock = TOKENS_PER_CLOCK_READ;
      deadline = Date.now() + budgetMs;
    },
  };
}
