/**
 * Reads through a value made from many files (the swagger-php registry is made from every annotated file of the
 * app). What uses the value depends on each of those files, but an edit of one matters to it only when the value
 * changes: a docblock's summary edited in one controller must not re-extract every endpoint of the app. Such a
 * read is noted under a key naming the value and the file; its stamp holds the file's stamp and the value's digest,
 * and it holds while either is unchanged (file-stamps.ts).
 */
const MARK = '\0';

/** The dependency key of `file` read into the value named `value`. */
export function derivedRead(value: string, file: string): string {
  return `${MARK}${value}${MARK}${file}`;
}

/** The value and file of a key made by derivedRead(), or undefined for a plain file. */
export function parseDerivedRead(key: string): { value: string; file: string } | undefined {
  if (!key.startsWith(MARK)) return undefined;
  const end = key.indexOf(MARK, 1);
  return end < 0 ? undefined : { value: key.slice(1, end), file: key.slice(end + 1) };
}
