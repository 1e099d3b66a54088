/**
 * `docgen init`: the written config/docgen.php names every setting docgen reads, each with a comment, loads
 * without a diagnostic to the same configuration as no config file (its own example seed aside), and is never
 * written over an existing file or into a folder that is not a Laravel app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import { loadConfig } from '../../src/config/load.ts';
import { objectShape, userConfigSchema } from '../../src/config/schema.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { itPhp } from '../support/php.ts';
import { tempApp } from '../support/temp-app.ts';
import { captureConsole } from '../support/console-capture.ts';


/** The strategies by stage and name, with their settings (what a strategy does), without where they were read. */
function strategySettings(config: DocgenConfig) {
  return Object.fromEntries(
    Object.entries(config.strategies).map(([stage, list]) => [
      stage,
      list.map((entry) => ({
        name: entry.name,
        // `only: ['*']` and `only: []` both mean every route; empty lists of request values add nothing.
        settings: Object.fromEntries(
          Object.entries(entry.settings).filter(([key, value]) => !(Array.isArray(value) && (value.length === 0 || (key === 'only' && value.join() === '*')))),
        ),
      })),
    ]),
  );
}

// Read by docgen, but not Scribe settings: a custom route matcher class, and the response-call transport.
const NOT_PUBLISHED = new Set(['routeMatcher', 'responseCalls']);

describe('docgen init', () => {
  it('writes config/docgen.php with every setting, each after a comment, loading to the defaults', async () => {
    const app = tempApp({ 'routes/api.php': '<?php\n' });
    const { out } = captureConsole();
    expect(await main(['init', '--app', app])).toBe(0);
    const file = join(app, 'config/docgen.php');
    expect(out[0]).toBe(`Wrote ${file}.`);
    const php = readFileSync(file, 'utf8');

    // Every top-level key and every key of a settings section, each preceded by a comment line.
    const shape = objectShape(userConfigSchema)!;
    const lines = php.split('\n');
    const commented = (key: string, from = 0) => {
      const at = lines.findIndex((line, i) => i >= from && line.trimStart().startsWith(`'${key}' =>`));
      return { at, ok: at > 0 && /^\s*\/\/ \S/.test(lines[at - 1]!) };
    };
    for (const [key, schema] of Object.entries(shape)) {
      if (NOT_PUBLISHED.has(key)) continue;
      const top = commented(key);
      const section = objectShape(schema);
      expect(top.at, key).toBeGreaterThan(0);
      if (!section || key === 'routes') {
        expect(top.ok, `a comment above '${key}'`).toBe(true);
        continue;
      }
      for (const inner of Object.keys(section)) expect(commented(inner, top.at).ok, `a comment above '${key}.${inner}'`).toBe(true);
    }

    const loaded = loadConfig(app);
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.source).toBe('config/docgen.php');
    const seed = loaded.config.examples.faker_seed;
    expect(Number.isInteger(seed)).toBe(true);
    const defaults = defaultConfig();
    expect({ ...loaded.config, strategies: strategySettings(loaded.config) }).toEqual({
      ...defaults,
      examples: { ...defaults.examples, faker_seed: seed },
      strategies: strategySettings(defaults),
    });
  });

  itPhp('is valid PHP', async () => {
    const app = tempApp({ 'routes/api.php': '<?php\n' });
    captureConsole();
    expect(await main(['init', '--app', app])).toBe(0);
    expect(execFileSync('php', ['-l', join(app, 'config/docgen.php')], { encoding: 'utf8' })).toContain('No syntax errors');
  });

  it('never replaces an existing config/docgen.php: exit 1, the file unchanged', async () => {
    const app = tempApp({ 'config/docgen.php': "<?php return ['title' => 'Mine'];\n" });
    const { err } = captureConsole();
    expect(await main(['init', '--app', app])).toBe(1);
    expect(err).toEqual([`docgen init: ${join(app, 'config/docgen.php')} exists; it was left as it is. Remove it first to write a new one.`]);
    expect(readFileSync(join(app, 'config/docgen.php'), 'utf8')).toBe("<?php return ['title' => 'Mine'];\n");
  });

  it('says that config/scribe.php is no longer read once config/docgen.php exists', async () => {
    const app = tempApp({ 'config/scribe.php': "<?php return ['title' => 'Old'];\n" });
    const { out } = captureConsole();
    expect(await main(['init', '--app', app])).toBe(0);
    expect(out).toContain('config/scribe.php is no longer read now that config/docgen.php exists; copy over what you had changed there.');
    expect(loadConfig(app).source).toBe('config/docgen.php');
  });

  it('writes nothing into a folder that is not a Laravel app, exit 1', async () => {
    const root = tempApp({});
    const folder = join(root, 'pictures');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.txt'), '');
    const { err } = captureConsole();
    expect(await main(['init', '--app', folder])).toBe(1);
    expect(err[0]).toContain('is not a Laravel app');
    expect(existsSync(join(folder, 'config'))).toBe(false);
  });
});
