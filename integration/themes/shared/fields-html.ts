/** Parameter and response-field lists (Scribe's `field-details`/`nested-fields`): name, type, optional, description, example, enum, children. */
import type { FieldView } from '../../../src/site-data/endpoint-view.ts';
import { html, raw, type RawHtml } from '../../html.ts';

export interface FieldListOptions {
  showRequired: boolean;
  /** Show nested fields unfolded, as a tree (the elements theme). */
  openChildren?: boolean;
}

export function fieldList(fields: FieldView[], options: FieldListOptions): RawHtml {
  return html`<div class="fields">${fields.map((f) => field(f, options))}</div>`;
}

function field(f: FieldView, options: FieldListOptions): RawHtml {
  const flags = [
    options.showRequired ? (f.required ? html`<span class="flag flag-required">required</span>` : html`<span class="flag flag-optional">optional</span>`) : '',
    f.nullable ? html`<span class="flag">nullable</span>` : '',
    f.deprecated ? html`<span class="flag flag-deprecated">deprecated</span>` : '',
  ];
  return html`<div class="field">
<div class="field-head"><code class="field-name">${f.label}</code> <span class="field-type">${f.type}</span> ${flags}</div>
${f.descriptionHtml || f.example !== undefined
    ? html`<div class="field-desc">${raw(f.descriptionHtml)}${f.example !== undefined ? html` <span class="field-example">Example: <code>${f.example}</code></span>` : ''}</div>`
    : ''}
${f.enumValues.length ? html`<div class="field-enum">Must be one of:<ul>${f.enumValues.map((v) => html`<li><code>${v}</code></li>`)}</ul></div>` : ''}
${f.children.length
    ? html`<details class="field-children"${raw(options.openChildren ? ' open' : '')}><summary>${options.openChildren ? 'Child attributes' : 'Show child attributes'}</summary>${fieldList(f.children, options)}</details>`
    : ''}
</div>`;
}
