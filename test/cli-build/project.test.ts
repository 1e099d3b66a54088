/** The Astro project `docgen build` keeps per app: where it goes and what it holds. */
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheBase, prepareProject, projectName, sharesTopFolder } from '../../integration/standalone/project.ts';
import { REPO_ROOT, temporaryFolder } from './support.ts';

describe('the standalone project', () => {
  it('is named after the app, one folder per app path', () => {
    expect(projectName('/srv/apps/shop-api')).toMatch(/^shop-api-[0-9a-f]{12}$/);
    expect(projectName('/srv/apps/shop-api')).toBe(projectName('/srv/apps/shop-api/'));
    expect(projectName('/srv/apps/shop-api')).not.toBe(projectName('/home/me/shop-api'));
    expect(projectName('/srv/apps/my app (v2)')).toMatch(/^my-app-v2-[0-9a-f]{12}$/);
  });

  it('tells which paths share a top folder (Astro treats files outside it as root-relative)', () => {
    expect(sharesTopFolder('/home/me/site/node_modules/.cache', '/home/me/site/integration')).toBe(true);
    expect(sharesTopFolder('/srv/a', '/srv/b/c')).toBe(true);
    expect(sharesTopFolder('/var/apps/shop', '/usr/lib/node_modules/docgen')).toBe(false);
    expect(sharesTopFolder('/', '/srv')).toBe(false);
  });

  it("lives in docgen's node_modules/.cache, or in the app when docgen's folder cannot be written", () => {
    const base = temporaryFolder('docgen-project-');
    const docgenRoot = join(base, 'docgen');
    const app = join(base, 'app');
    mkdirSync(docgenRoot, { recursive: true });
    expect(cacheBase(app, docgenRoot)).toBe(join(docgenRoot, 'node_modules', '.cache', 'docgen', 'sites'));

    // A file where the folder would be: mkdir fails, whoever runs the test (even root).
    const readOnly = join(base, 'readonly-docgen');
    writeFileSync(readOnly, '');
    expect(cacheBase(app, readOnly)).toBe(join(app, '.docgen', 'sites'));
  });

  it('holds the content config and a link to the Astro docgen itself resolves, and is rewritten only when it changed', () => {
    const base = temporaryFolder('docgen-project-');
    const app = join(base, 'shop-api');
    mkdirSync(app);
    const project = prepareProject(app, join(base, 'sites'));
    expect(project.root).toBe(join(base, 'sites', projectName(app)));
    expect(project.srcDir).toBe(join(project.root, 'src'));
    expect(readFileSync(join(base, 'sites', '.gitignore'), 'utf8')).toMatch(/^\*$/m);

    // No guides: no collection at all.
    const contentConfig = join(project.srcDir, 'content.config.ts');
    expect(readFileSync(contentConfig, 'utf8')).toMatch(/^export const collections = \{\};$/m);
    expect(readFileSync(contentConfig, 'utf8')).not.toContain('import');

    const docgenAstro = dirname(createRequire(join(REPO_ROOT, 'integration', 'index.ts')).resolve('astro/package.json'));
    expect(realpathSync(join(project.root, 'node_modules', 'astro'))).toBe(realpathSync(docgenAstro));

    const before = statSync(contentConfig).mtimeMs;
    const again = prepareProject(app, join(base, 'sites'));
    expect(again).toEqual(project);
    expect(statSync(contentConfig).mtimeMs).toBe(before);

    // With guides: docgen's loaders, by file.
    mkdirSync(join(app, '.docgen', 'guides'), { recursive: true });
    prepareProject(app, join(base, 'sites'));
    const text = readFileSync(contentConfig, 'utf8');
    expect(text).toContain(`import { docgenCollections } from ${JSON.stringify(join(REPO_ROOT, 'integration', 'loaders.ts'))};`);
    expect(text).toContain('export const collections = { ...docgenCollections() };');
  });
});

describe('the projects of apps no build uses any more', () => {
  it('are removed when another project is prepared, once unused for two weeks; the others stay', () => {
    const base = temporaryFolder('docgen-projects-');
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
    const old = join(base, 'gone-app-000000000000');
    const recent = join(base, 'other-app-111111111111');
    for (const folder of [old, recent]) mkdirSync(join(folder, 'src'), { recursive: true });
    utimesSync(old, days(15), days(15));
    utimesSync(recent, days(13), days(13));
    writeFileSync(join(base, 'notes.txt'), '');
    utimesSync(join(base, 'notes.txt'), days(30), days(30));

    const project = prepareProject(join(base, 'shop-api'), base);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(join(base, 'notes.txt'))).toBe(true);
    expect(Date.now() - statSync(project.root).mtimeMs).toBeLessThan(60_000);
  });
});
