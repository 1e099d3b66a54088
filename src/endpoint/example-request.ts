/**
 * Everything an example request shows, computed once per endpoint and shared by every language and the
 * site's Try It Out form:
 * method, full URL, headers, query values, body values, files. The auth placeholder is already in the
 * endpoint's headers or parameters (extraction puts it there, as Scribe does).
 */
import type { Endpoint } from '../model.ts';
import { kindFor, type BodyKind } from './body-kind.ts';
import { uriWithExamples } from './bound-uri.ts';
import { cleanParameters, type FileField } from './clean-parameters.ts';
import { primaryMethod } from './endpoint-key.ts';
import { headerName, headerValue } from './http-headers.ts';

export interface RequestExample {
  method: string;
  /** Base URL without a trailing slash. */
  baseUrl: string;
  /** The URI with parameters bound, without a leading slash. */
  uri: string;
  /** `baseUrl/uri` (no query string). */
  url: string;
  headers: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown> | unknown[];
  files: FileField[];
  bodyKind: BodyKind | 'none';
}

export interface RequestExampleOptions {
  baseUrl: string;
}

export function buildRequestExample(endpoint: Endpoint, options: RequestExampleOptions): RequestExample {
  const headers = { ...endpoint.headers };
  const query = cleanParameters(endpoint.queryParameters).values as Record<string, unknown>;
  const body = cleanParameters(endpoint.bodyParameters);
  const uri = uriWithExamples(endpoint.uri, endpoint.urlParameters, { nullExample: 'empty', structuredExample: 'json' });
  const baseUrl = options.baseUrl.replace(/(?<!\/)\/+$/, '');
  const hasBody = body.files.length > 0 || (Array.isArray(body.values) ? body.values.length : Object.keys(body.values).length) > 0;
  // The files the example sends are those taken out of its body: the body's encoding follows from them.
  const bodyKind = hasBody ? kindFor(headerValue(endpoint.headers, 'Content-Type'), body.files.length > 0) : 'none';
  if (bodyKind === 'multipart') setHeader(headers, 'Content-Type', 'multipart/form-data');
  return {
    method: primaryMethod(endpoint).toUpperCase(),
    baseUrl,
    uri,
    url: `${baseUrl}/${uri}`,
    headers,
    query,
    body: body.values,
    files: body.files,
    bodyKind,
  };
}

function setHeader(headers: Record<string, string>, name: string, value: string): void {
  const existing = headerName(headers, name);
  headers[existing ?? name] = value;
}

export function hasQuery(request: RequestExample): boolean {
  return Object.keys(request.query).length > 0;
}

export function hasBodyValues(request: RequestExample): boolean {
  return Array.isArray(request.body) ? request.body.length > 0 : Object.keys(request.body).length > 0;
}
