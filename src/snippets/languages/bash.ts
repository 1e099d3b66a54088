/** curl, after Scribe's `example-requests/bash.md.blade.php`, with every line continued correctly. */
import { exampleFormFields } from '../../endpoint/form-fields.ts';
import { phpString } from '../../endpoint/php-string.ts';
import { phpUrlencode } from '../../endpoint/php-urlencode.ts';
import { shellDoubleQuoted } from '../literals.ts';
import { hasBodyValues, hasQuery, type RequestExample } from '../../endpoint/example-request.ts';

export function bashExample(request: RequestExample): string {
  const query = hasQuery(request)
    ? `?${exampleFormFields(request.query).map((f) => `${f.key}=${phpUrlencode(phpString(f.value))}`).join('&')}`
    : '';
  const parts = [`${request.method === 'GET' ? '--get ' : ''}"${shellDoubleQuoted(request.url + query)}"`];
  for (const [name, value] of Object.entries(request.headers)) {
    parts.push(`--header "${shellDoubleQuoted(`${name}: ${value}`)}"`);
  }
  if (request.bodyKind === 'multipart') {
    for (const field of exampleFormFields(request.body)) parts.push(`--form "${shellDoubleQuoted(`${field.key}=${phpString(field.value)}`)}"`);
    for (const file of request.files) parts.push(`--form "${shellDoubleQuoted(`${file.key}=@${file.path}`)}"`);
  } else if (request.bodyKind === 'urlencoded') {
    const encoded = exampleFormFields(request.body).map((f) => `${encodeURIComponent(f.key)}=${phpUrlencode(phpString(f.value))}`).join('&');
    parts.push(`--data "${shellDoubleQuoted(encoded)}"`);
  } else if (request.bodyKind === 'json' && hasBodyValues(request)) {
    parts.push(`--data "${shellDoubleQuoted(JSON.stringify(request.body, null, 4))}"`);
  }
  return `curl --request ${request.method} \\\n    ${parts.join(' \\\n    ')}`;
}
