/**
 * One endpoint in the default theme: a row of two columns, the description and parameters on the
 * left, example requests (one per language, switched together) and example responses in the dark
 * column on the right.
 */
import type { Endpoint } from '../../../src/model.ts';
import { subgroupAnchor } from '../../../src/site-data/anchors.ts';
import { ROUTINE_HEADERS } from '../../../src/site-data/common-headers.ts';
import type { EndpointView } from '../../../src/site-data/endpoint-view.ts';
import { renderMarkdown } from '../../../src/site-data/markdown.ts';
import type { PublicConfig } from '../../../src/site-data/public-config.ts';
import { html, raw, type RawHtml } from '../../html.ts';
import { fieldList } from '../shared/fields-html.ts';
import { responseBody, responseHeaders, responseLabel } from '../shared/responses-html.ts';
import { tryItOutForm } from '../shared/tryit-html.ts';

export function methodBadges(methods: string[]): RawHtml {
  return html`${methods.map((m) => html`<span class="method method-${m.toLowerCase()}">${m}</span> `)}`;
}

export function endpointHtml(view: EndpointView, config: PublicConfig): RawHtml {
  const sections: RawHtml[] = [];
  if (view.headers.length) {
    // Folded when they only say the body is JSON (the introduction lists the headers every request sends).
    const own = view.headers.some(([name]) => !ROUTINE_HEADERS.has(name.toLowerCase()));
    sections.push(html`<details class="headers-block"${raw(own ? ' open' : '')}><summary><h3>Headers</h3> <span class="headers-names">${view.headers.map(([name]) => name).join(', ')}</span></summary><div class="fields">${view.headers.map(([name, value]) =>
      html`<div class="field"><div class="field-head"><code class="field-name">${name}</code></div><div class="field-desc"><span class="field-example">Example: <code>${value}</code></span></div></div>`)}</div></details>`);
  }
  if (view.urlParameters.length) sections.push(html`<h3>URL Parameters</h3>${fieldList(view.urlParameters, { showRequired: true })}`);
  if (view.queryParameters.length) sections.push(html`<h3>Query Parameters</h3>${fieldList(view.queryParameters, { showRequired: true })}`);
  if (view.bodyParameters.length) sections.push(html`<h3>Body Parameters</h3>${fieldList(view.bodyParameters, { showRequired: true })}`);
  if (view.responseFields.length) sections.push(html`<h3>Response Fields</h3>${fieldList(view.responseFields, { showRequired: false })}`);

  const snippets = view.snippets.length
    ? html`<div class="code-block"><div class="code-head"><span class="code-title">Example request</span><div class="lang-tabs" role="group" aria-label="Example request language">${view.snippets.map((s) =>
        html`<button type="button" class="lang-tab" data-lang-tab="${s.language}" aria-pressed="false">${s.label}</button>`)}</div></div>${view.snippets.map((s) =>
        html`<pre class="code snippet" data-lang="${s.language}" tabindex="0"><code>${raw(s.html)}</code></pre>`)}</div>`
    : '';
  const responses = view.responses.map((r) => html`<div class="code-block response"><div class="code-head"><span class="code-title">${responseLabel(r)}</span><span class="status status-${String(r.status)[0]}xx">${r.status}</span></div>${responseHeaders(r)}${responseBody(r)}</div>`);

  // Searched through a document of its own (search-document.ts), not through the page.
  return html`<section class="endpoint" data-endpoint="${view.key}" data-pagefind-ignore="all">
<div class="endpoint-text">
<h2 id="${view.anchor}">${view.title}</h2>
<p class="endpoint-line">${methodBadges(view.methods)}<code class="uri">${view.uri}</code>${view.authenticated ? html` <span class="badge badge-auth">requires authentication</span>` : ''}${view.deprecated ? html` <span class="badge badge-deprecated">deprecated</span>` : ''}</p>
${view.descriptionHtml ? html`<div class="prose">${raw(view.descriptionHtml)}</div>` : ''}
${tryItOutForm(view, config)}
${sections}
</div>
<div class="endpoint-code" data-pagefind-ignore>${snippets}${responses}</div>
</section>`;
}

/** Does this endpoint open a new subgroup (endpoints of a subgroup arrive together)? */
export function startsSubgroup(endpoints: Endpoint[], endpoint: Endpoint): boolean {
  const index = endpoints.indexOf(endpoint);
  const sub = endpoint.metadata.subgroup;
  return sub !== '' && (index === 0 || endpoints[index - 1]!.metadata.subgroup !== sub);
}

export function subgroupHtml(groupName: string, endpoint: Endpoint): RawHtml {
  const sub = endpoint.metadata.subgroup;
  const description = endpoint.metadata.subgroupDescription ? renderMarkdown(endpoint.metadata.subgroupDescription) : '';
  return html`<div class="subgroup-head"><h2 id="${subgroupAnchor(groupName, sub)}">${sub}</h2>${description ? html`<div class="prose">${raw(description)}</div>` : ''}</div>`;
}
