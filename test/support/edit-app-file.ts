/** Edits a file of a test app as an editor would: the text replaced, the mtime a few seconds after the last run's. */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

export function editAppFile(app: string, file: string, from: string, to: string): void {
  const path = join(app, file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(from);
  writeFileSync(path, text.replace(from, to));
  utimesSync(path, new Date(), new Date(Date.now() + 5000));
}
