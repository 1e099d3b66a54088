import { describe, expect, it } from 'vitest';
import { rewriteAssetUrls } from '../../src/output/framework/asset-urls.ts';

describe('asset URLs in pages served by the app', () => {
  const assets = new Set(['_astro/site.css', '_astro/app.js', 'fonts/a.woff2', 'img/logo.png', 'img/logo@2x.png']);

  it('prefixes exact asset paths in attributes, srcset, CSS url() and JS imports', () => {
    const html = [
      '<link rel="stylesheet" href="/_astro/site.css">',
      "<script type=\"module\" src='/_astro/app.js'></script>",
      '<img srcset="/img/logo.png 1x, /img/logo@2x.png 2x" src=/img/logo.png>',
      '<style>@font-face{src:url(/fonts/a.woff2)}</style>',
      '<script type="module">import "/_astro/app.js";</script>',
    ].join('\n');
    expect(rewriteAssetUrls(html, assets, '/vendor/docgen')).toBe(
      [
        '<link rel="stylesheet" href="/vendor/docgen/_astro/site.css">',
        "<script type=\"module\" src='/vendor/docgen/_astro/app.js'></script>",
        '<img srcset="/vendor/docgen/img/logo.png 1x, /vendor/docgen/img/logo@2x.png 2x" src=/vendor/docgen/img/logo.png>',
        '<style>@font-face{src:url(/vendor/docgen/fonts/a.woff2)}</style>',
        '<script type="module">import "/vendor/docgen/_astro/app.js";</script>',
      ].join('\n'),
    );
  });

  it('leaves page links, unknown paths and text alone', () => {
    const html = '<a href="/docs/books/">Books</a> <a href="/_astro/missing.css">x</a> <p>GET /api/books</p> <a href="https://cdn.example/_astro/site.css">';
    expect(rewriteAssetUrls(html, assets, '/vendor/docgen')).toBe(html);
  });
});
