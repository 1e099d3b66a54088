/**
 * The part of the resolved config the site needs, worked out once (title, base URLs, docs URL,
 * logo, `last_updated`). It is what `virtual:docgen/config` exports, so it must never carry
 * `auth.use_value`: the object is built field by field, never spread from the config.
 */
import { isExternalType, isStaticType, type OutputType, type Theme } from '../config/output-types.ts';
import type { DocgenConfig } from '../config/types.ts';
import { trimSlashes } from '../laravel/routes/uri.ts';
import { baseUrlOf, titleOf } from '../output/context.ts';
import { formatLastUpdated } from './last-updated.ts';
import { placeLogo, type LogoPlacement } from './logo.ts';
import { DEFAULT_LIMITS, type LayoutLimits } from './pages.ts';
import type { SiteSource } from './site-source.ts';

export interface PublicConfig {
  title: string;
  description: string;
  introText: string;
  baseUrl: string;
  theme: Theme;
  type: OutputType;
  /** Where the docs live in the site, with a leading and no trailing slash (`/docs`). */
  docsUrl: string;
  logo: LogoPlacement | null;
  lastUpdated: string;
  /** The page icon's URL. */
  favicon: string;
  exampleLanguages: string[];
  /** Shiki themes of the code blocks. */
  codeThemes: { light: string; dark: string };
  tryItOut: { enabled: boolean; baseUrl: string; useCsrf: boolean; csrfUrl: string };
  auth: { enabled: boolean; in: DocgenConfig['auth']['in']; name: string | null; placeholder: string; extraInfo: string };
  collection: boolean;
  openapi: boolean;
  /** Is `mcp.json` published beside the spec. */
  mcp: boolean;
  htmlAttributes: Record<string, string>;
  layout: LayoutLimits;
  search: boolean;
  /** Is there a guides collection to show. */
  guides: boolean;
  /** For the external types: the renderer's bundled files, served from the docs folder. */
  renderer?: { scripts: string[]; styles: string[] };
}

export function docsUrlOf(config: DocgenConfig): string {
  // A static build is served from its output folder: `public/docs` is `/docs`.
  const fromOutput = isStaticType(config.type) && /^\/?public\//.test(config.static.output_path)
    ? config.static.output_path.replace(/^\/?public/, '')
    : config.framework.docs_url;
  const trimmed = `/${trimSlashes(fromOutput)}`;
  return trimmed === '/' ? '' : trimmed;
}

/** The integration's own settings the pages follow. */
export interface SiteOptions {
  layout: Partial<LayoutLimits>;
  search: boolean;
}

export function publicConfig(source: SiteSource, options: SiteOptions, appRoot: string, hasGuides: boolean): PublicConfig {
  const { config } = source;
  const context = { config, appName: source.appName, appUrl: source.appUrl };
  const baseUrl = baseUrlOf(context);
  const external = isExternalType(config.type);
  const docsUrl = docsUrlOf(config);
  return {
    title: titleOf(context),
    description: config.description,
    introText: config.intro_text,
    baseUrl,
    theme: config.theme,
    type: config.type,
    docsUrl,
    logo: placeLogo(config.logo, config.type, docsUrl || '/'),
    lastUpdated: formatLastUpdated(config.last_updated, { cwd: appRoot }),
    favicon: config.favicon ?? `${docsUrl}/favicon.svg`,
    exampleLanguages: [...config.example_languages],
    codeThemes: { light: config.code_themes.light, dark: config.code_themes.dark },
    tryItOut: {
      enabled: config.try_it_out.enabled,
      baseUrl: (config.try_it_out.base_url || baseUrl).replace(/(?<!\/)\/+$/, ''),
      useCsrf: config.try_it_out.use_csrf,
      csrfUrl: config.try_it_out.csrf_url,
    },
    auth: {
      enabled: config.auth.enabled,
      in: config.auth.in,
      name: config.auth.name,
      placeholder: config.auth.placeholder,
      extraInfo: config.auth.extra_info,
    },
    collection: config.collection.enabled,
    mcp: config.mcp.enabled,
    // External renderers read the spec, so it is always published for them.
    openapi: config.openapi.enabled || external,
    htmlAttributes: { ...config.external.html_attributes },
    layout: { ...DEFAULT_LIMITS, ...stripUndefined(options.layout) },
    search: options.search,
    guides: hasGuides,
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
