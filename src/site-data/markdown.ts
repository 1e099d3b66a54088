/**
 * Markdown to HTML. Text from the app's source (docblocks, descriptions) is untrusted: raw HTML in
 * it is shown as text and dangerous link protocols are dropped. The site owner's own text
 * (`intro_text`, `auth.extra_info`, `description`) may contain HTML and is rendered as written.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function renderMarkdown(text: string, options: { trusted?: boolean } = {}): string {
  if (!text.trim()) return '';
  return micromark(text, {
    allowDangerousHtml: options.trusted === true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
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

/** Plain text of Markdown (for `<title>`, search excerpts, `aria-label`s). */
export function markdownToText(text: string): string {
  return renderMarkdown(text)
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}
