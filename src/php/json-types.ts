/**
 * PHP's declared types as JSON Schema types (`int` → integer, `float` → number): the one reading for declared
 * parameter, property and return types, values known only by type, and rule classes' value parameters.
 */
export type JsonScalarType = 'boolean' | 'integer' | 'number' | 'string';

const SCALARS: ReadonlyMap<string, JsonScalarType> = new Map([
  ['bool', 'boolean'],
  ['int', 'integer'],
  ['float', 'number'],
  ['string', 'string'],
]);

/** The JSON type of a PHP scalar type (`int` → integer), or undefined for any other type. */
export function jsonScalarType(phpType: string): JsonScalarType | undefined {
  return SCALARS.get(phpType);
}

/** The JSON type of a PHP scalar type or `array`, or undefined for any other type (a class, `mixed`, a union). */
export function jsonTypeOfPhp(phpType: string): JsonScalarType | 'array' | undefined {
  return phpType === 'array' ? 'array' : SCALARS.get(phpType);
}
