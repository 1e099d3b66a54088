/**
 * The runtime (what plans and renders the site) and the themes (layouts and endpoint renderers) meet only
 * through the theme interface and the site's data in src/site-data: neither folder imports the other, and
 * only themes/choice.ts turns the config's theme into a theme.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const integration = resolve(import.meta.dirname, '../../integration');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(integration, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|astro)$/.test(file))
    .map((file) => join(integration, folder, file));
}

/** The integration folders a file imports from (`runtime`, `themes` …), by its relative import specifiers. */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|from)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((specifier) => relative(integration, resolve(file, '..', specifier)).split('/')[0]!);
}

describe('the runtime and the themes', () => {
  it('do not import each other', () => {
    const crossings = [
      ...sourceFiles('runtime').filter((file) => importedFolders(file).includes('themes')),
      ...sourceFiles('themes').filter((file) => importedFolders(file).includes('runtime')),
    ].map((file) => relative(integration, file));
    expect(crossings).toEqual([]);
  });

  it('do not meet through the page kit either: no theme imports what the kit takes from the runtime', () => {
    const kit = readFileSync(join(integration, 'page-kit.ts'), 'utf8');
    const fromRuntime = new Set(
      [...kit.matchAll(/export \{([^}]+)\} from '\.\/runtime\//g)].flatMap((m) => m[1]!.split(',').map((name) => name.trim())),
    );
    expect([...fromRuntime].sort()).toEqual(['getRuntime', 'loadSite', 'siteCollectionText', 'siteOpenApiSpec', 'siteOpenApiText']);
    const reaching = sourceFiles('themes').flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from '[./]+page-kit\.ts'/g)]
        .flatMap((m) => m[1]!.split(',').map((name) => name.trim()))
        .filter((name) => fromRuntime.has(name))
        .map((name) => `${relative(integration, file)}: ${name}`),
    );
    expect(reaching).toEqual([]);
  });

  it('are picked by name in one module, not by comparing the config\'s theme', () => {
    const comparing = sourceFiles('.').filter((file) => /config\.theme\s*[!=]==?\s*['"]/.test(readFileSync(file, 'utf8')));
    expect(comparing.map((file) => relative(integration, file))).toEqual([]);
    const choice = readFileSync(join(integration, 'themes', 'choice.ts'), 'utf8');
    expect(choice).toContain("theme === 'elements'");
  });
});
