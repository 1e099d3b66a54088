// This repository's own docs site: the bundled sample app, documented by the docgen integration.
// `npm run build` writes it to dist/ (docs under /docs/), `npm run dev` serves it live.
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import docgen from './integration/index.ts';

export default defineConfig({
  srcDir: './site',
  integrations: [
    mdx(),
    // The sample app's config says type `static`, which would also copy the built docs into
    // sample-app/public/docs; this site is the Astro build itself, so it is served as `framework`.
    docgen({ app: './sample-app', guides: './content', config: { type: 'framework' } }),
  ],
});
