/** What every theme's API page shows besides endpoints: the introduction and authentication sections (owner text, trusted). */
import type { PublicConfig } from '../../runtime/public-config.ts';
import { authenticationMarkdown, introductionMarkdown } from '../../../src/site-data/intro.ts';
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
