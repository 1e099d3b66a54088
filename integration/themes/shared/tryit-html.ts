/**
 * The Try It Out form of one endpoint, prefilled with the examples. The client script
 * (client/try-it-out.ts) reads it through `data-part` attributes; nothing here runs code.
 */
import type { EndpointView } from '../../../src/site-data/endpoint-view.ts';
import type { PublicConfig } from '../../../src/site-data/public-config.ts';
import { html, raw, type RawHtml } from '../../html.ts';

function isAuthField(config: PublicConfig, part: 'header' | 'query' | 'body', name: string): boolean {
  const auth = config.auth;
  if (!auth.enabled) return false;
  if (part === 'header') {
    if (auth.in === 'bearer' || auth.in === 'basic') return name.toLowerCase() === 'authorization';
    return auth.in === 'header' && name.toLowerCase() === (auth.name ?? '').toLowerCase();
  }
  return auth.in === part && name === auth.name;
}

function input(part: string, name: string, value: string, options: { auth?: boolean; required?: boolean; id: string }): RawHtml {
  return html`<div class="tryit-row"><label for="${options.id}"><code>${name}</code>${options.required ? html` <span class="flag flag-required">required</span>` : ''}</label><input id="${options.id}" type="text" data-part="${part}" data-name="${name}" value="${value}"${options.auth ? html` data-auth-input autocomplete="off"` : ''}></div>`;
}

// Icons drawn inline (not emoji, which many systems lack a font for), in the text colour.
const icon = (path: string) => raw(`<svg class="icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false"><path fill="currentColor" d="${path}"/></svg>`);
const PLAY = icon('M4.5 2.6v10.8a.6.6 0 0 0 .92.5l8.4-5.4a.6.6 0 0 0 0-1L5.42 2.1a.6.6 0 0 0-.92.5z');
const CLOSE = icon('M3.2 2.5 8 7.3l4.8-4.8.7.7L8.7 8l4.8 4.8-.7.7L8 8.7l-4.8 4.8-.7-.7L7.3 8 2.5 3.2z');
const SEND = icon('M1.4 1.6a.5.5 0 0 1 .6-.1l12.8 6a.5.5 0 0 1 0 .9l-12.8 6a.5.5 0 0 1-.7-.6L3 8.5h5.5a.5.5 0 0 0 0-1H3L1.3 2.2a.5.5 0 0 1 .1-.6z');

export function tryItOutForm(view: EndpointView, config: PublicConfig): RawHtml {
  if (!config.tryItOut.enabled) return html``;
  const t = view.tryIt;
  const id = (kind: string, name: string) => `${view.anchor}-try-${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const sections: RawHtml[] = [];
  if (t.headers.length) {
    sections.push(html`<fieldset><legend>Headers</legend>${t.headers.map((h) =>
      input('header', h.name, h.value, { id: id('h', h.name), auth: isAuthField(config, 'header', h.name) }))}</fieldset>`);
  }
  if (t.urlParameters.length) {
    sections.push(html`<fieldset><legend>URL Parameters</legend>${t.urlParameters.map((p) =>
      input('url', p.name, p.example, { id: id('u', p.name), required: p.required }))}</fieldset>`);
  }
  if (t.query.length) {
    sections.push(html`<fieldset><legend>Query Parameters</legend>${t.query.map((q) =>
      input('query', q.name, q.value, { id: id('q', q.name), required: q.required, auth: isAuthField(config, 'query', q.name) }))}</fieldset>`);
  }
  if (t.bodyKind === 'json') {
    sections.push(html`<fieldset><legend>Body</legend><label class="visually-hidden" for="${id('b', 'json')}">JSON body</label><textarea id="${id('b', 'json')}" data-part="json-body" rows="${Math.min(16, t.bodyJson.split('\n').length + 1)}" spellcheck="false">${t.bodyJson}</textarea></fieldset>`);
  } else if (t.bodyKind === 'multipart' || t.bodyKind === 'urlencoded') {
    sections.push(html`<fieldset><legend>Body Parameters</legend>${t.formFields.map((f) =>
      input('form', f.name, f.value, { id: id('f', f.name), auth: isAuthField(config, 'body', f.name) }))}${t.files.map((f) =>
      html`<div class="tryit-row"><label for="${id('file', f.name)}"><code>${f.name}</code></label><input id="${id('file', f.name)}" type="file" data-part="file" data-name="${f.name}"></div>`)}</fieldset>`);
  }
  return html`<div class="tryit" data-tryit>
<button type="button" class="tryit-open" aria-expanded="false" aria-controls="${view.anchor}-tryit"><span class="tryit-when-closed">${PLAY}Try it out</span><span class="tryit-when-open">${CLOSE}Cancel</span></button>
<form id="${view.anchor}-tryit" class="tryit-form" hidden data-method="${t.method}" data-uri="${t.uri}" data-body-kind="${t.bodyKind}">
${sections}
<div class="tryit-actions"><button type="submit" class="tryit-send">${SEND}Send Request</button> <button type="button" class="tryit-cancel">Cancel</button></div>
<div class="tryit-result" hidden aria-live="polite"><p class="tryit-status"></p><details class="tryit-response-headers"><summary>Response headers</summary><pre></pre></details><pre class="tryit-body"><code></code></pre></div>
</form>
</div>`;
}
