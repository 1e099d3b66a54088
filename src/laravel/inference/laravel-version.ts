/** The Laravel major version an app asks for in `composer.json` (`"laravel/framework": "^10.10"` → 10), read once per run. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClassIndex } from '../../php/class-index.ts';

export function laravelMajor(root: string, classes: ClassIndex): number | undefined {
  return classes.memo(`inference:laravel-major:${root}`, () => {
    try {
      const composer = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as { require?: Record<string, string> };
      const constraint = composer.require?.['laravel/framework'];
      const match = constraint ? /(\d+)/.exec(constraint) : null;
      return match ? Number(match[1]) : undefined;
    } catch {
      return undefined;
    }
  });
}
