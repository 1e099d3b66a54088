/**
 * Parameter types as Scribe writes them: type names normalised to JSON-ish names, and example
 * values (which arrive as text from docblocks and comments) cast to their parameter's type.
 */

/** `int` → `integer`, `bool` → `boolean`, `float`/`double` → `number`, keeping `[]` suffixes; empty → `string`. */
export function normalizeTypeName(typeName: string | null | undefined, value?: unknown): string {
  if (!typeName) return 'string';
  const suffix = typeName.match(/(?<!\[\])(?:\[\])*$/)?.[0] ?? '';
  const base = typeName.slice(0, typeName.length - suffix.length).toLowerCase();
  switch (base) {
    case 'bool':
      return `boolean${suffix}`;
    case 'int':
      return `integer${suffix}`;
    case 'float':
    case 'double':
      return `number${suffix}`;
    case 'array': {
      if (suffix) return `array${suffix}`;
      if (Array.isArray(value) || value === undefined || value === null) {
        const first = Array.isArray(value) ? value[0] : undefined;
        return `${normalizeTypeName(jsonTypeOf(first ?? ''))}[]`;
      }
      return 'object';
    }
    default:
      return `${base}${suffix}`;
  }
}

function jsonTypeOf(value: unknown): string {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (Array.isArray(value)) return 'array';
  if (value !== null && typeof value === 'object') return 'object';
  return 'string';
}

/**
 * The types a docblock may name without them being mistaken for the start of a description.
 * Case matters, as in Scribe: `@queryParam per_page Number of items` has no type.
 */
export function isSupportedTypeInDocBlocks(type: string): boolean {
  return ['integer', 'int', 'number', 'float', 'double', 'boolean', 'bool', 'string', 'object', 'file', 'array'].includes(
    type.replace(/\[\]/g, ''),
  );
}

/** PHP-like cast of a (usually textual) example to a parameter type; unknown types leave the value as is. */
export function castToType(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return value;
  const target = type === 'array' ? 'string[]' : type;
  if (target.endsWith('[]')) {
    const base = target.slice(0, -2);
    if (Array.isArray(value)) return value.map((item) => castToType(item, base));
    if (typeof value === 'string') {
      const parsed = parseJson(value);
      if (Array.isArray(parsed)) return parsed.map((item) => castToType(item, base));
      return [castToType(value, base)];
    }
    return [castToType(value, base)];
  }
  if (target === 'object') {
    if (typeof value === 'string') return parseJson(value) ?? value;
    return value;
  }
  switch (target) {
    case 'integer':
    case 'int':
      return toInteger(value);
    case 'number':
    case 'float':
    case 'double':
      return toNumber(value);
    case 'boolean':
    case 'bool':
      return toBoolean(value);
    default:
      return value;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toInteger(value: unknown): number {
  if (typeof value === 'number') return Math.trunc(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  const parsed = Number.parseInt(String(value).trim(), 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const parsed = Number.parseFloat(String(value).trim());
  return Number.isNaN(parsed) ? 0 : parsed;
}

function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    return !(text === '' || text === '0' || text === 'false');
  }
  return Boolean(value);
}
