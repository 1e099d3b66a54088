/**
 * Type `static` copies the built docs to `static.output_path`, replacing that folder. The path comes from the
 * app's config, so a hostile one (`.`, `..`, `/home/runner`) would delete the app or a folder outside it: such a
 * target is refused with an error naming the key, and nothing there is touched. A folder inside the app works
 * as before; a folder outside it works when the person running docgen allowed it.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeDocsIntoApp } from '../../integration/build-steps/app-output.ts';
import { allowOutsideFiles } from '../../src/app-files.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { hostileApp } from './harness.ts';
import { outsideFolder } from './all-outputs.ts';

/** A built site (Astro's output folder with the docs under /docs). */
function builtSite(): string {
  const outDir = outsideFolder({ 'docs/index.html': '<h1>Docs</h1>' });
  return outDir;
}

function staticConfig(outputPath: string): DocgenConfig {
  const config = defaultConfig();
  return { ...config, type: 'static', static: { ...config.static, output_path: outputPath } };
}

describe('static.output_path that would replace the app or a folder outside it', () => {
  const refused: Array<{ name: string; path: (app: string, outside: string) => string; why: RegExp }> = [
    { name: 'the app root (.)', path: () => '.', why: /is the app itself or a folder above it/ },
    { name: 'an empty path', path: () => '', why: /is the app itself or a folder above it/ },
    { name: 'the folder above the app (..)', path: () => '..', why: /is the app itself or a folder above it/ },
    { name: 'an absolute folder outside the app', path: (_app, outside) => outside, why: /is outside the app/ },
    { name: 'a relative path that climbs out', path: (app, outside) => relative(app, join(outside, 'docs')), why: /is outside the app/ },
  ];

  for (const testCase of refused) {
    it(`refuses ${testCase.name}, touching nothing`, () => {
      const outside = outsideFolder({ 'keep.txt': 'precious' });
      const config = `<?php\nreturn [\n    'type' => 'static',\n    'static' => [\n        'output_path' => 'x',\n    ],\n];\n`;
      const app = hostileApp({ 'config/docgen.php': config, 'keep.txt': 'app file' });
      const outputPath = testCase.path(app, outside);
      const result = writeDocsIntoApp({ appRoot: app, config: staticConfig(outputPath), outDir: builtSite(), docsUrl: 'docs' });
      expect(result.diagnostics).toEqual([
        expect.objectContaining({ severity: 'error', file: 'config/docgen.php', line: 5, message: expect.stringMatching(testCase.why) }),
      ]);
      expect(result.diagnostics[0]!.message).toContain(`static.output_path ${outputPath} is`);
      expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('precious');
      expect(readFileSync(join(app, 'keep.txt'), 'utf8')).toBe('app file');
      expect(existsSync(join(app, 'routes', 'api.php'))).toBe(true);
    });
  }

  it('refuses a folder inside the app that is a symlink out of it', async () => {
    const outside = outsideFolder({ 'keep.txt': 'precious' });
    const app = hostileApp({ 'public/.keep': '' });
    const { symlinkSync } = await import('node:fs');
    symlinkSync(outside, join(app, 'public', 'docs'));
    const result = writeDocsIntoApp({ appRoot: app, config: staticConfig('public/docs'), outDir: builtSite(), docsUrl: 'docs' });
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', message: expect.stringMatching(/is outside the app/) });
    expect(readFileSync(join(outside, 'keep.txt'), 'utf8')).toBe('precious');
  });

  it('copies into a folder inside the app as before', () => {
    const app = hostileApp({ 'public/docs/old.html': 'old' });
    const result = writeDocsIntoApp({ appRoot: app, config: staticConfig('public/docs'), outDir: builtSite(), docsUrl: 'docs' });
    expect(result.diagnostics).toEqual([]);
    expect(readFileSync(join(app, 'public', 'docs', 'index.html'), 'utf8')).toBe('<h1>Docs</h1>');
    expect(existsSync(join(app, 'public', 'docs', 'old.html'))).toBe(false);
  });

  it('copies into a folder outside the app that the caller allowed', () => {
    const outside = outsideFolder({ 'site/old.html': 'old' });
    const app = hostileApp({});
    allowOutsideFiles(app, [join(outside, 'site')]);
    try {
      const result = writeDocsIntoApp({ appRoot: app, config: staticConfig(join(outside, 'site')), outDir: builtSite(), docsUrl: 'docs' });
      expect(result.diagnostics).toEqual([]);
      expect(readFileSync(join(outside, 'site', 'index.html'), 'utf8')).toBe('<h1>Docs</h1>');
    } finally {
      allowOutsideFiles(app, []);
    }
    mkdirSync(join(outside, 'other'), { recursive: true });
    writeFileSync(join(outside, 'other', 'keep.txt'), 'precious');
    const refused = writeDocsIntoApp({ appRoot: app, config: staticConfig(join(outside, 'other')), outDir: builtSite(), docsUrl: 'docs' });
    expect(refused.diagnostics[0]).toMatchObject({ severity: 'error' });
    expect(readFileSync(join(outside, 'other', 'keep.txt'), 'utf8')).toBe('precious');
  });
});
