/** Temporary Laravel-like app folders holding only the files a config test needs. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

const created: string[] = [];
afterAll(() => {
  for (const dir of created) rmSync(dir, { recursive: true, force: true });
});

export function tempApp(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docgen-config-'));
  created.push(root);
  const all = { 'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"}}}', ...files };
  for (const [path, text] of Object.entries(all)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return root;
}

export const DATABASE_PHP = `<?php
return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [],
];
`;
