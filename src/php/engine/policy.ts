/**
 * How the engine treats what it cannot know.
 *
 * - strict (config files, rule arrays, attributes, through evaluate(): values read as facts): only constant
 *   expressions are evaluated (STRICT_KINDS) — literals, arrays and their elements, constants, the variables given, operators,
 *   conditions, functions the extensions answer (PHP's, the app environment's), enum statics, `$this->prop` as
 *   declared — and no code runs: method calls, closures, objects, assignments and static properties are unknown.
 *   Values are strict, as below, and nothing is reported: the reader decides what an unknown value means.
 * - reading (route files, provider methods and the app code they call): values are strict, but the code runs —
 *   statements, the app's own functions, static methods and closures, and the framework objects extensions give —
 *   because what it does (registering routes) is what is read. Nothing is reported either.
 * - forgiving (factories, resources and transformers run for examples): the app's code runs, an unknown value is
 *   read as a plausible one so that the example goes on (an undecidable `if` takes its branch, `(int)` of an
 *   unknown is 1, an unknown in a string is empty), and one warning says where it first appeared.
 *
 * Strict values: an unknown operand of a string, `.`, cast, comparison or arithmetic, of `??` (an undefined
 * variable on its left too), `instanceof`, a condition or `match`, or a spread makes the whole value unknown;
 * arrays and enum cases have no string; an enum case is no array key. An unknown array element stays an element.
 *
 * The inference's analysis engine (analysis-engine.ts) is a subclass, not a policy: it keeps the engine's values but
 * decides no branch on what it does not know (both sides run) and reports nothing.
 */
export type EvaluationPolicy = 'strict' | 'reading' | 'forgiving';

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
  'offsetlookup',
  'staticlookup',
  'propertylookup',
  'nullsafepropertylookup',
  'call',
]);
