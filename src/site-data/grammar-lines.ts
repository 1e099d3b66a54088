/**
 * One language's code highlighted line by line, each distinct line tokenized once per grammar state before
 * it. Example requests and responses repeat most of their lines across endpoints (headers, `fetch(url, {`,
 * `"data": [`), so most lines of a build come from here rather than from the grammar's regexes.
 *
 * A line's tokens depend on its text and on the tokenizer's state at its start (the rules still open, their
 * scopes and the end pattern each waits for), nothing else: that pair is the key. Empty lines are left as
 * they are and keep the state, as Shiki does. In the languages whose values can be reduced (line-shapes.ts),
 * a new line is tokenized through its shape: the lines that differ only in their values share one tokenization.
 */
import type { IGrammar, IToken, StateStack } from 'shiki/textmate';
import { INITIAL } from 'shiki/textmate';
import { fitsShape, shapeOf, tokensOnLine, waitsForCapturedText } from './line-shapes.ts';

/** A line's HTML from its text and its tokens. */
export type LineRenderer = (line: string, tokens: IToken[]) => string;

interface Line {
  html: string;
  state: StateStack;
  /** The state's id (`undefined`: it could not be told apart from others, and nothing after it is kept). */
  stateId: number | undefined;
}

/** A shape's tokens, and whether the state after it may be read for the lines of that shape. */
interface ShapeTokens {
  tokens: IToken[];
  state: StateStack;
  stateId: number | undefined;
  capturesText: boolean;
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
  /** By the state's id, then the line's text: no key string made (and hashed whole) for each of thousands of lines. */
  private readonly lines = new Map<number, Map<string, Line>>();
  private readonly shapes = new Map<string, ShapeTokens>();
  private readonly stateIds = new Map<string, number>();
  private readonly idOfState = new WeakMap<StateStack, number | undefined>();

  /** @param shaped whether the grammar's lines may be tokenized through their shapes (line-shapes.ts) */
  constructor(
    private readonly grammar: IGrammar,
    private readonly render: LineRenderer,
    private readonly shaped = false,
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
      const known: Map<string, Line> | undefined = stateId === undefined ? undefined : this.linesAfter(stateId);
      let line: Line | undefined = known?.get(text);
      if (!line) {
        line = (stateId !== undefined && this.throughShape(text, state, stateId)) || this.tokenized(text, state);
        known?.set(text, line);
      }
      html.push(line.html);
      state = line.state;
      stateId = line.stateId;
    }
    return html.join('\n');
  }

  /** The lines met after the state with this id, by their text. */
  private linesAfter(stateId: number): Map<string, Line> {
    let lines = this.lines.get(stateId);
    if (!lines) this.lines.set(stateId, (lines = new Map()));
    return lines;
  }

  private tokenized(text: string, state: StateStack): Line {
    // No time limit: a limit would leave the rest of a slow line (the first of a language also translates the
    // grammar's regexes) as one uncoloured token.
    const { tokens, ruleStack } = this.grammar.tokenizeLine(text, state, 0);
    return { html: this.render(text, tokens), state: ruleStack, stateId: this.idOf(ruleStack) };
  }

  /** The line from the tokens of its shape, when it has one that tells its tokens. */
  private throughShape(text: string, state: StateStack, stateId: number): Line | undefined {
    const shape = this.shaped ? shapeOf(text) : undefined;
    if (!shape) return undefined;
    const key = `${stateId}\n${shape.text}`;
    let known = this.shapes.get(key);
    if (!known) {
      const { tokens, ruleStack } = this.grammar.tokenizeLine(shape.text, state, 0);
      known = { tokens, state: ruleStack, stateId: this.idOf(ruleStack), capturesText: waitsForCapturedText(ruleStack) };
      this.shapes.set(key, known);
    }
    if (known.capturesText || !fitsShape(shape, known.tokens)) return undefined;
    return { html: this.render(text, tokensOnLine(shape, known.tokens)), state: known.state, stateId: known.stateId };
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
