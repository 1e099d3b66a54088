/**
 * `@urlParam`, `@queryParam` and `@bodyParam` tags:
 *
 *     @bodyParam  <name> <type> [required] <description> [Enum: a, b] [Example: x | No-example]
 *     @queryParam <name> [type] [required] <description> …
 *     @urlParam   <name> [type] [required] <description> …
 *
 * `required` defaults to false. An untyped query or URL parameter is an integer when its text speaks
 * of a number, count or page, else a string. Fields (`deprecated`, `nullable`, `required`) may be
 * written as `key=value` at the start or the end.
 */
import { castToType, isSupportedTypeInDocBlocks, normalizeTypeName } from '../../../examples/types.ts';
import { fieldIsTrue, parseFieldsAtEdges } from '../../../tag-grammar/fields.ts';
import { takeEnum, takeExample, takeNoExample, writtenExample } from '../../../tag-grammar/labels.ts';
import type { ParamSpec } from '../../../examples/param-spec.ts';

export type ParamTagKind = 'urlParam' | 'queryParam' | 'bodyParam';

const URL_TYPES = /^(int|integer|string|float|double|number)$/;
const PARAM_FIELDS = ['deprecated', 'nullable', 'required'];

/** Parses a tag's text (after the tag name). Returns undefined when there is not even a name. */
export function parseParamTag(kind: ParamTagKind, text: string): ParamSpec | undefined {
  const { content, fields } = parseFieldsAtEdges(text, PARAM_FIELDS);
  const trimmed = content.trim();
  if (trimmed === '') return undefined;
  const tokens = trimmed.split(/\s+/);
  const name = tokens[0]!;
  let rest = trimmed.slice(name.length).trim();

  let type = '';
  let required = false;
  if (kind === 'bodyParam') {
    // The type is part of the format, whatever it says.
    const typeToken = rest.split(/\s+/)[0] ?? '';
    if (typeToken !== '' && typeToken !== 'required') {
      type = typeToken;
      rest = rest.slice(typeToken.length).trim();
    }
  } else {
    const typeToken = rest.split(/\s+/)[0] ?? '';
    const looksLikeType = kind === 'urlParam' ? URL_TYPES.test(typeToken) : isSupportedTypeInDocBlocks(typeToken) && /^[a-zA-Z[\]]+$/.test(typeToken);
    if (typeToken !== '' && looksLikeType) {
      type = typeToken;
      rest = rest.slice(typeToken.length).trim();
    }
  }
  if (/^required(\s|$)/.test(rest)) {
    required = true;
    rest = rest.slice('required'.length).trim();
  }

  const marks = takeNoExample(rest);
  let description = marks.text;

  if (type === '') {
    const mentionsCount = kind === 'queryParam' ? /number|count|page/.test(description.toLowerCase()) : /number|count|page/.test(description);
    type = kind === 'bodyParam' ? 'string' : mentionsCount ? 'integer' : 'string';
  }
  type = normalizeTypeName(type);

  let hasExample = false;
  let example: unknown;
  const exampleMatch = takeExample(description);
  if (exampleMatch) {
    hasExample = true;
    description = exampleMatch.before;
    const written = writtenExample(exampleMatch.value);
    example = written === null ? null : castToType(written, type);
  }
  let enumValues: unknown[] = [];
  const enumMatch = takeEnum(description);
  if (enumMatch) {
    description = enumMatch.before;
    enumValues = enumMatch.values.map((value) => castToType(value, type));
  }

  return {
    name,
    type,
    required: fieldIsTrue(fields.required) ?? required,
    description,
    hasExample,
    example,
    noExample: marks.noExample && !hasExample,
    enumValues,
    nullable: fieldIsTrue(fields.nullable) ?? false,
    deprecated: fieldIsTrue(fields.deprecated) ?? false,
  };
}
