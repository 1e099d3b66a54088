/** Header lookups that ignore case, as HTTP does. */

export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
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
