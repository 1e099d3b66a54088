/** `php -S` with a router script, as `php artisan serve` runs it (see router.php), on a free port or the one given. */
import { fileURLToPath } from 'node:url';
import { servePhp, type PhpServer } from '../../support/php.ts';

const ROUTER = fileURLToPath(new URL('./router.php', import.meta.url));

export function serveLaravel(appDir: string, env: Record<string, string> = {}, port?: number): Promise<PhpServer> {
  return servePhp(appDir, env, { router: ROUTER, ...(port !== undefined ? { port } : {}) });
}
