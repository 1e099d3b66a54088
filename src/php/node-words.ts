/**
 * What a PHP syntax node is called in a sentence for the app's developer ("an array element access", "a foreach
 * loop"), never the parser's node name (`offsetlookup`, `retif`, `encapsed`), with the right article.
 */
import type { PhpNode } from './ast.ts';

const WORDS: Record<string, string> = {
  array: 'array literal',
  arrowfunc: 'arrow function',
  assign: 'assignment',
  assignref: 'assignment by reference',
  bin: 'operator expression',
  boolean: 'boolean',
  break: 'break statement',
  call: 'function or method call',
  cast: 'type cast',
  class: 'class declaration',
  clone: 'clone expression',
  closure: 'closure',
  continue: 'continue statement',
  declare: 'declare statement',
  do: 'do-while loop',
  echo: 'echo statement',
  empty: 'empty() check',
  encapsed: 'string with variables in it',
  eval: 'eval() call',
  exit: 'exit() call',
  for: 'for loop',
  foreach: 'foreach loop',
  function: 'function declaration',
  global: 'global statement',
  goto: 'goto statement',
  if: 'if statement',
  include: 'include or require',
  inline: 'piece of text outside PHP tags',
  isset: 'isset() check',
  label: 'label',
  list: 'list() destructuring',
  match: 'match expression',
  magic: 'magic constant',
  name: 'constant',
  new: 'object creation (new)',
  nowdoc: 'nowdoc string',
  nullsafepropertylookup: 'nullsafe property access (?->)',
  number: 'number',
  offsetlookup: 'array element access',
  parenthesis: 'expression in parentheses',
  post: 'increment or decrement',
  pre: 'increment or decrement',
  print: 'print statement',
  propertylookup: 'property access',
  retif: 'conditional (?:) expression',
  return: 'return statement',
  silent: 'expression silenced with @',
  static: 'static variable declaration',
  staticlookup: 'class constant or static property',
  string: 'string',
  switch: 'switch statement',
  throw: 'throw statement',
  try: 'try block',
  unary: 'operator expression',
  unset: 'unset() call',
  variable: 'variable',
  while: 'while loop',
  yield: 'yield expression',
  yieldfrom: 'yield from expression',
};

/**
 * "an array element access", "a foreach loop": the node in the developer's words, with its article; a kind
 * without a common name is "this PHP code" rather than the parser's own word for it.
 */
export function describeSyntax(node: PhpNode | string): string {
  const kind = typeof node === 'string' ? node : String(node.kind);
  const words = WORDS[kind];
  return words === undefined ? 'this PHP code' : withArticle(words);
}

/** "a x" or "an x": "an" before a vowel letter. */
export function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}
