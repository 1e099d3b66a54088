import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { frameworkPaths } from '../../src/output/framework/paths.ts';
import { routesFileContent } from '../../src/output/framework/routes-file.ts';
import { writeFrameworkOutput } from '../../src/output/framework/write-framework.ts';
import { itPhp } from '../support/php.ts';

function config(framework: Partial<DocgenConfig['framework']>, rest: Partial<DocgenConfig> = {}): DocgenConfig {
  const base = defaultConfig();
  return { ...base, ...rest, framework: { ...base.framework, ...framework } };
}

describe('paths of the framework output', () => {
  it('puts assets in public/vendor/docgen by default and in public/<assets_directory> when set', () => {
    expect(frameworkPaths('/app', config({}))).toMatchObject({
      view: '/app/resources/views/docgen/index.blade.php',
      pagesDir: '/app/storage/app/docgen/pages',
      assetsDir: '/app/public/vendor/docgen',
      assetsUrl: '/vendor/docgen',
      routesFile: '/app/routes/docgen.php',
      docsUri: 'docs',
    });
    expect(frameworkPaths('/app', config({ assets_directory: 'static/api-docs/', docs_url: '/reference/api/' }))).toMatchObject({
      assetsDir: '/app/public/static/api-docs',
      assetsUrl: '/static/api-docs',
      docsUri: 'reference/api',
    });
  });

  it('never leaves public/ through assets_directory', () => {
    expect(frameworkPaths('/app', config({ assets_directory: '../../etc' })).assetsDir).toBe('/app/public/etc');
  });
});

describe('routes/docgen.php', () => {
  const pages = [
    { path: '', file: 'index.html' },
    { path: 'books', file: 'books.html' },
  ];

  it('declares the page, collection and spec routes under docs_url with the configured middleware', () => {
    const c = config({ middleware: ['auth', 'can:view-docs'] }, { openapi: { ...defaultConfig().openapi, enabled: true } });
    const text = routesFileContent(c, frameworkPaths('/app', c), pages);
    expect(text).toContain("Route::middleware(['auth', 'can:view-docs'])->group(function () {");
    expect(text).toContain("'docs' => 'index.html',");
    expect(text).toContain("'docs/books' => 'books.html',");
    expect(text).toContain("Route::get('docs/collection.json', function () {");
    expect(text).toContain("Route::get('docs/openapi.yaml', function () {");
  });

  it('leaves out the collection and spec routes when those outputs are disabled', () => {
    const c = config({}, { collection: { ...defaultConfig().collection, enabled: false } });
    const text = routesFileContent(c, frameworkPaths('/app', c), pages);
    expect(text).not.toContain('collection.json');
    expect(text).not.toContain('openapi.yaml');
  });

  it('always serves the spec for external_framework, which renders from it', () => {
    const c = config({}, { type: 'external_framework' });
    expect(routesFileContent(c, frameworkPaths('/app', c), pages)).toContain("Route::get('docs/openapi.yaml'");
  });

  itPhp('is valid PHP whatever the config holds, and keeps each value as data', () => {
    const hostile = "x'); system('id'); //";
    const c = config({ middleware: [hostile, 'a\\'], docs_url: "/d'o\\cs/" });
    const text = routesFileContent(c, frameworkPaths('/app', c), pages);
    const dir = mkdtempSync(join(tmpdir(), 'docgen-routes-'));
    try {
      const file = join(dir, 'docgen.php');
      writeFileSync(file, text);
      expect(execFileSync('php', ['-l', file], { encoding: 'utf8' })).toMatch(/No syntax errors/);
      // Run the file against a recording Route facade: the values come back exactly as configured.
      const probe = `
        namespace Illuminate\\Support\\Facades { class Route {
          public static $log = [];
          public static function middleware($m) { self::$log[] = ['middleware', $m]; return new static; }
          public function group($f) { $f(); }
          public static function get($uri, $action) { self::$log[] = ['get', $uri]; return new static; }
          public function name($n) { self::$log[] = ['name', $n]; return $this; }
        } }
        namespace { require $argv[1]; echo json_encode(Illuminate\\Support\\Facades\\Route::$log); }`;
      const log = JSON.parse(execFileSync('php', ['-r', probe, file], { encoding: 'utf8' })) as unknown[];
      expect(log[0]).toEqual(['middleware', [hostile, 'a\\']]);
      expect(log).toContainEqual(['get', "d'o/cs"]);
      expect(log).toContainEqual(['get', "d'o/cs/books"]);
      expect(log).toContainEqual(['get', "d'o/cs/collection.json"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the stored collection and spec', () => {
  it('are written when given, removed when disabled (null), and left alone when not given', () => {
    const app = mkdtempSync(join(tmpdir(), 'docgen-framework-data-'));
    try {
      const site = { pages: [{ path: '', html: '<h1>Docs</h1>' }], assets: [] };
      const stored = (file: string) => join(app, 'storage/app/docgen', file);
      writeFrameworkOutput(app, config({}, { type: 'framework' }), { site, collection: '{"item":[]}', openapi: 'openapi: 3.0.3\n' });
      expect(readFileSync(stored('collection.json'), 'utf8')).toBe('{"item":[]}');
      expect(readFileSync(stored('openapi.yaml'), 'utf8')).toBe('openapi: 3.0.3\n');

      writeFrameworkOutput(app, config({}, { type: 'framework' }), { site });
      expect(existsSync(stored('collection.json'))).toBe(true);
      expect(existsSync(stored('openapi.yaml'))).toBe(true);

      const result = writeFrameworkOutput(app, config({}, { type: 'framework' }), { site, collection: '{}', openapi: null });
      expect(existsSync(stored('openapi.yaml'))).toBe(false);
      expect(result.removed).toContain(stored('openapi.yaml'));
      expect(readFileSync(stored('collection.json'), 'utf8')).toBe('{}');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
