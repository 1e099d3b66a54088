/**
 * Pages and stylesheets reference assets from the site root (`/_astro/x.css`); served by the app, the assets
 * live under the assets URL (`/vendor/docgen/_astro/x.css`). Only exact paths of known assets are rewritten,
 * wherever they appear after a quote, `(`, `=`, `,` or a space (attributes, srcset, CSS `url()`, JS imports).
 */
export function rewriteAssetUrls(text: string, assetPaths: ReadonlySet<string>, assetsUrl: string): string {
  if (assetPaths.size === 0) return text;
  const prefix = assetsUrl.replace(/(?<!\/)\/+$/, '');
  return text.replace(/(["'(=,\s])\/([^"'()\s?#,<>]+)/g, (match, before: string, path: string) =>
    assetPaths.has(path) ? `${before}${prefix}/${path}` : match,
  );
}

/** Text assets whose references are rewritten too; binary files are copied as they are. */
export function isTextAsset(path: string): boolean {
  return /\.(css|js|mjs|json|svg|html|txt|webmanifest)$/i.test(path);
}
