/** Every module of src/ and integration/ with what it imports, type-only imports included (read once per test file). */
import { parseDependencyTree } from 'dpdm';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

let tree: ReturnType<typeof parseDependencyTree> | undefined;

export function moduleTree(): ReturnType<typeof parseDependencyTree> {
  tree ??= parseDependencyTree(['src/**/*.ts', 'integration/**/*.ts'], {
    cwd: root,
    context: root,
    tsconfig: `${root}tsconfig.json`,
    include: /\.(ts|mjs|js)$/,
    exclude: /node_modules/,
    transform: false,
    skipDynamicImports: false,
  });
  return tree;
}
