/**
 * A request's body, by Content-Type (Scribe's rules): files or `multipart/form-data` → `formdata`
 * (files as `type: file`, nested keys `a[b][0]`), `application/x-www-form-urlencoded` → `urlencoded`,
 * anything else → `raw` compact JSON. Form values are strings, as the v2.1 schema requires.
 */
import type { Endpoint } from '../../model.ts';
import { sentBodyKind } from '../../endpoint/body-kind.ts';
import { exampleValues } from '../../endpoint/example-values.ts';
import { formFields, formKeyOf } from '../../endpoint/form-fields.ts';
import type { PostmanBody, PostmanFormParameter } from './postman-types.ts';

export function postmanBody(endpoint: Endpoint): PostmanBody | undefined {
  const parameters = endpoint.bodyParameters;
  if (Object.keys(parameters).length === 0) return undefined;

  const values = exampleValues(parameters);
  const kind = sentBodyKind(endpoint, values);
  const descriptions = new Map(Object.entries(parameters).map(([name, p]) => [formKeyOf(name), p.description]));

  if (kind === 'multipart') {
    const formdata: PostmanFormParameter[] = formFields(values).map((field) => {
      const description = descriptions.get(field.key) ?? '';
      return 'file' in field
        ? { key: field.key, src: null, type: 'file', description }
        : { key: field.key, value: field.value, type: 'text', description };
    });
    return { mode: 'formdata', formdata };
  }
  if (kind === 'urlencoded') {
    const urlencoded = formFields(values).map((field) => ({
      key: field.key,
      value: 'value' in field ? field.value : '',
      description: descriptions.get(field.key) ?? '',
    }));
    return { mode: 'urlencoded', urlencoded };
  }
  return { mode: 'raw', raw: JSON.stringify(values), options: { raw: { language: 'json' } } };
}
