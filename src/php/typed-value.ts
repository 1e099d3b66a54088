/**
 * A value known only by its type: a method parameter declared `int $limit` or `?User $user`, the result of
 * `(int) $request->query('limit')`. Its value is not known (comparisons and arithmetic with it are unknown), its
 * type is: a scalar type name (`int`, `float`, `string`, `bool`, `array`, `mixed`) or a class name, which lets
 * the app's own methods run on it and its properties be typed from the class later.
 */
const SCALAR_TYPES = new Set(['int', 'float', 'string', 'bool', 'array', 'mixed', 'iterable', 'callable', 'object', 'true', 'false']);

/** PHP's spellings of the scalar types, as declarations and casts write them. */
const TYPE_ALIASES: Record<string, string> = { integer: 'int', double: 'float', real: 'float', boolean: 'bool' };

export class TypedValue {
  /** The type without a leading `?` or backslash; scalar names lower-case. */
  readonly type: string;

  constructor(
    type: string,
    /** Whether null is also possible (`?int`, `int|null`). */
    readonly nullable = false,
  ) {
    const bare = type.replace(/^\??\\?/, '');
    const lower = bare.toLowerCase();
    this.type = TYPE_ALIASES[lower] ?? (SCALAR_TYPES.has(lower) ? lower : bare);
  }

  /** Whether the type is a class (or interface) name rather than a scalar type. */
  get isClass(): boolean {
    return !SCALAR_TYPES.has(this.type);
  }
}

/**
 * The value a declared type stands for: `int` → an int known by type, `?App\Models\User` → a nullable User,
 * `int|null` → a nullable int. Undefined for no type, `null`/`void`, and unions of several types (nothing one
 * type says about them).
 */
export function valueOfDeclaredType(declared: string | undefined): TypedValue | undefined {
  if (!declared) return undefined;
  const nullable = declared.startsWith('?') || /(^|\|)null(\||$)/i.test(declared);
  const parts = declared
    .replace(/^\?/, '')
    .split('|')
    .filter((part) => part.toLowerCase() !== 'null');
  if (parts.length !== 1 || /^(void|never|self|static)$/i.test(parts[0]!)) return undefined;
  return new TypedValue(parts[0]!, nullable);
}
