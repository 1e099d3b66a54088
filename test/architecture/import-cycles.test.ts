/**
 * docgen's modules form floors that import downwards only; a cycle between two modules means one of them sits on
 * the wrong floor (or two ideas share a file). Every module of src/ and integration/ is checked, type-only imports
 * included, since a cycle of types is the same mixing of floors.
 */
import { parseCircular, parseDependencyTree } from 'dpdm';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('imports', () => {
  it('have no cycle in src/ or integration/', async () => {
    const tree = await parseDependencyTree(['src/**/*.ts', 'integration/**/*.ts'], {
      cwd: root,
      context: root,
      tsconfig: `${root}tsconfig.json`,
      include: /\.(ts|mjs|js)$/,
      exclude: /node_modules/,
      transform: false,
      skipDynamicImports: false,
    });
    expect(Object.keys(tree).length).toBeGreaterThan(300);
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
