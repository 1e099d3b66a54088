/**
 * docgen's own folder (the one with its `package.json`, `php/` and `integration/`), found from wherever this
 * module runs: its TypeScript source in `src/`, or the compiled bundle in `lib/`, whose chunks sit at another
 * depth. Files docgen ships beside its code (the PHP bridge, the site's routes and themes) are addressed from it.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

export function packageRoot(): string {
  if (root === undefined) {
    let dir = dirname(fileURLToPath(import.meta.url));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    root = dir;
  }
  return root;
}

/** A file of docgen's folder, by its path inside it: `packageFile('php', 'bridge', 'bridge.php')`. */
export function packageFile(...segments: string[]): string {
  return join(packageRoot(), ...segments);
}
