/**
 * `docgen init`, then `docgen build` with the written config unchanged: the same docs, collection and
 * endpoints as an app with no config file at all, except for what the written defaults set on purpose —
 * its own example seed, given to the other app too so that both generate the same example values.
 * The app is the two-controllers fixture without its config (GET and POST /api/books, GET /api/authors).
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.ts';
import { loadConfig } from '../../src/config/load.ts';
import { docgenBuild, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = new URL('../pipeline/fixtures/two-controllers/', import.meta.url).pathname;

function appWithoutConfig(): string {
  const app = join(temporaryFolder('docgen-init-build-'), 'shop-api');
  cpSync(TWO_CONTROLLERS, app, { recursive: true });
  rmSync(join(app, 'config'), { recursive: true });
  return app;
}

/** Every file docgen wrote into the app, by path relative to it, with its text. */
function written(app: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const top of ['.docgen/endpoints', 'resources/views/docgen', 'storage/app/docgen', 'routes/docgen.php', 'public/vendor/docgen']) {
    const path = join(app, top);
    const entries = top.endsWith('.php') ? [path] : readdirSync(path, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    for (const file of entries) files[relative(app, file)] = readFileSync(file, 'utf8');
  }
  return files;
}

describe('docgen init then docgen build', () => {
  it('gives the same output as no config file, the written seed aside', async () => {
    const initialised = appWithoutConfig();
    expect(await main(['init', '--app', initialised])).toBe(0);
    const seed = loadConfig(initialised).config.examples.faker_seed;
    expect(Number.isInteger(seed)).toBe(true);

    const bare = appWithoutConfig();
    // The other app's config holds the seed only, everything else defaults (a build takes no seed option).
    mkdirSync(join(bare, 'config'));
    writeFileSync(join(bare, 'config/docgen.php'), `<?php\nreturn ['examples' => ['faker_seed' => ${seed}]];\n`);

    const [a, b] = [await docgenBuild(['--app', initialised]), await docgenBuild(['--app', bare])];
    for (const run of [a, b]) {
      expect([0, 2], `${run.stdout}\n${run.stderr}`).toContain(run.code);
      expect(run.stdout).toContain('type framework, theme default');
    }
    expect(a.code).toBe(b.code);

    const [fromInit, fromDefaults] = [written(initialised), written(bare)];
    expect(Object.keys(fromInit).sort()).toEqual(Object.keys(fromDefaults).sort());
    expect(Object.keys(fromInit)).toContain('storage/app/docgen/pages/index.html');
    expect(Object.keys(fromInit)).toContain('storage/app/docgen/collection.json');
    for (const [path, text] of Object.entries(fromInit)) expect(text, path).toBe(fromDefaults[path]);
  }, 300_000);
});
