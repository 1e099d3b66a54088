/**
 * `@responseField <name> [type] [required] <description> [Enum: a, b]`: the type may be left out (it is then
 * inferred from the example responses), and may be nullable (`?string`, `string|null`).
 */
import { castToType, isSupportedTypeInDocBlocks, normalizeTypeName } from '../../../examples/types.ts';
import { takeEnum } from '../../../tag-grammar/labels.ts';

export interface ResponseFieldSpec {
  name: string;
  /** '' when the tag gives no type. */
  type: string;
  required: boolean;
  nullable: boolean;
  description: string;
  enumValues: unknown[];
}

/** `?string`, `string|null`, `int` … → the docgen type and whether null is allowed; undefined when not a type. */
export function readType(token: string): { type: string; nullable: boolean } | undefined {
  if (!token) return undefined;
  let nullable = token.startsWith('?');
  const parts = token.replace(/^\?/, '').split('|').filter((part) => {
    if (part.toLowerCase() === 'null') {
      nullable = true;
      return false;
    }
    return true;
  });
  const base = parts[0];
  // Types are written in lower case; a capitalised first word ("Number of views.") starts the description.
  if (!base || !/^[a-z[\]]+$/.test(base) || !isSupportedTypeInDocBlocks(base)) return undefined;
  return { type: normalizeTypeName(base), nullable };
}

export function parseResponseFieldTag(text: string): ResponseFieldSpec | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const name = trimmed.split(/\s+/)[0]!;
  let rest = trimmed.slice(name.length).trim();
  let type = '';
  let nullable = false;
  const typeToken = rest.split(/\s+/)[0] ?? '';
  const typed = readType(typeToken);
  if (typed) {
    type = typed.type;
    nullable = typed.nullable;
    rest = rest.slice(typeToken.length).trim();
  }
  let required = false;
  if (/^required(\s|$)/.test(rest)) {
    required = true;
    rest = rest.slice('required'.length).trim();
  }
  let description = rest;
  let enumValues: unknown[] = [];
  const enumMatch = takeEnum(description, 'first');
  if (enumMatch) {
    description = enumMatch.before;
    enumValues = enumMatch.values.map((value) => (type ? castToType(value, type) : value));
  }
  return { name, type, required, nullable, description, enumValues };
}
