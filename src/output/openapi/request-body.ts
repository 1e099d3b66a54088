/**
 * An operation's request body: an object schema of the body parameters (or an array schema when the
 * body is a list), `multipart/form-data` when any field is a file at any depth, else the endpoint's
 * Content-Type, else JSON.
 */
import type { Endpoint } from '../../model.ts';
import { bodyMediaType } from '../../endpoint/body-kind.ts';
import { nestParameters } from '../../endpoint/nest-parameters.ts';
import { fieldSchema, objectShape } from './field-schema.ts';
import type { RequestBodyObject, Schema } from './openapi-types.ts';
import { madeFrom } from './schema-class.ts';

export function requestBody(endpoint: Endpoint): RequestBodyObject | undefined {
  if (Object.keys(endpoint.bodyParameters).length === 0) return undefined;
  const { roots, isList } = nestParameters(endpoint.bodyParameters);
  let schema: Schema;
  let required: boolean;
  if (isList) {
    schema = fieldSchema(roots[0]!);
    required = true;
  } else {
    schema = { type: 'object', ...objectShape(roots) };
    required = roots.some((root) => root.parameter.required);
  }
  const contentType = bodyMediaType(endpoint, { files: 'declared' });
  return { required, content: { [contentType]: { schema: madeFrom(schema, endpoint.bodyOrigin?.path === '' ? endpoint.bodyOrigin.class : undefined) } } };
}
