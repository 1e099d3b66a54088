/**
 * How a request body is encoded, decided once for the example requests, Try It Out, Postman and OpenAPI:
 * `multipart/form-data` as soon as the body carries a file or the Content-Type says so, otherwise the
 * Content-Type's media type, and JSON when no Content-Type is set.
 */
import type { Endpoint } from '../model.ts';
import { containsFile, exampleValues, isFileType } from './example-values.ts';
import { headerValue, mediaTypeOf } from './http-headers.ts';

export type BodyKind = 'json' | 'urlencoded' | 'multipart';

export interface BodyEncodingOptions {
  /**
   * Which files make a body multipart. `'sent'`: the files the example request uploads (a file parameter
   * without an example that is optional is not sent). `'declared'`: any file parameter, sent or not, because
   * a schema describes every request the endpoint accepts, not one example.
   */
  files: 'sent' | 'declared';
}

const MULTIPART = 'multipart/form-data';
const URLENCODED = 'application/x-www-form-urlencoded';
const JSON_TYPE = 'application/json';

/** The media type the body is sent as (lower-cased, without parameters). */
export function bodyMediaType(endpoint: Endpoint, options: BodyEncodingOptions): string {
  return mediaTypeFor(headerValue(endpoint.headers, 'Content-Type'), hasFile(endpoint, options));
}

/** The encoding an example writes the body in: form data, a URL-encoded form, or JSON for any other media type. */
export function bodyKind(endpoint: Endpoint, options: BodyEncodingOptions): BodyKind {
  return kindFor(headerValue(endpoint.headers, 'Content-Type'), hasFile(endpoint, options));
}

/** `bodyKind` for the files sent, from the body's example values already made (`exampleValues` of its body parameters). */
export function sentBodyKind(endpoint: Endpoint, values: unknown): BodyKind {
  return kindFor(headerValue(endpoint.headers, 'Content-Type'), containsFile(values));
}

/** The same rule for a request already built: its Content-Type value and whether it uploads a file. */
export function kindFor(contentType: string | undefined, hasFile: boolean): BodyKind {
  const mediaType = mediaTypeFor(contentType, hasFile);
  if (mediaType === MULTIPART) return 'multipart';
  if (mediaType === URLENCODED) return 'urlencoded';
  return 'json';
}

function mediaTypeFor(contentType: string | undefined, hasFile: boolean): string {
  return hasFile ? MULTIPART : (mediaTypeOf(contentType) ?? JSON_TYPE);
}

function hasFile(endpoint: Endpoint, options: BodyEncodingOptions): boolean {
  if (options.files === 'declared') return Object.values(endpoint.bodyParameters).some((p) => isFileType(p.type));
  return sendsFile(endpoint);
}

/** Whether the example request uploads a file (an optional file parameter without an example is not sent). */
export function sendsFile(endpoint: Endpoint): boolean {
  return containsFile(exampleValues(endpoint.bodyParameters));
}
