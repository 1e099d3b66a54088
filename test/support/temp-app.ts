/** Small apps written into a temporary folder from a map of files, removed when the test file ends. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

const created: string[] = [];
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

/** Writes the files (paths relative to the app root) beside a composer.json mapping `App\` to `app/`, unless one is given. */
export function tempApp(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docgen-app-'));
  created.push(root);
  const all = { 'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"}}}', ...files };
  for (const [path, text] of Object.entries(all)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}
