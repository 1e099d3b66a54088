/**
 * A request's URL: `{{baseUrl}}` host, `{param}`/`{param?}` as Postman's `:param` with a `variable`
 * entry each, and the query parameters (lists and maps, also dotted names such as `filter.status`,
 * in PHP's `k[0]`/`k[key]` form). Optional
 * query parameters without an example are present but `disabled`, so users see them.
 */
import type { Endpoint, Parameter } from '../../model.ts';
import type { AuthCarrier } from '../auth-carrier.ts';
import { formFields, formText } from '../../endpoint/form-fields.ts';
import { isPlainObject, nodeExample } from '../../endpoint/example-values.ts';
import { nestParameters } from '../../endpoint/nest-parameters.ts';
import { phpUrlencode } from '../../endpoint/php-urlencode.ts';
import type { PostmanKeyValue, PostmanUrl, PostmanVariable } from './postman-types.ts';

export function postmanUrl(endpoint: Endpoint, carrier: AuthCarrier): PostmanUrl {
  const path = endpoint.uri === '/' ? '' : endpoint.uri.replace(/\{(\w+)\??\}/g, ':$1');
  const query: PostmanKeyValue[] = [];
  for (const node of nestParameters(endpoint.queryParameters).roots) {
    if (carrier.where === 'query' && carrier.name === node.key) continue;
    query.push(...queryEntries(node.key, node.parameter, nodeExample(node)));
  }
  const sent = query.filter((entry) => !entry.disabled);
  const queryString = sent.map((entry) => `${entry.key}=${entry.value}`).join('&');
  const url: PostmanUrl = {
    host: '{{baseUrl}}',
    path,
    query,
    raw: `{{baseUrl}}/${path}${queryString ? `?${queryString}` : ''}`,
  };
  const variables = pathVariables(endpoint);
  if (variables.length > 0) url.variable = variables;
  return url;
}

function queryEntries(name: string, parameter: Parameter, example: unknown): PostmanKeyValue[] {
  const description = stripTags(parameter.description);
  const hasExample = example !== undefined && example !== '' && !(example === null && !parameter.exampleWasSpecified);
  const disabled = !parameter.required && !hasExample;

  if (Array.isArray(example) || isPlainObject(example)) {
    const flat = flattenQuery(name, example);
    if (flat.length > 0) return flat.map(([key, value]) => entry(key, value, description, disabled));
  }
  const isCollection = parameter.type.endsWith('[]') || parameter.type === 'object';
  if (isCollection && !hasExample) {
    return [entry(phpUrlencode(parameter.type === 'object' ? `${name}[key]` : `${name}[0]`), '', description, true)];
  }
  return [entry(phpUrlencode(name), hasExample ? phpUrlencode(formText(example)) : '', description, disabled)];
}

function entry(key: string, value: string, description: string, disabled: boolean): PostmanKeyValue {
  return { key, value, description, disabled };
}

/** `filters: {a: [1, 2]}` → `filters[a][0]=1`, `filters[a][1]=2` (keys and values URL-encoded). */
function flattenQuery(prefix: string, value: Record<string, unknown> | unknown[]): Array<[string, string]> {
  // A file has no text form in a query string: it is printed like any other object.
  return formFields(value, prefix).map((field) => [phpUrlencode(field.key), phpUrlencode('value' in field ? field.value : formText(field.file))]);
}

function pathVariables(endpoint: Endpoint): PostmanVariable[] {
  const names = [...endpoint.uri.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1]!);
  return names.map((name) => {
    const parameter = endpoint.urlParameters[name];
    const example = parameter?.example;
    return {
      id: name,
      key: name,
      value: example === undefined || example === null ? '' : phpUrlencode(formText(example)),
      description: parameter?.description ?? '',
    };
  });
}

function stripTags(text: string): string {
  return text.replace(/<[^<>]*>/g, '');
}
