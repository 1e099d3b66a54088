import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { closeAllBridges, invalidateBridge, sharedBridge } from '../../src/bridge/shared.ts';
import { describePhp, itPhp } from '../support/php.ts';
import { appForSuite, copyApp } from './support/shop.ts';

describePhp('one shared bridge per app', () => {
  const app = appForSuite(() => copyApp(undefined, { migrate: false }));

  itPhp('is opened once, reopened after it died, and closed by closeAllBridges', async () => {
    const first = (await sharedBridge(app.root)).bridge!;
    expect((await sharedBridge(app.root)).bridge).toBe(first);
    first.terminate();
    await new Promise((r) => setTimeout(r, 200));
    expect(first.alive).toBe(false);
    const second = (await sharedBridge(app.root)).bridge!;
    expect(second).not.toBe(first);
    expect(second.alive).toBe(true);
    await closeAllBridges();
    expect(second.alive).toBe(false);
  });

  itPhp('serves changed PHP code only after invalidateBridge (a booted app keeps what it loaded)', async () => {
    const status = async () => {
      const bridge = (await sharedBridge(app.root)).bridge!;
      return JSON.parse((await bridge.call({ method: 'GET', uri: 'api/status' })).content!) as { status: string };
    };
    expect((await status()).status).toBe('ok');
    const routes = join(app.root, 'routes/api.php');
    writeFileSync(routes, readFileSync(routes, 'utf8').replace("['status' => 'ok'", "['status' => 'changed'"));
    expect((await status()).status).toBe('ok');
    await invalidateBridge(app.root);
    expect((await status()).status).toBe('changed');
  });
});
