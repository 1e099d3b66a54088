/**
 * One endpoint in the elements theme (after Stoplight Elements): a panel with the request on the
 * left and, on the right, a request sample and a response example, each chosen with a `<select>`.
 */
import type { EndpointView } from '../../../src/site-data/endpoint-view.ts';
import type { PublicConfig } from '../../../src/site-data/public-config.ts';
import { html, raw, type RawHtml } from '../../html.ts';
import { ROUTINE_HEADERS } from '../../../src/site-data/common-headers.ts';
import { fieldList } from '../shared/fields-html.ts';
import { responseBody, responseHeaders } from '../shared/responses-html.ts';
import { tryItOutForm } from '../shared/tryit-html.ts';

export function elementsEndpointHtml(view: EndpointView, config: PublicConfig): RawHtml {
  // As in Stoplight Elements: a Request panel (headers, path, query, body) and a Responses panel (the
  // statuses, then the response's fields), each list a schema tree with its nested fields unfolded.
  const tree = { showRequired: true, openChildren: true };
  const request: RawHtml[] = [];
  if (view.headers.length) {
    const own = view.headers.some(([name]) => !ROUTINE_HEADERS.has(name.toLowerCase()));
    request.push(html`<details class="el-sub"${raw(own ? ' open' : '')}><summary><h4>Headers</h4> <span class="headers-names">${view.headers.map(([n]) => n).join(', ')}</span></summary><div class="fields">${view.headers.map(([n, v]) => html`<div class="field"><div class="field-head"><code class="field-name">${n}</code></div><div class="field-desc"><span class="field-example">Example: <code>${v}</code></span></div></div>`)}</div></details>`);
  }
  if (view.urlParameters.length) request.push(html`<div class="el-sub"><h4>Path Parameters</h4>${fieldList(view.urlParameters, tree)}</div>`);
  if (view.queryParameters.length) request.push(html`<div class="el-sub"><h4>Query Parameters</h4>${fieldList(view.queryParameters, tree)}</div>`);
  if (view.bodyParameters.length) request.push(html`<div class="el-sub"><h4>Body</h4>${fieldList(view.bodyParameters, tree)}</div>`);
  const parts: RawHtml[] = [];
  if (request.length) parts.push(html`<section class="el-block" aria-label="Request"><h3>Request</h3>${request}</section>`);
  if (view.responses.length || view.responseFields.length) {
    parts.push(html`<section class="el-block" aria-label="Responses"><h3>Responses</h3>${view.responses.length ? html`<ul class="el-statuses">${view.responses.map((r) => html`<li><span class="status status-${String(r.status)[0]}xx">${r.status}</span> ${r.description}</li>`)}</ul>` : ''}${view.responseFields.length ? html`<div class="el-sub"><h4>Body</h4>${fieldList(view.responseFields, { showRequired: false, openChildren: true })}</div>` : ''}</section>`);
  }
  const sampleId = `${view.anchor}-sample`;
  const responseId = `${view.anchor}-response`;
  return html`<article class="panel" data-endpoint="${view.key}" data-pagefind-ignore="all">
<header class="panel-head"><h2 id="${view.anchor}">${view.title}</h2>
<div class="panel-line">${view.methods.map((m) => html`<span class="method method-${m.toLowerCase()}">${m}</span> `)}<code class="uri">${config.baseUrl}/${view.uri}</code>${view.authenticated ? html` <span class="badge badge-auth">requires authentication</span>` : ''}</div></header>
<div class="panel-body">
<div class="panel-main">${view.descriptionHtml ? html`<div class="prose">${raw(view.descriptionHtml)}</div>` : ''}${tryItOutForm(view, config)}${parts}</div>
<aside class="panel-side" data-pagefind-ignore>
${view.snippets.length ? html`<div class="code-block"><div class="code-head"><label for="${sampleId}">Request Sample</label><select id="${sampleId}" data-lang-select>${view.snippets.map((s) => html`<option value="${s.language}">${s.label}</option>`)}</select></div>${view.snippets.map((s) => html`<pre class="code snippet" data-lang="${s.language}" tabindex="0"><code>${raw(s.html)}</code></pre>`)}</div>` : ''}
${view.responses.length ? html`<div class="code-block" data-response-switch><div class="code-head"><label for="${responseId}">Response Example</label><select id="${responseId}" data-response-select>${view.responses.map((r, i) => html`<option value="${i}">${r.status}${r.description ? ` – ${r.description}` : ''}</option>`)}</select></div>${view.responses.map((r, i) => html`<div class="response-example" data-response-index="${i}"${i ? html` hidden` : ''}>${responseHeaders(r)}${responseBody(r)}</div>`)}</div>` : ''}
</aside>
</div>
</article>`;
}
