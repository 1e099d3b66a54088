// This repository's own docs site: the bundled sample app, documented by the docgen integration.
// `npm run build` writes it to dist/ (docs under /docs/), `npm run dev` serves it live.
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import docgen from './integration/index.ts';

export default defineConfig({
  srcDir: './site',
  integrations: [mdx(), docgen({ app: './sample-app', guides: './content' })],
});
