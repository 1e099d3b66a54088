/**
 * RapiDoc turns every `description` (and a schema's `title`) into HTML with `marked` and inserts it as is:
 * raw HTML, `javascript:` links and `<img onerror>` in a docblock would run in the docs, and it has no
 * setting to stop that. So RapiDoc is not given the spec's Markdown: it gets a copy in which each of those
 * strings is already HTML made by docgen's own renderer — text from the app's source with its HTML shown as
 * text, the owner's `description` through the allow-list sanitizer, as on docgen's own pages — which marked
 * passes through unchanged. Example values are data and are left alone.
 */
import { escapeHtml, renderMarkdown } from '../../../../src/site-data/markdown.ts';

/** Keywords whose value is example data, not documentation. */
const DATA_KEYWORDS = new Set(['example', 'default', 'enum', 'const']);
/** Keywords whose entries are names (a property called `title` is a schema, not a title). */
const NAME_MAPS = new Set(['properties', 'patternProperties', 'paths', 'schemas', 'responses', 'headers', 'securitySchemes', 'callbacks', 'links', 'examples', 'content', 'variables', 'encoding', 'mapping']);

export function specForRapiDoc(spec: object): Record<string, unknown> {
  return inert(spec, []) as Record<string, unknown>;
}

function inert(value: unknown, path: string[]): unknown {
  // JSON Schema's `examples` is a list of example values.
  if (Array.isArray(value)) return path[path.length - 1] === 'examples' ? value : value.map((item) => inert(item, [...path, '[]']));
  if (value === null || typeof value !== 'object') return value;
  const parent = path[path.length - 1];
  const keyword = parent === undefined || !NAME_MAPS.has(parent);
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const isExampleValue = key === 'value' && path[path.length - 2] === 'examples';
    if (keyword && (DATA_KEYWORDS.has(key) || isExampleValue)) out[key] = child;
    else if (keyword && key === 'description' && typeof child === 'string') out[key] = renderMarkdown(child, { trusted: path.length === 1 && parent === 'info' });
    // A schema's title goes into marked too; the API's own title is shown as text.
    else if (keyword && key === 'title' && typeof child === 'string' && parent !== 'info') out[key] = escapeHtml(child);
    else out[key] = inert(child, [...path, key]);
  }
  return out;
}
