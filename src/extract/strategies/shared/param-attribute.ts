/**
 * `#[UrlParam]`, `#[QueryParam]`, `#[BodyParam]` (Scribe's `GenericParam`):
 * `(name, type = 'string', description = '', required = true, example = null, enum = null, nullable = false)`.
 * `example: 'No-example'` leaves it out of examples; `enum` is a list or a backed enum class.
 */
import { attributeArgument, type PhpAttribute } from '../../../php/attributes.ts';
import type { ClassIndex } from '../../../php/class-index.ts';
import { isPhpArray, isUnknown, PhpEnumCase } from '../../../php/evaluate.ts';
import { phpArrayEntries } from '../../../php/values.ts';
import { normalizeTypeName } from '../../../examples/types.ts';
import type { Diagnostic } from '../../../model.ts';
import { backedEnumValues } from '../../../laravel/validation/rule-expression.ts';
import { isNoExampleValue } from '../../../tag-grammar/labels.ts';
import type { ParamSpec } from '../../../examples/param-spec.ts';

export interface AttributeReadContext {
  classes: ClassIndex;
  /** The file the attribute is written in, relative to the app root. */
  file: string;
  report(diagnostic: Diagnostic): void;
}

export function paramSpecFromAttribute(attribute: PhpAttribute, context: AttributeReadContext): ParamSpec | undefined {
  const warn = (message: string) =>
    context.report({ severity: 'warning', code: 'attribute-unreadable', message, file: context.file, line: attribute.line });
  const name = attributeArgument(attribute, 'name', 0);
  if (typeof name !== 'string' || name === '') {
    warn(`#[${attribute.shortName}] needs a parameter name that can be read statically; the attribute is skipped.`);
    return undefined;
  }
  const read = <T>(key: string, position: number, fallback: T, check: (v: unknown) => v is T): T => {
    const value = attributeArgument(attribute, key, position);
    if (value === undefined || value === null) return fallback;
    if (check(value)) return value;
    warn(`The \`${key}\` of #[${attribute.shortName}('${name}')] could not be read statically; its default is used.`);
    return fallback;
  };
  const isString = (v: unknown): v is string => typeof v === 'string';
  const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

  const type = normalizeTypeName(read('type', 1, 'string', isString));
  const description = read('description', 2, '', isString).trim();
  const required = read('required', 3, true, isBool);
  const nullable = read('nullable', 6, false, isBool);

  let example = attributeArgument(attribute, 'example', 4);
  let hasExample = example !== undefined && example !== null;
  let noExample = false;
  if (example instanceof PhpEnumCase) example = example.value ?? example.name;
  if (isNoExampleValue(example)) {
    hasExample = false;
    noExample = true;
    example = undefined;
  } else if (isUnknown(example) || (isPhpArray(example) && containsUnknownDeep(example))) {
    warn(`The example of #[${attribute.shortName}('${name}')] could not be read statically; a generated example is used.`);
    hasExample = false;
    example = undefined;
  }

  return {
    name,
    type,
    required,
    description,
    hasExample,
    example: hasExample ? example : undefined,
    noExample,
    enumValues: enumValuesOf(attributeArgument(attribute, 'enum', 5), name, attribute, context, warn),
    nullable,
    deprecated: false,
  };
}

function enumValuesOf(
  value: unknown,
  name: string,
  attribute: PhpAttribute,
  context: AttributeReadContext,
  warn: (message: string) => void,
): unknown[] {
  if (value === undefined || value === null) return [];
  if (isPhpArray(value)) {
    const values = phpArrayEntries(value).map(([, v]) => (v instanceof PhpEnumCase ? (v.value ?? v.name) : v));
    if (!values.some(isUnknown)) return values;
  } else if (typeof value === 'string') {
    const values = backedEnumValues(value, context);
    if (values) return values;
    warn(`The enum \`${value}\` of #[${attribute.shortName}('${name}')] was not found in the app or is not a backed enum.`);
    return [];
  }
  warn(`The enum of #[${attribute.shortName}('${name}')] could not be read statically; it must be a list of values or a backed enum class.`);
  return [];
}

function containsUnknownDeep(value: unknown): boolean {
  if (isUnknown(value)) return true;
  if (isPhpArray(value)) return phpArrayEntries(value).some(([, v]) => containsUnknownDeep(v));
  return false;
}
