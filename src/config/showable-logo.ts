/**
 * Whether a logo value can be shown: a path, or an http(s) or `data:image/…` URL. Other schemes
 * (`javascript:`, `data:text/html` …) are never put in the page; the config reports them.
 */
export function isShowableLogo(logo: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(logo)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  return scheme === 'http' || scheme === 'https' || /^\s*data:image\//i.test(logo);
}
