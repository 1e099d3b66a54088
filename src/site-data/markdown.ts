/**
 * Markdown to HTML. Text from the app's source (docblocks, descriptions) is untrusted: raw HTML in
 * it is shown as text and dangerous link protocols are dropped. The site owner's own text
 * (`intro_text`, `auth.extra_info`, `description`) may contain HTML: it is kept, through an allow-list
 * sanitizer, so that nothing in it can run script in the site.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { sanitizeHtml } from './sanitize-html.ts';

// Made once: building the GFM extensions costs more than parsing a short description with them.
// They hold no state between documents (micromark keeps that in each compile's own context).
const EXTENSIONS = [gfm()];
const HTML_EXTENSIONS = [gfmHtml()];

/**
 * One line of prose in which no Markdown or GFM construct can start: letters, digits, spaces and
 * punctuation that means nothing there, no link-like text (`www.`, `http://`; `@`, `<` and `[` are
 * not allowed at all), not opening a list or a heading, no surrounding whitespace. Most
 * descriptions are like this, and micromark would only wrap them in a paragraph and escape quotes.
 */
const PLAIN_LINE = /^[\p{L}\p{M}\p{N} ,.;:!?'"()%$#=/+-]+$/u;
const LINK_LIKE = /https?:\/\/|www\./i;
const BLOCK_START = /^(?:[-+#]|\d+[.)])/;

export function isPlainLine(text: string): boolean {
  return PLAIN_LINE.test(text) && text === text.trim() && !LINK_LIKE.test(text) && !BLOCK_START.test(text);
}

export function renderMarkdown(source: string, options: { trusted?: boolean } = {}): string {
  // The owner's HTML renders as written; turning its <code> into backticks would show them literally
  // inside an HTML block (`<aside>…<code>…</code></aside>`), where Markdown is not read.
  const text = options.trusted === true ? source : codeTagsToCodeSpans(source);
  if (!text.trim()) return '';
  if (isPlainLine(text)) return `<p>${text.replace(/"/g, '&quot;')}</p>`;
  const trusted = options.trusted === true;
  const html = micromark(text, { allowDangerousHtml: trusted, extensions: EXTENSIONS, htmlExtensions: HTML_EXTENSIONS });
  return trusted ? sanitizeHtml(html) : html;
}

/**
 * Descriptions worded as Scribe's validation rules carry `<code>x</code>` ("The <code>id</code> of an existing
 * record…"). As Markdown code spans they render as code while raw HTML from the source stays off
 * (untrusted text only: trusted text keeps its HTML).
 */
function codeTagsToCodeSpans(text: string): string {
  return text.replace(/<code>([^<]*)<\/code>/g, (_, inner: string) => {
    const longestRun = Math.max(0, ...(inner.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longestRun + 1);
    const padded = inner.startsWith('`') || inner.endsWith('`') ? ` ${inner} ` : inner;
    return `${fence}${padded}${fence}`;
  });
}

/** Markdown on one line (a table cell): paragraphs unwrapped. */
export function renderInlineMarkdown(text: string): string {
  return renderMarkdown(text).replace(/^<p>([\s\S]*)<\/p>\n?$/, '$1').trim();
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
