/**
 * One language's code highlighted line by line, each distinct line tokenized once per grammar state before
 * it. Example requests and responses repeat most of their lines across endpoints (headers, `fetch(url, {`,
 * `"data": [`), so most lines of a build come from here rather than from the grammar's regexes.
 *
 * A line's tokens depend on its text and on the tokenizer's state at its start (the rules still open, their
 * scopes and the end pattern each waits for), nothing else: that pair is the key. Empty lines are left as
 * they are and keep the state, as Shiki does.
 */
import type { IGrammar, IToken, StateStack } from 'shiki/textmate';
import { INITIAL } from 'shiki/textmate';

/** A line's HTML from its text and its tokens. */
export type LineRenderer = (line: string, tokens: IToken[]) => string;

interface Line {
  html: string;
  state: StateStack;
  /** The state's id (`undefined`: it could not be told apart from others, and nothing after it is kept). */
  stateId: number | undefined;
}

/** What the key reads of a state: the tokenizer's own fields, one frame per open rule. */
interface StateFrame {
  parent: StateFrame | null;
  ruleId: unknown;
  endRule: unknown;
  beginRuleCapturedEOL: unknown;
  nameScopesList: unknown;
  contentNameScopesList: unknown;
}

export class GrammarLines {
  private readonly lines = new Map<string, Line>();
  private readonly stateIds = new Map<string, number>();
  private readonly idOfState = new WeakMap<StateStack, number | undefined>();

  constructor(
    private readonly grammar: IGrammar,
    private readonly render: LineRenderer,
  ) {}

  /** The lines' HTML, joined by `\n` (a `\r\n` becomes `\n`). */
  highlight(code: string): string {
    let state: StateStack = INITIAL;
    // The first line is told apart from any other: only there does `\A` match.
    let stateId: number | undefined = 0;
    const html: string[] = [];
    for (const text of code.split(/\r?\n/)) {
      if (text === '') {
        html.push('');
        continue;
      }
      const key: string | undefined = stateId === undefined ? undefined : `${stateId}\n${text}`;
      let line: Line | undefined = key === undefined ? undefined : this.lines.get(key);
      if (!line) {
        // No time limit: a limit would leave the rest of a slow line (the first of a language also translates
        // the grammar's regexes) as one uncoloured token.
        const { tokens, ruleStack } = this.grammar.tokenizeLine(text, state, 0);
        line = { html: this.render(text, tokens), state: ruleStack, stateId: this.idOf(ruleStack) };
        if (key !== undefined) this.lines.set(key, line);
      }
      html.push(line.html);
      state = line.state;
      stateId = line.stateId;
    }
    return html.join('\n');
  }

  private idOf(state: StateStack): number | undefined {
    if (this.idOfState.has(state)) return this.idOfState.get(state);
    const key = stateKey(state as unknown as StateFrame);
    let id: number | undefined;
    if (key !== undefined) {
      id = this.stateIds.get(key);
      if (id === undefined) this.stateIds.set(key, (id = this.stateIds.size + 1));
    }
    this.idOfState.set(state, id);
    return id;
  }
}

/** Everything of a state that the next line's tokens depend on, as text; `undefined` if it has not the expected shape. */
function stateKey(state: StateFrame): string | undefined {
  const frames: string[] = [];
  for (let frame: StateFrame | null = state; frame; frame = frame.parent) {
    if (typeof frame.ruleId !== 'number') return undefined;
    frames.push(`${frame.ruleId}\u0001${String(frame.endRule)}\u0001${String(frame.beginRuleCapturedEOL)}\u0001${String(frame.nameScopesList)}\u0001${String(frame.contentNameScopesList)}`);
  }
  return frames.join('\u0002');
}
