/**
 * Warm runs and files the app names by path (a `@responseFile`): such a file is a dependency of the endpoint that
 * read it, and the folders allowed outside the app are part of what a cached result was made under.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { clearExtractionCache, extractApp, type ExtractedApp } from '../../src/pipeline.ts';
import { copyApp } from './support.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/two-controllers/', import.meta.url));

const outsideFolders: string[] = [];
afterAll(() => outsideFolders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The fixture with `@responseFile <path>` on AuthorController::index. */
function appWithResponseFile(path: string): string {
  const app = copyApp(FIXTURE);
  const controller = join(app, 'app/Http/Controllers/AuthorController.php');
  writeFileSync(controller, readFileSync(controller, 'utf8').replace('List the authors.', `List the authors.\n     *\n     * @responseFile ${path}`));
  return app;
}

/** The bodies of GET /api/authors (its code also yields an inferred `[]`). */
const bodies = (result: ExtractedApp) => authors(result)!.responses.map((r) => r.content);
const authors = (result: ExtractedApp) => result.groups.flatMap((g) => g.endpoints).find((e) => e.id === 'GET /api/authors');

describe('warm runs and files named by the app', () => {
  it('re-extracts the endpoint whose response file changed, and only it', async () => {
    const app = appWithResponseFile('responses/authors.json');
    mkdirSync(join(app, 'responses'));
    const file = join(app, 'responses/authors.json');
    writeFileSync(file, '{"name":"Ada"}');
    const first = await extractApp(app, { cacheDir: false });
    expect(JSON.parse(authors(first)!.responses[0]!.content ?? '')).toEqual({ name: 'Ada' });

    writeFileSync(file, '{"name":"Bob"}');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const next = await extractApp(app, { cacheDir: false });
    expect(next.stats.reused).toBe(2);
    expect(next.stats.extracted).toEqual(['GET|HEAD api/authors']);
    expect(JSON.parse(authors(next)!.responses[0]!.content ?? '')).toEqual({ name: 'Bob' });
  });

  it('follows a folder link re-pointed between two runs in one process, and refuses it once it leads outside the app', async () => {
    const app = appWithResponseFile('responses/authors.json');
    const release = (name: string, body: string) => {
      mkdirSync(join(app, 'releases', name), { recursive: true });
      writeFileSync(join(app, 'releases', name, 'authors.json'), body);
      return join(app, 'releases', name);
    };
    const outside = mkdtempSync(join(tmpdir(), 'docgen-outside-'));
    outsideFolders.push(outside);
    writeFileSync(join(outside, 'authors.json'), '{"name":"Mallory"}');
    const link = join(app, 'responses');
    const pointTo = (folder: string) => {
      rmSync(link, { force: true });
      symlinkSync(folder, link);
    };

    pointTo(release('a', '{"name":"Ada"}'));
    expect(bodies(await extractApp(app, { cacheDir: false }))).toContain('{"name":"Ada"}');
    pointTo(release('b', '{"name":"Bobby"}'));
    expect(bodies(await extractApp(app, { cacheDir: false }))).toContain('{"name":"Bobby"}');
    pointTo(outside);
    const refused = bodies(await extractApp(app, { cacheDir: false }));
    expect(refused).not.toContain('{"name":"Mallory"}');
    expect(refused).not.toContain('{"name":"Bobby"}');
  });

  it('extracts again when the folders allowed outside the app change, in this process and from the cache file', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'docgen-outside-'));
    outsideFolders.push(outside);
    writeFileSync(join(outside, 'authors.json'), '{"name":"Ada"}');
    const app = appWithResponseFile('responses/authors.json');
    mkdirSync(join(app, 'responses'));
    symlinkSync(join(outside, 'authors.json'), join(app, 'responses/authors.json'));
    const cacheDir = mkdtempSync(join(tmpdir(), 'docgen-cache-'));
    outsideFolders.push(cacheDir);

    const refused = await extractApp(app, { cacheDir, allowOutsideFiles: [] });
    expect(bodies(refused)).not.toContain('{"name":"Ada"}');

    const allowed = await extractApp(app, { cacheDir, allowOutsideFiles: [outside] });
    expect(allowed.stats.reused).toBe(0);
    expect(bodies(allowed)).toContain('{"name":"Ada"}');

    // A new process: only the cache file is left, written under the allowed folder.
    clearExtractionCache();
    const refusedAgain = await extractApp(app, { cacheDir, allowOutsideFiles: [] });
    expect(refusedAgain.stats.reused).toBe(0);
    expect(bodies(refusedAgain)).not.toContain('{"name":"Ada"}');
  });
});
