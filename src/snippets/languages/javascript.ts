/** Browser `fetch`, after Scribe's `example-requests/javascript.md.blade.php`. */
import { exampleFormFields } from '../../endpoint/form-fields.ts';
import { phpString } from '../../endpoint/php-string.ts';
import { phpUrlencode } from '../../endpoint/php-urlencode.ts';
import { doubleQuoted } from '../literals.ts';
import { hasQuery, type RequestExample } from '../../endpoint/example-request.ts';

export function javascriptExample(request: RequestExample): string {
  const out: string[] = [`const url = new URL(\n    ${doubleQuoted(request.url)}\n);`];
  if (hasQuery(request)) {
    const lines = exampleFormFields(request.query).map((f) => `    ${doubleQuoted(f.key)}: ${doubleQuoted(queryValue(f.value))},`);
    out.push(
      `const params = {\n${lines.join('\n')}\n};\nObject.keys(params)\n    .forEach(key => url.searchParams.append(key, params[key]));`,
    );
  }
  // With FormData the browser writes the multipart Content-Type (with its boundary) itself.
  const headers = Object.entries(request.headers).filter(
    ([name]) => !(request.bodyKind === 'multipart' && name.toLowerCase() === 'content-type'),
  );
  const hasHeaders = headers.length > 0;
  if (hasHeaders) {
    const lines = headers.map(([name, value]) => `    ${doubleQuoted(name)}: ${doubleQuoted(value)},`);
    if (!headers.some(([name]) => name.toLowerCase() === 'accept')) lines.push('    "Accept": "application/json",');
    out.push(`const headers = {\n${lines.join('\n')}\n};`);
  }
  let bodyOption = '';
  if (request.bodyKind === 'multipart') {
    const lines = ['const body = new FormData();'];
    for (const f of exampleFormFields(request.body)) lines.push(`body.append(${doubleQuoted(f.key)}, ${doubleQuoted(phpString(f.value))});`);
    for (const file of request.files) {
      lines.push(`body.append(${doubleQuoted(file.key)}, document.querySelector('input[name="${file.key.replace(/"/g, '\\"')}"]').files[0]);`);
    }
    out.push(lines.join('\n'));
    bodyOption = '    body,\n';
  } else if (request.bodyKind === 'urlencoded') {
    const encoded = exampleFormFields(request.body).map((f) => `${encodeURIComponent(f.key)}=${phpUrlencode(phpString(f.value))}`).join('&');
    out.push(`let body = ${doubleQuoted(encoded)};`);
    bodyOption = '    body,\n';
  } else if (request.bodyKind === 'json') {
    out.push(`let body = ${JSON.stringify(request.body, null, 4)};`);
    bodyOption = '    body: JSON.stringify(body),\n';
  }
  out.push(
    `fetch(url, {\n    method: ${doubleQuoted(request.method)},\n${hasHeaders ? '    headers,\n' : ''}${bodyOption}}).then(response => response.json());`,
  );
  return out.join('\n\n');
}

/** Query values are sent as text; booleans as 1/0 like Scribe prints them. */
function queryValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  return phpString(value);
}
