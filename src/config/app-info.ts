/** The app's name and URL, from `config/app.php` (`name`, `url`, with env()) as Laravel would read them. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readPhpConfigFile } from './php-config.ts';

export interface AppInfo {
  name: string;
  url: string;
}

export function readAppInfo(appRoot: string, env: Record<string, string>): AppInfo {
  const file = join(appRoot, 'config/app.php');
  const fallback = { name: env.APP_NAME ?? 'Laravel', url: env.APP_URL ?? 'http://localhost' };
  if (!existsSync(file)) return fallback;
  const value = readPhpConfigFile(file, appRoot, env).value ?? {};
  return {
    name: typeof value.name === 'string' && value.name ? value.name : fallback.name,
    url: typeof value.url === 'string' && value.url ? value.url : fallback.url,
  };
}
