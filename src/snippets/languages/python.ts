/** requests, after Scribe's `example-requests/python.md.blade.php`, with Python literals (True/False/None). */
import { exampleFormFields } from '../../endpoint/form-fields.ts';
import { phpString } from '../../endpoint/php-string.ts';
import { pythonValue, singleQuoted } from '../literals.ts';
import { hasBodyValues, hasQuery, type RequestExample } from '../../endpoint/example-request.ts';

export function pythonExample(request: RequestExample): string {
  const out = ['import requests\nimport json', `url = ${singleQuoted(request.url, 'python')}`];
  const args: string[] = [];
  if (request.bodyKind === 'multipart') {
    const entries = exampleFormFields(request.body).map((f) => `  ${singleQuoted(f.key, 'python')}: (None, ${singleQuoted(phpString(f.value), 'python')})`);
    for (const file of request.files) entries.push(`  ${singleQuoted(file.key, 'python')}: open(${singleQuoted(file.path, 'python')}, 'rb')`);
    out.push(`files = {\n${entries.join(',\n')}\n}`);
  } else if (hasBodyValues(request)) {
    out.push(`payload = ${pythonValue(request.body)}`);
  }
  if (hasQuery(request)) {
    const entries = exampleFormFields(request.query).map(
      (f) => `  ${singleQuoted(f.key, 'python')}: ${singleQuoted(typeof f.value === 'boolean' ? (f.value ? '1' : '0') : phpString(f.value), 'python')},`,
    );
    out.push(`params = {\n${entries.join('\n')}\n}`);
  }
  const headers = Object.entries(request.headers).filter(
    ([name]) => !(request.bodyKind === 'multipart' && name.toLowerCase() === 'content-type'),
  );
  if (headers.length) {
    out.push(`headers = {\n${headers.map(([n, v]) => `  ${singleQuoted(n, 'python')}: ${singleQuoted(v, 'python')}`).join(',\n')}\n}`);
    args.push('headers=headers');
  }
  if (request.bodyKind === 'multipart') args.push('files=files');
  else if (request.bodyKind === 'urlencoded' && hasBodyValues(request)) args.push('data=payload');
  else if (request.bodyKind === 'json' && hasBodyValues(request)) args.push('json=payload');
  if (hasQuery(request)) args.push('params=params');
  out.push(`response = requests.request(${singleQuoted(request.method, 'python')}, url${args.map((a) => `, ${a}`).join('')})\nresponse.json()`);
  return out.join('\n\n');
}
