/**
 * The `last_updated` label: `{date:<PHP date() format>}` and `{git:short|long}` tokens replaced
 * (PHP's `date()` in the machine's time zone; the commit hash from `git rev-parse` in the app's folder).
 */
import { childProcess } from '../lazy-module.ts';
import { formatPhpDate, localTimeZone } from '../php/date-format.ts';

export interface LastUpdatedContext {
  /** When the docs are built. */
  now?: Date;
  /** Folder whose git commit `{git:…}` shows. */
  cwd: string;
}

export function formatLastUpdated(template: string, context: LastUpdatedContext): string {
  const now = context.now ?? new Date();
  return template
    .replace(/\{date:([^{}]*)\}/g, (_, format: string) => formatPhpDate(format, Math.floor(now.getTime() / 1000), localTimeZone()))
    .replace(/\{git:(short|long)\}/g, (_, kind: string) => gitCommit(context.cwd, kind === 'short'));
}

function gitCommit(cwd: string, short: boolean): string {
  try {
    return childProcess().execFileSync('git', ['rev-parse', ...(short ? ['--short'] : []), 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}
