/**
 * Response calls over HTTP, against an app that is already running (`responseCalls.baseUrl`), for users
 * without PHP on the docs machine. No transaction can wrap these: what the app writes stays written, which
 * is why only GET is called by default.
 */
import { fsPromises } from '../lazy-module.ts';
import { nameMap } from '../name-map.ts';
import { basename } from 'node:path';
import type { BridgeCallRequest, BridgeCallResult, BridgeFile } from './protocol.ts';
import { flattenFields, phpQueryString } from './php-query.ts';
import { kindFor } from '../endpoint/body-kind.ts';

/** A 1×1 PNG: passes Laravel's `image` and `file` rules. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function callOverHttp(baseUrl: string, request: BridgeCallRequest, timeoutMs = 30_000): Promise<BridgeCallResult> {
  const path = request.uri.replace(/^https?:\/\/[^/]+\/?/i, '').replace(/^\/+/, '');
  let url = `${baseUrl.replace(/(?<!\/)\/+$/, '')}/${path}`;
  if (request.query && Object.keys(request.query).length > 0) url += `${url.includes('?') ? '&' : '?'}${phpQueryString(request.query)}`;

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  const cookies = Object.entries(request.cookies ?? {});
  if (cookies.length > 0) headers.set('Cookie', cookies.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; '));

  let body: string | FormData | undefined;
  const files = Object.entries(request.files ?? {});
  if (kindFor(headers.get('Content-Type') ?? undefined, files.length > 0) === 'multipart') {
    const form = new FormData();
    if (request.body && typeof request.body === 'object') for (const [k, v] of flattenFields(request.body)) form.append(k, v);
    for (const [dotPath, file] of files) {
      const { bytes, name, type } = await fileContent(file);
      form.append(formName(dotPath), new Blob([new Uint8Array(bytes)], { type }), name);
    }
    headers.delete('Content-Type'); // fetch sets the boundary
    body = form;
  } else if (request.body !== undefined && request.body !== null && request.method !== 'GET' && request.method !== 'HEAD') {
    body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }

  const response = await fetch(url, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
  const resultHeaders: Record<string, string> = nameMap();
  response.headers.forEach((value, name) => {
    resultHeaders[name.toLowerCase()] = value;
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const binary = !isUtf8(bytes);
  return {
    status: response.status,
    headers: resultHeaders,
    content: binary ? '<<binary>>' : text,
    binary,
    exception: null,
    warnings: [],
  };
}

/** `photos.0` → `photos[0]`, `meta.cover` → `meta[cover]`. */
function formName(dotPath: string): string {
  const [first, ...rest] = dotPath.split('.');
  return first + rest.map((p) => `[${p}]`).join('');
}

async function fileContent(file: BridgeFile): Promise<{ bytes: Buffer; name: string; type: string }> {
  if ('path' in file) return { bytes: await fsPromises().readFile(file.path), name: basename(file.path), type: 'application/octet-stream' };
  return file.fake === 'image'
    ? { bytes: TINY_PNG, name: file.name ?? 'example.png', type: 'image/png' }
    : { bytes: Buffer.from('docgen example file\n'), name: file.name ?? 'example.txt', type: 'text/plain' };
}

function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
