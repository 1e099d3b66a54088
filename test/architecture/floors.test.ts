/**
 * Data flows one way through docgen: the app's source becomes routes, routes become endpoints, endpoints become
 * outputs, and the outputs become the site. The modules of src/ and integration/ sit on the floors below, bottom
 * first; a module imports from its own floor or from floors below it, never from a floor above. A module on no
 * floor fails the check too, so a new folder is placed here when it is created. Type-only imports count: a type
 * from a higher floor ties the lower one to it all the same.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { moduleTree, root } from './module-tree.ts';

interface Floor {
  name: string;
  /** Files (`src/model.ts`), folders (`src/php/`), or `src/*.ts` for any file at the root of src/ named nowhere else. */
  modules: string[];
  /** When set, the only floors this one may import from (besides itself). */
  readsOnly?: string[];
}

const FLOORS: Floor[] = [
  { name: 'leaf utilities', modules: ['src/*.ts'] },
  { name: 'model', modules: ['src/model.ts', 'src/diagnostic-text.ts'] },
  { name: 'PHP engine and tag grammar', modules: ['src/php/', 'src/tag-grammar/'] },
  { name: 'config', modules: ['src/config/'] },
  { name: 'examples', modules: ['src/examples/'] },
  { name: 'Laravel', modules: ['src/laravel/'] },
  { name: 'swagger-php', modules: ['src/swagger-php/'] },
  { name: 'derived endpoint', modules: ['src/endpoint/'], readsOnly: ['leaf utilities', 'model'] },
  { name: 'bridge', modules: ['src/bridge/'] },
  { name: 'extraction', modules: ['src/extract/'] },
  { name: 'endpoint files and groups', modules: ['src/camel/', 'src/intermediate/', 'src/groups/', 'src/pipeline.ts'] },
  { name: 'snippets', modules: ['src/snippets/'] },
  { name: 'outputs', modules: ['src/output/'] },
  { name: 'site data', modules: ['src/site-data/'] },
  { name: 'diff', modules: ['src/diff/'] },
  { name: 'commands and site', modules: ['src/cli/', 'src/cli.ts', 'integration/'] },
];

/** The floor's index: a named file first, then the longest folder, then the root-of-src/ catch-all. */
function floorOf(file: string): number | undefined {
  const exact = FLOORS.findIndex((floor) => floor.modules.includes(file));
  if (exact >= 0) return exact;
  let best: { index: number; length: number } | undefined;
  FLOORS.forEach((floor, index) => {
    for (const module of floor.modules) {
      if (module.endsWith('/') && file.startsWith(module) && module.length > (best?.length ?? 0)) best = { index, length: module.length };
    }
  });
  if (best) return best.index;
  if (/^src\/[^/]+\.ts$/.test(file)) return FLOORS.findIndex((floor) => floor.modules.includes('src/*.ts'));
  return undefined;
}

function mayImport(from: number, to: number): boolean {
  if (to === from) return true;
  const readsOnly = FLOORS[from]!.readsOnly;
  if (readsOnly) return readsOnly.includes(FLOORS[to]!.name);
  return to < from;
}

const isProjectModule = (file: string) => file.startsWith('src/') || file.startsWith('integration/');


describe('the floors', () => {
  it('are named once and in order, each read-only list naming floors below', () => {
    const names = FLOORS.map((floor) => floor.name);
    expect(new Set(names).size).toBe(names.length);
    FLOORS.forEach((floor, index) => {
      for (const name of floor.readsOnly ?? []) expect(names.indexOf(name), `${floor.name} reads ${name}`).toBeLessThan(index);
    });
  });

  it('place every module of src/ and integration/', () => {
    const files = ['src', 'integration']
      .flatMap((folder) => readdirSync(root + folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
      .filter((file) => /\.(ts|mjs|astro)$/.test(file));
    expect(files.filter((file) => floorOf(file) === undefined)).toEqual([]);
  });

  it('are only ever imported downwards', async () => {
    const tree = await moduleTree();
    const upward: string[] = [];
    for (const [file, dependencies] of Object.entries(tree)) {
      const from = floorOf(file);
      for (const dependency of dependencies ?? []) {
        if (!isProjectModule(dependency.id ?? '')) continue;
        const to = floorOf(dependency.id!);
        if (from === undefined || to === undefined || !mayImport(from, to)) {
          upward.push(`${file} (${FLOORS[from!]?.name ?? 'no floor'}) imports ${dependency.id} (${FLOORS[to!]?.name ?? 'no floor'})`);
        }
      }
    }
    expect(Object.keys(tree).length).toBeGreaterThan(300);
    expect(upward.sort()).toEqual([]);
  });

  it('keep Astro out of src/: only integration/ builds on it', async () => {
    const astroImports = Object.entries(await moduleTree())
      .filter(([file]) => file.startsWith('src/'))
      .flatMap(([file, dependencies]) => (dependencies ?? []).map((dependency) => `${file} imports ${dependency.id}`))
      .filter((line) => /node_modules\/(astro|@astrojs)\//.test(line));
    expect(astroImports).toEqual([]);
  });
});
