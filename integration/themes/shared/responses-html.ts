/** Example responses: one block per status and scenario, headers behind "Show headers", body as highlighted JSON or text. */
import type { ResponseView } from '../../../src/site-data/endpoint-view.ts';
import { html, raw, type RawHtml } from '../../html.ts';

export function responseLabel(r: ResponseView): string {
  return `Example response (${r.status}${r.description ? `, ${r.description}` : ''})`;
}

export function responseBody(r: ResponseView): RawHtml {
  if (r.kind === 'empty') return html`<pre class="code"><code class="muted">Empty response</code></pre>`;
  if (r.kind === 'binary') return html`<pre class="code"><code class="muted">Binary data - ${raw(r.html)}</code></pre>`;
  return html`<pre class="code" data-lang="${r.kind === 'json' ? 'json' : 'text'}" tabindex="0"><code>${raw(r.html)}</code></pre>`;
}

export function responseHeaders(r: ResponseView): RawHtml {
  if (!r.headers.length) return html``;
  return html`<details class="response-headers"><summary>Show headers</summary><pre class="code"><code>${r.headers.map(([n, v]) => `${n}: ${v}\n`)}</code></pre></details>`;
}
