/**
 * PHP's `urlencode()`: everything but letters, digits and `-_.` is percent-encoded, spaces become `+`.
 * Query strings in the collection use it, as Laravel decodes them the same way.
 */
export function phpUrlencode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}
