/** Header lookups that ignore case, as HTTP does. */

/** The key a header is written under (`content-type` for `Content-Type`), or undefined when it is not set. */
export function headerName(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  return Object.keys(headers).find((key) => key.toLowerCase() === wanted);
}

export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = headerName(headers, name);
  return key === undefined ? undefined : headers[key];
}

export function hasHeader(headers: Record<string, string>, name: string): boolean {
  return headerValue(headers, name) !== undefined;
}

/** The media type of a Content-Type value, lower-cased, without parameters (`; charset=…`). */
export function mediaTypeOf(contentType: string | undefined): string | undefined {
  if (!contentType) return undefined;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === '' ? undefined : type;
}
