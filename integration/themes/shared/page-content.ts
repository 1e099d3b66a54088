/** What every theme's API page shows besides endpoints: the introduction and authentication sections (owner text, trusted). */
import type { PublicConfig } from '../../../src/site-data/public-config.ts';
import { authenticationMarkdown, introductionMarkdown } from '../../../src/output/markdown/intro.ts';
import type { Group } from '../../../src/model.ts';
import { renderMarkdown } from '../../../src/site-data/markdown.ts';

export function introHtml(config: PublicConfig): string {
  return renderMarkdown(introductionMarkdown({ description: config.description, intro_text: config.introText }, config.baseUrl), { trusted: true });
}

export function authHtml(config: PublicConfig): string {
  return renderMarkdown(
    authenticationMarkdown({
      enabled: config.auth.enabled,
      default: false,
      in: config.auth.in,
      name: config.auth.name,
      use_value: '',
      placeholder: config.auth.placeholder,
      extra_info: config.auth.extraInfo,
    }),
    { trusted: true },
  );
}

/**
 * What sits beside the introduction, in the code column: the base URL, an authenticated request (when the API
 * has authentication) and the headers every request sends, as bash.
 */
/** @param headers the headers every endpoint sends */
export function introCode(config: PublicConfig, groups: Group[], headers: Array<[name: string, value: string]>): Array<{ title: string; code: string; language: string }> {
  const blocks = [{ title: 'Base URL', code: config.baseUrl, language: 'text' }];
  const endpoints = groups.flatMap((g) => g.endpoints);
  if (config.auth.enabled) {
    const sample = endpoints.find((e) => e.metadata.authenticated && e.httpMethods.includes('GET')) ?? endpoints.find((e) => e.metadata.authenticated);
    const url = `${config.baseUrl.replace(/(?<!\/)\/+$/, '')}/${(sample?.uri ?? '').replace(/^\/+/, '')}`;
    const method = sample?.httpMethods[0] ?? 'GET';
    const placeholder = config.auth.placeholder || '{YOUR_AUTH_KEY}';
    const name = config.auth.name ?? '';
    const credential = {
      bearer: [`--header "Authorization: Bearer ${placeholder}"`],
      basic: [`--header "Authorization: Basic {credentials}"`],
      header: [`--header "${name}: ${placeholder}"`],
      query: [],
      body: [`--data '${JSON.stringify({ [name]: placeholder })}'`],
    }[config.auth.in ?? 'bearer'];
    const target = config.auth.in === 'query' ? `${url}?${encodeURIComponent(name)}=${placeholder}` : url;
    blocks.push({ title: 'An authenticated request', code: [`curl --request ${method} "${target}"`, ...credential].join(' \\\n    '), language: 'bash' });
  }
  if (headers.length) blocks.push({ title: 'Headers of every request', code: headers.map(([n, v]) => `${n}: ${v}`).join('\n'), language: 'http' });
  return blocks;
}

/** CSS that shows only the chosen example language (the early script sets `data-lang` on <html>). */
export function languageCss(languages: string[]): string {
  return languages
    .map((lang) => {
      const l = JSON.stringify(lang);
      return `html[data-lang=${l}] .snippet:not([data-lang=${l}]){display:none}html[data-lang=${l}] [data-lang-tab=${l}]{background:var(--tab-active-bg);color:var(--tab-active-fg)}`;
    })
    .join('');
}

/** Runs before the first paint: colour scheme and language from localStorage (or the system), no flash. */
export function earlyScript(languages: string[]): string {
  return `(()=>{try{var d=document.documentElement,t=localStorage.getItem('docgen-theme');d.dataset.theme=t||(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');var L=${JSON.stringify(languages)},l=localStorage.getItem('docgen-language');d.dataset.lang=L.indexOf(l)>=0?l:(L[0]||'')}catch(e){}})();`;
}

/** The settings the client scripts read, as JSON safe inside a <script> element. */
export function clientConfigJson(config: PublicConfig): string {
  return JSON.stringify({ tryItOut: config.tryItOut, docsUrl: config.docsUrl, languages: config.exampleLanguages }).replace(/</g, '\\u003c');
}

/** `<title>` of a page: the guide's or the page's title before the docs title. */
export function pageTitle(config: PublicConfig, page?: { title?: string }, guide?: { title: string }): string {
  const own = guide?.title ?? page?.title;
  return own ? `${own} - ${config.title}` : config.title;
}
