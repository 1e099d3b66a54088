/**
 * What an engine made with `expressionsOnly` reads (config files, rule arrays, attributes: expressions read out of
 * their code): literals, arrays, constants, the variables it is given, operators, conditions, PHP's functions and
 * the app environment's, enum statics and `$this->prop` as declared. Everything else needs code to run and is
 * unknown there.
 */
export const CONSTANT_EXPRESSION_KINDS: ReadonlySet<string> = new Set([
  'string',
  'nowdoc',
  'number',
  'boolean',
  'nullkeyword',
  'encapsed',
  'array',
  'magic',
  'name',
  'variable',
  'unary',
  'cast',
  'bin',
  'retif',
  'match',
  'parenthesis',
  'staticlookup',
  'propertylookup',
  'nullsafepropertylookup',
  'call',
]);
