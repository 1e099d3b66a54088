/**
 * From an extracted endpoint to the request a response call sends (Scribe's `ResponseCalls::makeResponseCall`):
 * the URI bound with the URL parameters' examples, query and body from the examples with the strategy's
 * `queryParams`/`bodyParams` merged over them, `fileParams` and the endpoint's file parameters as uploads,
 * `cookies`, `config`, and the credential placed per `auth.in`.
 */
import { nameMap } from '../name-map.ts';
import { locateAppFile } from '../app-files.ts';
import { basename, isAbsolute, join } from 'node:path';
import type { DocgenConfig, StrategySettings } from '../config/types.ts';
import type { Endpoint, Route } from '../model.ts';
import { uriWithExamples, type UriBindingOptions } from '../endpoint/bound-uri.ts';
import { cleanParameters } from '../endpoint/clean-parameters.ts';
import type { AuthPlacement } from './auth-value.ts';
import type { BridgeCallRequest, BridgeFile } from './protocol.ts';

/** The strategy's settings, as `ResponseCalls::withSettings()` names them. */
export interface ResponseCallSettings {
  config: Record<string, unknown>;
  queryParams: Record<string, unknown>;
  bodyParams: Record<string, unknown>;
  /** Parameter name → file path (absolute or relative to the app). */
  fileParams: Record<string, string>;
  cookies: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads the settings leniently: a wrong type counts as absent (the config loader reports it). */
export function responseCallSettings(settings: Partial<StrategySettings>): ResponseCallSettings {
  const record = (key: string) => (isRecord(settings[key]) ? (settings[key] as Record<string, unknown>) : {});
  const strings = (key: string) =>
    Object.fromEntries(Object.entries(record(key)).filter((e): e is [string, string] => typeof e[1] === 'string' || typeof e[1] === 'number').map(([k, v]) => [k, String(v)]));
  return {
    config: record('config'),
    queryParams: record('queryParams'),
    bodyParams: record('bodyParams'),
    fileParams: strings('fileParams'),
    cookies: strings('cookies'),
  };
}

export interface CallRequestInput {
  endpoint: Endpoint;
  route: Route;
  appRoot: string;
  settings: ResponseCallSettings;
  /** Where the credential goes, for authenticated endpoints (see auth-value.ts). */
  auth: AuthPlacement | null;
  connections: DocgenConfig['database_connections_to_transact'];
}

export function buildCallRequest(input: CallRequestInput): BridgeCallRequest {
  const { endpoint, route, settings, auth } = input;
  const binding: UriBindingOptions = { nullExample: 'unbound', structuredExample: 'json' };
  const path = uriWithExamples(endpoint.uri, endpoint.urlParameters, binding);
  const uri = route.domain ? `http://${uriWithExamples(route.domain, endpoint.urlParameters, binding)}/${path}` : path;

  const headers: Record<string, string> = nameMap(Object.entries(endpoint.headers));
  const queryValues = cleanParameters(endpoint.queryParameters).values;
  const query: Record<string, unknown> = nameMap([...Object.entries(isRecord(queryValues) ? queryValues : {}), ...Object.entries(settings.queryParams)]);
  const cleanBody = cleanParameters(endpoint.bodyParameters);
  let body: Record<string, unknown> | unknown[] = cleanBody.values;
  if (!Array.isArray(body)) body = nameMap([...Object.entries(body), ...Object.entries(settings.bodyParams)]);

  const files: Record<string, BridgeFile> = nameMap();
  for (const file of cleanBody.files) {
    files[dotPath(file.key, files)] = fileFor(file.path, input.appRoot);
  }
  for (const [name, path] of Object.entries(settings.fileParams)) {
    files[name] = fileFor(path, input.appRoot);
    if (!Array.isArray(body)) delete body[name];
  }

  if (auth && endpoint.metadata.authenticated) {
    if (auth.in === 'header') {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === auth.name.toLowerCase()) delete headers[key];
      headers[auth.name] = auth.value;
    } else if (auth.in === 'query') {
      query[auth.name] = auth.value;
    } else if (!Array.isArray(body)) {
      body[auth.name] = auth.value;
    }
  }

  const method = endpoint.httpMethods[0] ?? route.methods[0] ?? 'GET';
  const hasBody = Array.isArray(body) ? body.length > 0 : Object.keys(body).length > 0;
  return {
    method,
    uri,
    headers,
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(hasBody ? { body } : {}),
    ...(Object.keys(files).length > 0 ? { files } : {}),
    ...(Object.keys(settings.cookies).length > 0 ? { cookies: settings.cookies } : {}),
    ...(Object.keys(settings.config).length > 0 ? { config: settings.config } : {}),
    ...(input.connections.length > 0 ? { connections: input.connections } : {}),
  };
}

/** `meta[cover]` → `meta.cover`; `photos[]` → `photos.0`, `photos.1` … (the next free index). */
function dotPath(formKey: string, taken: Record<string, unknown>): string {
  const base = formKey.replace(/\[\]$/, '').replace(/\[([^[\]]*)\]/g, '.$1');
  if (!formKey.endsWith('[]')) return base;
  let index = 0;
  while (`${base}.${index}` in taken) index++;
  return `${base}.${index}`;
}

/** An example path that exists is uploaded; otherwise a small generated image under the example's name. */
function fileFor(example: string, appRoot: string): BridgeFile {
  const candidate = isAbsolute(example) ? example : join(appRoot, example);
  // Only the app's own files are uploaded: the app could send an outside file back in its response.
  const lookup = example ? locateAppFile(appRoot, candidate) : undefined;
  if (lookup?.found) return { path: lookup.path };
  const name = basename(example || 'example.png');
  return { fake: 'image', name: /\.[a-z0-9]+$/i.test(name) ? name : 'example.png' };
}
