/**
 * `collection.json`'s text. With pieces kept from an earlier run, each endpoint's item is written once and kept
 * as text under the endpoint's content digest (pretty, at its depth), and a later run splices the kept texts into
 * the collection instead of making every item again. The bytes are those of
 * `collectionToJson(generatePostmanCollection(…))`, which is what is written when overrides are set (they may
 * change any part of the collection) or no pieces are kept.
 */
import { contentDigestOf } from '../../endpoint/content-digest.ts';
import type { Diagnostic, Endpoint, Group } from '../../model.ts';
import { authCarrier } from '../auth-carrier.ts';
import { titleOf, type OutputContext } from '../context.ts';
import { indentedJson, JsonSplice } from '../json-splice.ts';
import type { KeptPieces } from '../../extract/kept-pieces.ts';
import type { TextParts } from '../text-parts.ts';
import { collectionOf, collectionToJson, generatePostmanCollection } from './generate-collection.ts';
import { postmanId } from './postman-id.ts';
import { postmanItem } from './postman-item.ts';

export function collectionText(groups: Group[], context: OutputContext, pieces?: KeptPieces): { text: TextParts; diagnostics: Diagnostic[] } {
  if (!pieces || Object.keys(context.config.collection.overrides).length > 0) {
    const { collection, diagnostics } = generatePostmanCollection(groups, context);
    return { text: [collectionToJson(collection)], diagnostics };
  }
  const carrier = authCarrier(context.config);
  const splice = new JsonSplice();
  const items: Array<{ endpoint: Endpoint; digest: string | undefined }> = [];
  const { collection, diagnostics } = collectionOf(groups, context, (endpoint) => {
    items.push({ endpoint, digest: contentDigestOf(endpoint) });
    return splice.standIn().marker;
  });
  // The id is spliced in too: empty while the text is hashed, then the id made from it.
  const id = splice.standIn();
  const emptyId = Buffer.from('""');
  collection.info._postman_id = id.marker;
  const prettyText = (index: number, indent: string) => {
    if (index === id.index) return emptyId;
    const entry = items[index]!;
    const make = () => indentedJson(postmanItem(entry.endpoint, carrier, context.config.auth.enabled), indent);
    return entry.digest ? pieces.text(`postman:${entry.digest}:${indent.length}`, make) : make();
  };
  const text: Array<string | Uint8Array> = [...splice.pretty(collection, prettyText), '\n'];
  text[text.indexOf(emptyId)] = JSON.stringify(postmanId(titleOf(context), text));
  return { text, diagnostics };
}
