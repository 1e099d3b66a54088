/**
 * One search document per endpoint, so that a search finds endpoints, not pages: a page of forty endpoints
 * would otherwise be one result whose few sub-results hide the rest. The document holds the endpoint's own
 * words only (none of the page's buttons, code or enum lists), weighted so that a match in the title ranks
 * first, then the method and URL, then parameter names, then the description.
 */
import { fromHtml } from 'hast-util-from-html';
import type { Nodes } from 'hast';
import type { Endpoint } from '../model.ts';
import { escapeHtml, isPlainLine, renderMarkdown } from './markdown.ts';

export interface SearchDocument {
  /** Where the result leads: the page and the endpoint's anchor, relative to the docs root (`/books/#books-GETapi-books`). */
  url: string;
  /** A small HTML page for the search indexer (Pagefind reads weights and meta from its attributes). */
  html: string;
}

export function endpointSearchDocument(endpoint: Endpoint, url: string): SearchDocument {
  return { url, html: endpointSearchHtml(endpoint) };
}

/** The document's HTML: a function of the endpoint alone. */
export function endpointSearchHtml(endpoint: Endpoint): string {
  const title = endpoint.metadata.title || endpoint.uri;
  const methods = endpoint.httpMethods.join(' ');
  const path = `/${endpoint.uri.replace(/^\/+/, '')}`;
  const parameters = [endpoint.urlParameters, endpoint.queryParameters, endpoint.bodyParameters].flatMap((list) => Object.values(list));
  const names = parameters.map((p) => p.name);
  const description = markdownToText(endpoint.metadata.description);
  const parameterText = parameters.map((p) => `${p.name}${p.description ? `: ${markdownToText(p.description)}` : ''}`).join('. ');
  const e = escapeHtml;
  // Meta in attribute form, on empty elements, so that it is not part of the searchable text or the excerpt.
  return `<html lang="en"><head><title>${e(title)}</title></head><body data-pagefind-body>
<h1 data-pagefind-weight="10">${e(title)}</h1>
<p data-pagefind-weight="5">${e(description)}</p>
<p data-pagefind-weight="8">${e(methods)} ${e(path)}</p>
<p data-pagefind-weight="6">${e(names.join(' '))}</p>
<p data-pagefind-weight="1">${e(parameterText)}</p>
<span data-pagefind-meta="kind:endpoint"></span><span data-pagefind-meta="method:${e(methods)}"></span><span data-pagefind-meta="path:${e(path)}"></span>
</body></html>`;
}

/**
 * The words of a Markdown description, entities decoded by an HTML parser: plain text, which becomes markup
 * again only through `escapeHtml` (never written into HTML as it is). A line in which no Markdown construct
 * can start (most descriptions) is its own text: it is not parsed (tens of thousands of parameters at 5,000
 * endpoints).
 */
function markdownToText(markdown: string): string {
  if (isPlainLine(markdown)) return markdown.replace(/\s+/g, ' ').trim();
  const words: string[] = [];
  const visit = (node: Nodes): void => {
    if (node.type === 'text') words.push(node.value);
    else if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(fromHtml(renderMarkdown(markdown), { fragment: true }));
  return words.join('').replace(/\s+/g, ' ').trim();
}
