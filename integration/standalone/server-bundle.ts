/**
 * How `docgen build` makes the server bundle of its pages, which it runs once to write them and then throws away.
 *
 * It imports Astro's runtime (the compiler runtime, the renderer, the app, the errors) from Astro itself instead
 * of bundling a copy of it: Rollup then parses, tree-shakes and writes the pages alone, not 150 of Astro's modules
 * again at every build (about 0.7 s of a 1,000-endpoint build), and the pages render on the module instances the
 * build already loaded. This holds in docgen's own project only, where the project links docgen's Astro
 * (project.ts), so that the bundle finds it wherever it is. What needs Vite stays in the bundle: the modules that
 * import Astro's virtual modules (the content store and runtime, the image service, actions, fonts), and Astro's
 * own components, which are `.astro` files.
 *
 * And it is not tree-shaken: every statement of a bundle run once costs less to keep than to prove unused (Rollup's
 * tree-shaking was a fifth of the bundle's time). What the code does is the same; the browser's code is
 * tree-shaken as before.
 */
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Astro's entry points that read virtual modules or are components: bundled. */
const NEEDS_VITE = /^astro\/(content|assets|actions|components|env|loaders|prefetch|transitions)(\/|$)/;

const requireFromDocgen = createRequire(import.meta.url);

/** Vite's `ssr.external`: every bare import of Astro is loaded from Astro at render time… */
export const ASTRO_EXTERNAL = ['astro'];

/** …except those that need Vite, resolved here to their files so that Rollup bundles them. */
export function bundleAstroModulesThatNeedVite(): Plugin {
  return {
    name: 'docgen:bundle-astro-modules-that-need-vite',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (!options?.ssr || !NEEDS_VITE.test(id)) return undefined;
      try {
        return { id: requireFromDocgen.resolve(id), external: false };
      } catch {
        // Not one of Astro's exports: Vite reports it as it would have.
        return undefined;
      }
    },
  };
}

/** The server bundle keeps every statement (the client's is tree-shaken as before). */
export function serverBundleNotTreeShaken(): Plugin {
  return {
    name: 'docgen:server-bundle-not-tree-shaken',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    options: (options) => ({ ...options, treeshake: false }),
  };
}
