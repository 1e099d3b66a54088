/**
 * How a PHP construct is named to the user: php-parser's node kinds (`offsetlookup`, `retif`, `encapsed`) are
 * its own vocabulary, so messages say "an array element access" or "a ternary" instead.
 */
import type { PhpNode } from './ast.ts';

const WORDS: Record<string, string> = {
  offsetlookup: 'an array element access',
  propertylookup: 'a property access',
  nullsafepropertylookup: 'a nullsafe property access',
  staticlookup: 'a static member access',
  call: 'a function or method call',
  new: 'an object creation (new)',
  variable: 'a variable',
  encapsed: 'a string with variables inside',
  retif: 'a ternary (?:)',
  bin: 'an operation',
  unary: 'an operation',
  cast: 'a type cast',
  closure: 'a closure',
  arrowfunc: 'an arrow function',
  match: 'a match expression',
  assign: 'an assignment',
  assignref: 'an assignment by reference',
  list: 'a list() destructuring',
  array: 'an array',
  include: 'an include or require',
  eval: 'an eval()',
  exit: 'an exit()',
  isset: 'an isset()',
  empty: 'an empty()',
  yield: 'a yield',
  yieldfrom: 'a yield from',
  throw: 'a throw',
  goto: 'a goto',
  label: 'a label',
  global: 'a global declaration',
  static: 'a static variable declaration',
  unset: 'an unset()',
  declare: 'a declare()',
  inline: 'text outside PHP tags',
  echo: 'an echo',
  try: 'a try block',
  switch: 'a switch',
  while: 'a while loop',
  do: 'a do-while loop',
  for: 'a for loop',
  foreach: 'a foreach loop',
  if: 'an if',
  return: 'a return',
  break: 'a break',
  continue: 'a continue',
};

/** "an array element access", "a goto", or "this PHP code" for constructs without a common name. */
export function constructName(node: PhpNode): string {
  return WORDS[String(node.kind)] ?? 'this PHP code';
}
