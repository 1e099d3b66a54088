/** `php -S` with a router script, as `php artisan serve` runs it, on a free port. */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { PhpServer } from '../../support/php.ts';

const ROUTER = fileURLToPath(new URL('./router.php', import.meta.url));

/** A port nobody listens on now (for a server whose URL must be known before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function serveLaravel(appDir: string, env: Record<string, string> = {}, port?: number): Promise<PhpServer> {
  port ??= await freePort();
  const child = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', 'public', ROUTER], { cwd: appDir, env: { ...process.env, ...env }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(`${url}/robots-docgen-probe.txt`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`php -S did not answer on ${url} within 10 s`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
