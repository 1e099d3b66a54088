/**
 * A small rule-based lexer: at each position the first rule whose sticky regular expression
 * matches gives the token; otherwise one character of plain text. Rules may look at the previous
 * significant token (e.g. a name after `->` is a method).
 */
import type { Token, TokenKind } from './tokens.ts';

export interface Rule {
  pattern: RegExp;
  kind: TokenKind | ((text: string, previous: string) => TokenKind);
  /** Only at the start of a line (after indentation). */
  lineStart?: boolean;
}

export function compileRules(rules: Array<[RegExp, Rule['kind']] | Rule>): Rule[] {
  return rules.map((rule) => {
    const r: Rule = Array.isArray(rule) ? { pattern: rule[0], kind: rule[1] } : rule;
    const flags = r.pattern.flags.includes('y') ? r.pattern.flags : `${r.pattern.flags}y`;
    return { ...r, pattern: new RegExp(r.pattern.source, flags) };
  });
}

export function lex(code: string, rules: Rule[]): Token[] {
  const tokens: Token[] = [];
  let plain = '';
  let previous = '';
  let atLineStart = true;
  let position = 0;
  const flushPlain = () => {
    if (plain) tokens.push({ kind: '', text: plain });
    plain = '';
  };
  outer: while (position < code.length) {
    for (const rule of rules) {
      if (rule.lineStart && !atLineStart) continue;
      rule.pattern.lastIndex = position;
      const match = rule.pattern.exec(code);
      if (!match || match[0].length === 0) continue;
      const text = match[0];
      const kind = typeof rule.kind === 'function' ? rule.kind(text, previous) : rule.kind;
      if (kind) {
        flushPlain();
        tokens.push({ kind, text });
      } else {
        plain += text;
      }
      if (text.trim()) previous = text.trim();
      atLineStart = /\n[ \t]*$/.test(text) || (atLineStart && !text.trim());
      position += text.length;
      continue outer;
    }
    const char = code[position]!;
    plain += char;
    if (char.trim()) previous = char;
    atLineStart = char === '\n' || (atLineStart && !char.trim());
    position++;
  }
  flushPlain();
  return tokens;
}
