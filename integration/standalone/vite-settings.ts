/** Vite settings of the standalone project. */
import type { ViteUserConfig } from 'astro';

export function viteSettings(): ViteUserConfig {
  return {
    // An inline (empty) PostCSS config: Vite would otherwise search upward from the project root and could
    // load a postcss.config.js of the project docgen is installed in (Tailwind…), with plugins the docs do not use.
    css: { postcss: { plugins: [] } },
  };
}
