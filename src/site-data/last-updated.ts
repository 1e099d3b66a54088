/**
 * The `last_updated` label: `{date:<PHP date() format>}` and `{git:short|long}` tokens replaced
 * (PHP's `date()` through locutus; the commit hash from `git rev-parse` in the app's folder).
 */
import { execFileSync } from 'node:child_process';
import { date as phpDate } from 'locutus/php/datetime/date';

export interface LastUpdatedContext {
  /** When the docs are built. */
  now?: Date;
  /** Folder whose git commit `{git:…}` shows. */
  cwd: string;
}

export function formatLastUpdated(template: string, context: LastUpdatedContext): string {
  const now = context.now ?? new Date();
  return template
    .replace(/\{date:([^{}]*)\}/g, (_, format: string) => phpDate(format, Math.floor(now.getTime() / 1000)))
    .replace(/\{git:(short|long)\}/g, (_, kind: string) => gitCommit(context.cwd, kind === 'short'));
}

function gitCommit(cwd: string, short: boolean): string {
  try {
    return execFileSync('git', ['rev-parse', ...(short ? ['--short'] : []), 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}
