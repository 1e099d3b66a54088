/**
 * The environment a Laravel app's config sees: its `.env`, with real environment variables winning (Laravel
 * loads `.env` immutably, so a variable already set in the process is kept).
 */
import { readDotEnv } from '../php/dot-env.ts';

export function appEnv(appRoot: string): Record<string, string> {
  const env = readDotEnv(appRoot);
  for (const [key, value] of Object.entries(process.env)) if (typeof value === 'string' && key in env) env[key] = value;
  return env;
}
