/**
 * Where the logo `<img>` points. Absolute URLs, data URIs and root paths are kept. A relative path
 * is relative to the docs folder for type `static` (`../img/logo.png` beside `public/docs`) and
 * relative to the app URL for the other types (`img/logo.png`); either way it names a file of the
 * app's `public/` folder, which is what the site copies.
 */
import type { OutputType } from '../config/output-types.ts';
import { isShowableLogo } from '../config/showable-logo.ts';

export interface LogoPlacement {
  /** The `src` for the page: a root path or an absolute URL. */
  src: string;
  /** The file under the app's `public/` it comes from, when it is a local file. */
  publicFile?: string;
}

export function placeLogo(logo: string | false, type: OutputType, docsUrl: string): LogoPlacement | null {
  if (logo === false || logo.trim() === '' || !isShowableLogo(logo)) return null;
  if (/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(logo)) return { src: logo };
  const base = type === 'static' ? `${docsUrl.replace(/(?<!\/)\/+$/, '')}/` : '/';
  const pathname = new URL(logo, `http://site${base.startsWith('/') ? base : `/${base}`}`).pathname;
  return { src: pathname, publicFile: decodeURIComponent(pathname.replace(/^\/+/, '')) };
}
