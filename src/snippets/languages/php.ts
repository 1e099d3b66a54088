/** Guzzle, after Scribe's `example-requests/php.md.blade.php`. */
import { exampleFormFields } from '../../endpoint/form-fields.ts';
import { phpString } from '../../endpoint/php-string.ts';
import { phpValue, singleQuoted } from '../literals.ts';
import { hasBodyValues, hasQuery, type RequestExample } from '../../endpoint/example-request.ts';

export function phpExample(request: RequestExample): string {
  const lines = ['$client = new \\GuzzleHttp\\Client();', `$url = ${singleQuoted(request.url, 'php')};`];
  const method = request.method.toLowerCase();
  const options: string[] = [];
  if (Object.keys(request.headers).length) options.push(`        'headers' => ${phpValue(request.headers, 8)},`);
  if (hasQuery(request)) {
    const query = Object.fromEntries(exampleFormFields(request.query).map((f) => [f.key, typeof f.value === 'boolean' ? (f.value ? '1' : '0') : phpString(f.value)]));
    options.push(`        'query' => ${phpValue(query, 8)},`);
  }
  if (request.bodyKind === 'multipart') {
    const parts = exampleFormFields(request.body).map(
      (f) => `            [\n                'name' => ${singleQuoted(f.key, 'php')},\n                'contents' => ${singleQuoted(phpString(f.value), 'php')}\n            ],`,
    );
    for (const file of request.files) {
      parts.push(
        `            [\n                'name' => ${singleQuoted(file.key, 'php')},\n                'contents' => fopen(${singleQuoted(file.path, 'php')}, 'r')\n            ],`,
      );
    }
    options.push(`        'multipart' => [\n${parts.join('\n')}\n        ],`);
  } else if (request.bodyKind === 'urlencoded' && hasBodyValues(request)) {
    options.push(`        'form_params' => ${phpValue(request.body, 8)},`);
  } else if (request.bodyKind === 'json' && hasBodyValues(request)) {
    options.push(`        'json' => ${phpValue(request.body, 8)},`);
  }
  if (options.length) {
    lines.push(`$response = $client->${method}(\n    $url,\n    [\n${options.join('\n')}\n    ]\n);`);
  } else {
    lines.push(`$response = $client->${method}($url);`);
  }
  lines.push('$body = $response->getBody();', 'print_r(json_decode((string) $body));');
  return lines.join('\n');
}
