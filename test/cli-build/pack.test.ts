/**
 * docgen as published: `npm pack`, the tarball installed into a new project, and its command run from there.
 * The package carries the compiled `lib/` (built by prepack), and runs without tsx or the TypeScript toolchain.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { library } from '../support/library-app.ts';
import { docgenBuild, installPackedDocgen } from './support.ts';

describe('the packed docgen', () => {
  it('installs from its tarball, prints its help and builds an app', async () => {
    const { project, bin, files } = installPackedDocgen();
    expect(files).toContain('lib/cli.js');
    expect(files).toContain('lib/cli.cjs');
    expect(files).toContain('lib/code-cache.cjs');
    expect(files).toContain('lib/pipeline.js');
    expect(files).toContain('integration/routes/docs.astro');
    expect(files).toContain('php/bridge/bridge.php');
    expect(files.some((file) => file.startsWith('test/') || file.startsWith('sample-app/'))).toBe(false);

    const help = spawnSync(process.execPath, [bin, '--help'], { cwd: project, encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^docgen — API documentation for Laravel apps/);
    for (const command of ['routes', 'extract', 'openapi', 'collection', 'build']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));

    const app = library();
    const outputsOnly = spawnSync(process.execPath, [bin, 'build', '--no-site', '--app', app], { cwd: project, encoding: 'utf8', env: { ...process.env, DOCGEN_CACHE_DIR: join(app, 'storage', 'cache') } });
    expect(outputsOnly.status, outputsOnly.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(app, 'public/docs/collection.json'), 'utf8')).info.name).toBe('Library');
    // The command line's compiled code is kept in the installed package's own folder for the next run.
    const codeCaches = readdirSync(join(dirname(dirname(bin)), 'node_modules', '.cache', 'docgen', 'code'));
    expect(codeCaches).toEqual(expect.arrayContaining([expect.stringMatching(/^cli-none-/), expect.stringMatching(/^cli-build-no-site-/)]));

    const site = await docgenBuild(['--app', app], { bin, cwd: project });
    expect(site.code, `${site.stdout}\n${site.stderr}`).toBe(0);
    expect(site.stdout).toMatch(/^5 endpoints in 2 groups, /m);
    expect(readFileSync(join(app, 'public/docs/index.html'), 'utf8')).toContain('List the books');
    expect(existsSync(join(app, 'public/docs/openapi.yaml'))).toBe(true);
    // npm pack (which compiles lib/) and an Astro build of a fresh project.
  }, 300_000);
});
