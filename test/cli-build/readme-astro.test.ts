/**
 * The README's "In an Astro project" snippets, taken from README.md as they are written, in a fresh Astro
 * project with docgen installed the way a package manager lays it out (its published files, its
 * dependencies linked from this repository: nothing is downloaded), then `astro build`. The app is the
 * two-controllers fixture at `../my-laravel-app`, where the snippet points.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installDocgenElsewhere, REPO_ROOT, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = new URL('../pipeline/fixtures/two-controllers/', import.meta.url).pathname;

/** The code blocks of a README section, in order, with their language. */
function codeBlocksAfter(markdown: string, heading: string): Array<{ lang: string; code: string }> {
  const start = markdown.indexOf(heading);
  if (start < 0) throw new Error(`README.md has no "${heading}"`);
  const section = markdown.slice(start, markdown.indexOf('\n## ', start + heading.length) >>> 0 || undefined);
  return [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

describe("the README's Astro snippets", () => {
  it('build the docs of the app in a fresh Astro project', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    const blocks = codeBlocksAfter(readme, '**In an Astro project**');
    const config = blocks.find((b) => b.lang === 'js')!;
    const content = blocks.find((b) => b.lang === 'ts')!;
    expect(config.code).toContain("from 'astro/config'");
    expect(config.code).toContain("app: '../my-laravel-app'");

    const base = temporaryFolder('docgen-astro-site-');
    const site = join(base, 'site');
    cpSync(TWO_CONTROLLERS, join(base, 'my-laravel-app'), { recursive: true });
    installDocgenElsewhere(site);
    writeFileSync(join(site, 'astro.config.mjs'), config.code);
    mkdirSync(join(site, 'src'));
    writeFileSync(join(site, 'src', 'content.config.ts'), content.code);

    const run = spawnSync(process.execPath, [join(site, 'node_modules', 'astro', 'astro.js'), 'build'], {
      cwd: site,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1' },
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    const html = readFileSync(join(site, 'dist', 'docs', 'index.html'), 'utf8');
    expect(html).toContain('<title>Two controllers');
    for (const title of ['List the books', 'Add a book', 'List the authors']) expect(html).toContain(title);
    expect(existsSync(join(site, 'dist', 'docs', 'pagefind', 'pagefind.js'))).toBe(true);
  }, 300_000);
});
