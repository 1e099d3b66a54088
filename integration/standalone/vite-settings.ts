/** Vite settings of the standalone project. */
import type { ViteUserConfig } from 'astro';
import { ASTRO_EXTERNAL, bundleAstroModulesThatNeedVite, serverBundleNotTreeShaken } from './server-bundle.ts';

export function viteSettings(): ViteUserConfig {
  return {
    // An inline (empty) PostCSS config: Vite would otherwise search upward from the project root and could
    // load a postcss.config.js of the project docgen is installed in (Tailwind…), with plugins the docs do not use.
    css: { postcss: { plugins: [] } },
    // The pages' server bundle: Astro's runtime from Astro itself, no tree-shaking (server-bundle.ts).
    ssr: { external: ASTRO_EXTERNAL },
    plugins: [bundleAstroModulesThatNeedVite(), serverBundleNotTreeShaken()],
  };
}
