/**
 * `Group[]` → a Postman Collection v2.1.0 (Scribe's `PostmanCollectionWriter`, with the fixes listed
 * in src/output/IMPROVEMENTS.md): a `baseUrl` variable, one folder per group with subgroups as
 * nested folders, collection-level auth, and `collection.overrides` applied last.
 */
import type { Diagnostic, Endpoint, Group } from '../../model.ts';
import { authCarrier } from '../auth-carrier.ts';
import { baseUrlOf, titleOf, type OutputContext } from '../context.ts';
import { applyOverrides } from '../document-overrides.ts';
import { collectionAuth } from './postman-auth.ts';
import { postmanId } from './postman-id.ts';
import { postmanItem } from './postman-item.ts';
import { POSTMAN_SCHEMA_URL, type PostmanCollection, type PostmanFolder } from './postman-types.ts';

export interface CollectionResult {
  collection: PostmanCollection;
  diagnostics: Diagnostic[];
}

export function generatePostmanCollection(groups: Group[], context: OutputContext): CollectionResult {
  const carrier = authCarrier(context.config);
  const { collection, diagnostics } = collectionOf(groups, context, (e) => postmanItem(e, carrier, context.config.auth.enabled));
  applyOverrides(collection, context.config.collection.overrides);
  // The id is made from the text the collection is written as, its id empty.
  if (!collection.info._postman_id) collection.info._postman_id = postmanId(titleOf(context), collectionToJson(collection));
  return { collection, diagnostics };
}

/**
 * The collection with each endpoint's item as `item` makes it (the item itself, or a stand-in for text made
 * elsewhere), before overrides and without its id.
 */
export function collectionOf<Item>(groups: Group[], context: OutputContext, item: (endpoint: Endpoint) => Item): { collection: PostmanCollection<Item>; diagnostics: Diagnostic[] } {
  const { config } = context;
  const diagnostics: Diagnostic[] = [];
  if (config.auth.enabled && ['header', 'query', 'body'].includes(config.auth.in ?? '') && !config.auth.name) {
    diagnostics.push({
      severity: 'warning',
      message: `auth.in is "${config.auth.in}" but auth.name is not set, so the collection cannot name the credential.`,
      file: 'config/docgen.php',
      line: 1,
      code: 'auth-name-missing',
    });
  }
  const title = titleOf(context);
  const collection: PostmanCollection<Item> = {
    variable: [{ id: 'baseUrl', key: 'baseUrl', type: 'string', name: 'string', value: baseUrlOf(context) }],
    info: { name: title, _postman_id: '', description: config.description, schema: POSTMAN_SCHEMA_URL },
    item: groups.map((group) => groupFolder(group, item)),
    auth: collectionAuth(config),
  };
  return { collection, diagnostics };
}

/** The collection as it is written to `collection.json`. */
export function collectionToJson(collection: PostmanCollection): string {
  return `${JSON.stringify(collection, null, 4)}\n`;
}

/** A group's folder: endpoints in order, each subgroup a nested folder placed where its first endpoint is. */
function groupFolder<Item>(group: Group, item: (endpoint: Endpoint) => Item): PostmanFolder<Item> {
  const folder: PostmanFolder<Item> = { name: group.name, description: group.description, item: [] };
  const subfolders = new Map<string, PostmanFolder<Item>>();
  for (const endpoint of group.endpoints) {
    const subgroup = endpoint.metadata.subgroup;
    if (!subgroup) {
      folder.item.push(item(endpoint));
      continue;
    }
    let subfolder = subfolders.get(subgroup);
    if (!subfolder) {
      subfolder = { name: subgroup, description: endpoint.metadata.subgroupDescription, item: [] };
      subfolders.set(subgroup, subfolder);
      folder.item.push(subfolder);
    }
    if (!subfolder.description && endpoint.metadata.subgroupDescription) subfolder.description = endpoint.metadata.subgroupDescription;
    subfolder.item.push(item(endpoint));
  }
  return folder;
}
