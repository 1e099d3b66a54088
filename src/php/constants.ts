/**
 * PHP's constants as the engine reads them: number literals, magic constants, global constants, and the app's
 * class constants, enum cases and property defaults. An initializer is evaluated where it is written (its class,
 * namespace and file) by the caller.
 */
import { dirname } from 'node:path';
import { lookupTable } from '../name-map.ts';
import type { PhpNode } from './ast.ts';
import { enumCasesOf } from './class-reference.ts';
import type { ClassLookup } from './class-types.ts';
import type { NameScope } from './names.ts';
import { UNKNOWN } from './values.ts';

/** A number literal as written: `1_000`, hexadecimal, binary, octal (`0o17` and `017`), floats. */
export function parseNumber(raw: string): number {
  const text = raw.replace(/_/g, '');
  if (/^0[xX]/.test(text)) return parseInt(text.slice(2), 16);
  if (/^0[bB]/.test(text)) return parseInt(text.slice(2), 2);
  if (/^0[oO]/.test(text)) return parseInt(text.slice(2), 8);
  if (/^0\d+$/.test(text)) return parseInt(text.slice(1), 8);
  return Number(text);
}

/** Where a magic constant is written. */
export interface MagicPlace {
  /** Absolute path of the file. */
  file: string;
  line: number;
  namespace: string;
  className?: string;
}

/** `__DIR__`, `__FILE__`, `__LINE__`, `__NAMESPACE__` and `__CLASS__`; UNKNOWN for the others. */
export function magicConstant(name: string, place: MagicPlace): unknown {
  switch (name.toUpperCase()) {
    case '__DIR__':
      return dirname(place.file);
    case '__FILE__':
      return place.file;
    case '__LINE__':
      return place.line;
    case '__NAMESPACE__':
      return place.namespace;
    case '__CLASS__':
      return place.className ?? UNKNOWN;
    default:
      return UNKNOWN;
  }
}

const GLOBAL_CONSTANTS: Record<string, unknown> = lookupTable({
  PHP_EOL: '\n',
  PHP_INT_MAX: Number.MAX_SAFE_INTEGER,
  PHP_INT_MIN: Number.MIN_SAFE_INTEGER,
  PHP_INT_SIZE: 8,
  PHP_FLOAT_EPSILON: Number.EPSILON,
  DIRECTORY_SEPARATOR: '/',
  M_PI: Math.PI,
  JSON_PRETTY_PRINT: 128,
  JSON_UNESCAPED_SLASHES: 64,
  JSON_UNESCAPED_UNICODE: 256,
  JSON_THROW_ON_ERROR: 4194304,
});

/** `true`, `false`, `null` and the global constants PHP defines that examples use; UNKNOWN for the others. */
export function globalConstant(raw: string, scope: NameScope): unknown {
  const lower = raw.replace(/^\\/, '').toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  if (lower === 'null') return null;
  const short = scope.resolveConstant(raw).split('\\').pop()!;
  return short in GLOBAL_CONSTANTS ? GLOBAL_CONSTANTS[short] : UNKNOWN;
}

/** An initializer and where it is written, for the caller's evaluator. */
export interface Initializer {
  expr: PhpNode;
  scope: NameScope;
  className: string;
  /** Absolute path of the file. */
  file: string;
}

/** Class constants currently being evaluated: stops `A::X = B::Y; B::Y = A::X` from looping. */
const evaluating = new Set<string>();

/** The value of `Class::NAME`: a constant (inherited ones included) or an enum case; UNKNOWN when there is none. */
export function classConstant(className: string, member: string, classes: ClassLookup | undefined, valueOf: (initializer: Initializer) => unknown): unknown {
  if (!classes) return UNKNOWN;
  const found = classes.findConstant(className, member);
  if (found) {
    const key = `${found.owner.name}::${member}`;
    if (evaluating.has(key)) return UNKNOWN;
    evaluating.add(key);
    try {
      return valueOf({ expr: found.value, scope: found.owner.scope, className: found.owner.name, file: classes.absolutePath(found.owner.file) });
    } finally {
      evaluating.delete(key);
    }
  }
  const cls = classes.find(className);
  if (cls?.kind === 'enum') {
    const enumCase = enumCasesOf(cls).find((c) => c.name === member);
    if (enumCase) return enumCase;
  }
  return UNKNOWN;
}

/**
 * The declared default of a property (static or not) on a class, its traits or its ancestors: null when it declares
 * none, undefined when there is no such property.
 */
export function propertyDefault(className: string, property: string, classes: ClassLookup | undefined, valueOf: (initializer: Initializer) => unknown): unknown {
  const found = classes?.findProperty(className, property);
  if (!classes || !found) return undefined;
  const { owner, property: declared } = found;
  if (!declared.default) return null;
  return valueOf({ expr: declared.default, scope: owner.scope, className: owner.name, file: classes.absolutePath(owner.file) });
}
