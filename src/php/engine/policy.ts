/**
 * How the engine treats what it cannot know.
 *
 * - strict (config files, rule arrays, attributes, route files: values read as facts): only constant expressions
 *   are evaluated — literals, arrays, constants, known variables, operators, conditions, PHP's and the app
 *   environment's functions, enum statics, `$this->prop` as declared — and no code runs. An unknown operand of a
 *   string, cast, comparison, `??`, condition or call makes the whole value unknown (an unknown array element stays
 *   an unknown element), and nothing is reported: the reader decides what an unknown value means.
 * - forgiving (factories, resources and transformers run for examples): the app's code runs, an unknown value is
 *   read as a plausible one so that the example goes on, and one warning says where it first appeared.
 */
export type EvaluationPolicy = 'strict' | 'forgiving';

/** The node kinds strict evaluation reads; any other expression is unknown there. */
export const STRICT_KINDS: ReadonlySet<string> = new Set([
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
