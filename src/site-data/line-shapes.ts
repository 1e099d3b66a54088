/**
 * Lines reduced to their shape, so that lines that differ only in their values are tokenized once.
 *
 * Example requests and responses differ from endpoint to endpoint mostly in values: `"name": "Spring account",`
 * and `"name": "Quo vadis",` get the same tokens but for their lengths. A line's shape has the content of each
 * quoted string and each number reduced to one character; the shape is tokenized (once per grammar state) and its
 * tokens are laid back over the line's own characters.
 *
 * That holds only where the content of a string does not change how it is tokenized: the characters that escapes,
 * interpolation and placeholders need are never reduced, and only the grammars of SHAPED_LANGUAGES are shaped (they
 * read no word inside a plain string; PHP's, for one, colours a string that starts with SELECT as SQL). A shape's
 * tokens are also used only when each reduced character came out inside a quoted string or a number, and when
 * the line leaves no rule waiting for a text it captured (which could have been a reduced one); else the line is
 * tokenized as it is.
 */
import type { IToken, StateStack } from 'shiki/textmate';

/** The grammars whose strings and numbers are tokenized the same whatever their plain content. */
export const SHAPED_LANGUAGES: ReadonlySet<string> = new Set(['json', 'javascript', 'shellscript', 'python']);

/**
 * What is reduced: a string in escaped double quotes (a JSON body inside a shell string), in double quotes, in
 * single quotes, and a decimal number without leading zero (`01` may be octal). Contents never hold a quote, a
 * backslash, `$`, a backquote, braces, `%` or angle brackets.
 */
const REDUCIBLE = /\\"[^"\\$`{}%<>]+\\"|"[^"\\$`{}%<>]+"|'[^'"\\$`{}%<>]+'|\b(?:0|[1-9]\d*)\b/g;

/** One reduced stretch: its character in the shape, and where it is in the line. */
interface Reduced {
  at: number;
  start: number;
  end: number;
  number: boolean;
}

export interface LineShape {
  text: string;
  reduced: Reduced[];
}

/** The line's shape, or undefined when nothing in it can be reduced. */
export function shapeOf(line: string): LineShape | undefined {
  const reduced: Reduced[] = [];
  let text = '';
  let copied = 0;
  for (const match of line.matchAll(REDUCIBLE)) {
    const found = match[0];
    const number = found.charCodeAt(0) <= 57 && found.charCodeAt(0) >= 48;
    const quote = number ? 0 : found.startsWith('\\') ? 2 : 1;
    const start = match.index + quote;
    const end = match.index + found.length - quote;
    text += line.slice(copied, start);
    reduced.push({ at: text.length, start, end, number });
    text += number ? '1' : 'a';
    copied = end;
  }
  if (reduced.length === 0) return undefined;
  return { text: text + line.slice(copied), reduced };
}

/** Whether the shape's tokens tell the line's: every reduced character inside a quoted string (or a number) token. */
export function fitsShape(shape: LineShape, tokens: IToken[]): boolean {
  let index = 0;
  for (const { at, number } of shape.reduced) {
    while (index < tokens.length && tokens[index]!.endIndex <= at) index++;
    const token = tokens[index];
    if (!token || token.startIndex > at) return false;
    if (!token.scopes.some((scope) => isQuotedString(scope) || (number && scope.startsWith('constant.numeric')))) return false;
  }
  return true;
}

/** A string scope other than an unquoted one: a bare word (a shell argument) is tokenized by what it says. */
function isQuotedString(scope: string): boolean {
  return (scope === 'string' || scope.startsWith('string.')) && !scope.startsWith('string.unquoted');
}

/** The shape's tokens over the line's characters. */
export function tokensOnLine(shape: LineShape, tokens: IToken[]): IToken[] {
  const { reduced } = shape;
  let next = 0;
  let shift = 0;
  // Positions grow along the tokens: a reduced character before a position moves it by what that character stood for.
  const onLine = (position: number) => {
    while (next < reduced.length && reduced[next]!.at < position) {
      shift += reduced[next]!.end - reduced[next]!.start - 1;
      next++;
    }
    return position + shift;
  };
  return tokens.map((token) => ({ startIndex: onLine(token.startIndex), endIndex: onLine(token.endIndex), scopes: token.scopes }));
}

/** What the state reads of a rule: the text its end waits for, when that is a captured one. */
interface OpenRule {
  parent: OpenRule | null;
  endRule: string | null | undefined;
}

/** Whether a rule of the state waits for a text captured on its line (`<<EOF` … `EOF`). */
export function waitsForCapturedText(state: StateStack): boolean {
  for (let rule = state as unknown as OpenRule | null; rule; rule = rule.parent) {
    if (rule.endRule !== null && rule.endRule !== undefined) return true;
  }
  return false;
}
