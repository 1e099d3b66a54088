/** `docgen openapi` and `docgen collection` end to end, from Scribe's Camel files and from an app's config. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { runOutputCommand } from '../../src/cli/output-command.ts';
import { postmanSchemaErrors, validateOpenApiYaml } from '../output/support/validators.ts';

const scribeDir = fileURLToPath(new URL('../fixtures/scribe/.scribe', import.meta.url));
const temporary = mkdtempSync(join(tmpdir(), 'docgen-cli-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** A minimal app: only config files, which is all `--from-scribe` reads. */
function app(name: string, docgenConfig?: string): string {
  const root = join(temporary, name);
  mkdirSync(join(root, 'config'), { recursive: true });
  writeFileSync(join(root, 'config/app.php'), "<?php\nreturn ['name' => env('APP_NAME', 'Bookshop'), 'url' => 'http://bookshop.test'];\n");
  if (docgenConfig) writeFileSync(join(root, 'config/docgen.php'), docgenConfig);
  return root;
}

async function run(kind: 'openapi' | 'collection', args: string[]): Promise<{ code: number; stderr: string }> {
  const errors: string[] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void errors.push(parts.join(' ')));
  try {
    return { code: await runOutputCommand(kind, args), stderr: errors.join('\n') };
  } finally {
    spy.mockRestore();
  }
}

describe('docgen openapi / collection', () => {
  it('writes a valid spec from Scribe files to --out, named from the app', async () => {
    const root = app('plain');
    const out = join(temporary, 'spec.yaml');
    const { code, stderr } = await run('openapi', ['--app', root, '--from-scribe', scribeDir, '--out', out]);
    expect(stderr).toContain(`Wrote ${out} (9 endpoints in 3 groups)`);
    expect(code).toBe(0);
    const text = readFileSync(out, 'utf8');
    await validateOpenApiYaml(text);
    const spec = parse(text);
    expect(spec.info.title).toBe('Bookshop');
    expect(spec.servers).toEqual([{ url: 'http://bookshop.test' }]);
    expect(Object.keys(spec.paths)).toContain('/api/echoesUrlParameters/{param}/{param2}/{param3}/{param4}');
  });

  it('writes the collection to the configured place by default, using the app config', async () => {
    const root = app(
      'configured',
      "<?php\nreturn ['type' => 'static', 'static' => ['output_path' => 'public/api-docs'], 'title' => 'Shelf API',\n" +
        " 'auth' => ['enabled' => true, 'in' => 'header', 'name' => 'X-Key', 'use_value' => 'SECRET-VALUE-991']];\n",
    );
    const { code } = await run('collection', ['--app', root, '--from-scribe', scribeDir]);
    expect(code).toBe(0);
    const text = readFileSync(join(root, 'public/api-docs/collection.json'), 'utf8');
    expect(text).not.toContain('SECRET-VALUE-991');
    const collection = JSON.parse(text);
    expect(postmanSchemaErrors(collection)).toEqual([]);
    expect(collection.info.name).toBe('Shelf API');
    expect(collection.auth.type).toBe('apikey');
    expect(collection.item.map((f: { name: string }) => f.name)).toEqual(['Group A', 'Other😎', 'Status']);
  });

  it('exits 1 without writing when there is no app or no Camel folder', async () => {
    expect((await run('openapi', ['--app', join(temporary, 'missing')])).code).toBe(1);
    const result = await run('collection', ['--app', app('nocamel'), '--from-scribe', join(temporary, 'nope')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no Camel folder');
  });

  it('exits 1 with the config errors when the config is invalid', async () => {
    const root = app('invalid', "<?php\nreturn ['type' => 'sideways'];\n");
    const result = await run('openapi', ['--app', root, '--from-scribe', scribeDir, '--out', join(temporary, 'x.yaml')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('config/docgen.php');
  });
});
