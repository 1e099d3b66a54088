/** A parameter or field type as written in docs (`int`, `float`, `bool` …) → an OpenAPI type. */
import { lookupTable } from '../../name-map.ts';

const ALIASES: Record<string, string> = lookupTable({
  int: 'integer',
  integer: 'integer',
  float: 'number',
  double: 'number',
  number: 'number',
  numeric: 'number',
  bool: 'boolean',
  boolean: 'boolean',
  string: 'string',
  str: 'string',
  object: 'object',
  array: 'array',
});

/** Unknown types (`date`, `mixed`, a class name) become `string`, the only safe reading. */
export function openApiTypeName(type: string): string {
  return ALIASES[type.trim().toLowerCase()] ?? 'string';
}
