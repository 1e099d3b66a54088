// This repository's own docs site: the bundled sample app, documented by the docgen integration.
// `npm run build` writes it to dist/ (docs under /docs/), `npm run dev` serves it live.
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import docgen from './integration/index.ts';

export default defineConfig({
  srcDir: './site',
  integrations: [
    mdx(),
    // This site is the Astro build itself: the docs are not also copied into the sample app
    // (its config says type `static`, which would put them in sample-app/public/docs).
    docgen({ app: './sample-app', guides: './content', writeToApp: false }),
  ],
});
