/** The Laravel major version an app asks for in `composer.json` (`"laravel/framework": "^10.10"` → 10), read once per run. */
import type { ClassIndex } from '../../php/class-index.ts';
import { readComposerJson } from '../../php/composer-json.ts';

export function laravelMajor(root: string, classes: ClassIndex): number | undefined {
  return classes.memo(`inference:laravel-major:${root}`, () => {
    const constraint = (readComposerJson(root)?.require as Record<string, unknown> | undefined)?.['laravel/framework'];
    const match = typeof constraint === 'string' ? /(\d+)/.exec(constraint) : null;
    return match ? Number(match[1]) : undefined;
  });
}
