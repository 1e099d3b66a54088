/**
 * Lexers for what docgen itself writes: JSON (exact) and the example requests in bash, JavaScript,
 * PHP and Python (exact for the code the generators produce; good enough for similar code).
 */
import { lookupTable } from '../../name-map.ts';
import { compileRules, lex, type Rule } from './lexer.ts';
import type { Token } from './tokens.ts';

const DOUBLE = /"(?:[^"\\\n]|\\.)*"/;
const SINGLE = /'(?:[^'\\\n]|\\.)*'/;
const NUMBER = /-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b/;
const SPACE: [RegExp, ''] = [/\s+/, ''];

const json = compileRules([
  SPACE,
  [/"(?:[^"\\]|\\.)*"(?=\s*:)/, 'c'],
  [/"(?:[^"\\]|\\.)*"/, 's'],
  [NUMBER, 'c'],
  [/\b(?:true|false|null)\b/, 'c'],
]);

const bash = compileRules([
  { pattern: /[ \t]*[A-Za-z_][\w.-]*/, kind: 'f', lineStart: true },
  SPACE,
  [/#[^\n]*/, 'm'],
  [/"(?:[^"\\]|\\[\s\S])*"/, 's'],
  [/'[^']*'/, 's'],
  [/--?[A-Za-z][\w-]*/, 'c'],
  [/\\(?=\n)/, 'c'],
  [/\$\{[^}]*\}|\$\w+/, ''],
  [/[^\s"'\\|&;<>()$#]+/, 's'],
]);

const JS_KEYWORDS = 'const|let|var|new|return|function|async|await|if|else|for|of|in|typeof|instanceof|class|extends|import|from|export|default|try|catch|finally|throw|while|do|switch|case|break|continue|delete|void|yield';
const javascript = compileRules([
  SPACE,
  [/\/\/[^\n]*/, 'm'],
  [/\/\*[\s\S]*?\*\//, 'm'],
  [DOUBLE, 's'],
  [SINGLE, 's'],
  [/`(?:[^`\\]|\\[\s\S])*`/, 's'],
  [NUMBER, 'c'],
  [new RegExp(`\\b(?:${JS_KEYWORDS})\\b`), 'k'],
  [/\b(?:true|false|null|undefined|this)\b/, 'c'],
  [/[A-Za-z_$][\w$]*(?=\s*\()/, 'f'],
  [/[A-Za-z_$][\w$]*(?=\s*=>)/, 'v'],
  [/[A-Za-z_$][\w$]*/, (text, previous) => (previous === 'const' || /^[A-Z][A-Z0-9_]+$/.test(text) ? 'c' : '')],
  [/=>|===|!==|==|!=|<=|>=|&&|\|\||\?\?|\.\.\.|[=!+\-*%<>?]/, 'k'],
]);

const PHP_KEYWORDS = 'new|return|function|fn|use|class|public|private|protected|static|if|else|elseif|foreach|for|as|echo|while|namespace|array|string|int|float|bool|object|throw|try|catch|match|instanceof';
const php = compileRules([
  SPACE,
  [/\/\/[^\n]*|#[^\n[]*/, 'm'],
  [/\/\*[\s\S]*?\*\//, 'm'],
  [DOUBLE, 's'],
  [SINGLE, 's'],
  [NUMBER, 'c'],
  [/\$\w+/, ''],
  [/\\?[A-Za-z_]\w*(?:\\[A-Za-z_]\w*)+/, 'c'],
  [new RegExp(`\\b(?:${PHP_KEYWORDS})\\b`), 'k'],
  [/\b(?:true|false|null|TRUE|FALSE|NULL)\b/, 'c'],
  [/[A-Za-z_]\w*(?=\s*\()/, (_text, previous) => (previous === '->' || previous === '::' ? 'f' : 'c')],
  [/->|=>|===|!==|==|!=|<=|>=|&&|\|\||\?\?|::|[=!+\-*%<>?.]/, 'k'],
]);

const PY_KEYWORDS = 'import|from|as|def|return|if|elif|else|for|in|while|with|class|not|and|or|is|lambda|pass|raise|try|except|finally|yield|global|async|await';
const python = compileRules([
  SPACE,
  [/#[^\n]*/, 'm'],
  [/"""[\s\S]*?"""|'''[\s\S]*?'''/, 's'],
  [DOUBLE, 's'],
  [SINGLE, 's'],
  [NUMBER, 'c'],
  [new RegExp(`\\b(?:${PY_KEYWORDS})\\b`), 'k'],
  [/\b(?:True|False|None)\b/, 'c'],
  [/[A-Za-z_]\w*(?=\s*=(?!=))/, (_text, previous) => (previous === '(' || previous === ',' ? 'v' : '')],
  [/[A-Za-z_]\w*/, ''],
  [/==|!=|<=|>=|[=+\-*%<>]/, 'k'],
]);

const LEXERS: Record<string, Rule[]> = lookupTable({ json, bash, sh: bash, shell: bash, javascript, js: javascript, php, python, py: python });

export function hasLexer(language: string): boolean {
  return language in LEXERS;
}

export function tokenize(code: string, language: string): Token[] {
  const rules = LEXERS[language];
  return rules ? lex(code, rules) : [{ kind: '', text: code }];
}
