/**
 * HTML written by the site owner (`description`, `intro_text`, `auth.extra_info`) is kept as HTML, but only
 * what cannot run: an allow-list of elements, attributes and URL schemes (GitHub's, as hast-util-sanitize
 * ships it, plus `<aside>` for Scribe-style notes). Everything else — `<script>`, `<iframe srcdoc>`, event
 * handlers, `javascript:` and `data:` links (entity-encoded or not), `<style>`, `<form>`, `<meta>`, SVG —
 * is dropped. The HTML is parsed as a browser parses it (parse5), so what is checked is what would run.
 */
import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';

const SCHEMA: Schema = {
  ...defaultSchema,
  // Task-list checkboxes are the only inputs GitHub keeps; a form field in an introduction is never meant.
  tagNames: [...(defaultSchema.tagNames ?? []).filter((name) => name !== 'input'), 'aside'],
  attributes: { ...defaultSchema.attributes, aside: [['className', 'notice', 'info', 'success', 'warning', 'danger']] },
  // Ids are kept as written: the owner's in-page links and Markdown footnotes (already `user-content-…`) point at
  // them, and the site's scripts never read elements through global names. `name` is still prefixed: a named
  // image would replace a property of `document` (`<img name="querySelector">`).
  clobber: ['name'],
  // Elements whose text is not prose: dropped with their content rather than unwrapped.
  strip: [...(defaultSchema.strip ?? []), 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'textarea', 'title'],
};

export function sanitizeHtml(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  return toHtml(sanitize(tree, SCHEMA));
}
