/**
 * Endpoint metadata from docblocks, as Scribe reads them (https://scribe.knuckles.wtf/laravel/documenting/metadata):
 * the method's summary is the title and the rest
 * its description; `@group Name` plus the following lines (the group description) on the method,
 * else on the controller class; `@subgroup`, `@subgroupDescription`, `@authenticated`,
 * `@unauthenticated` and `@deprecated`, method first, then class.
 */
import type { EndpointMetadata } from '../../../model.ts';
import type { DocBlock, DocTag } from '../../../php/docblock.ts';
import type { Strategy } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';

function firstTag(blocks: Array<DocBlock | undefined>, name: string): DocTag | undefined {
  for (const block of blocks) {
    const tag = block?.tags.find((t) => t.name.toLowerCase() === name.toLowerCase());
    if (tag) return tag;
  }
  return undefined;
}

function authStatus(block: DocBlock | undefined): boolean | undefined {
  for (const tag of block?.tags ?? []) {
    const name = tag.name.toLowerCase();
    if (name === 'authenticated') return true;
    if (name === 'unauthenticated') return false;
  }
  return undefined;
}

/** The metadata a method's and its class's docblocks give (only what they say). */
export function metadataFromDocBlocks(methodDoc: DocBlock | undefined, controllerDoc: DocBlock | undefined): Partial<EndpointMetadata> {
  const metadata: Partial<EndpointMetadata> = {};
  let title = methodDoc?.summary ?? '';

  const methodGroup = firstTag([methodDoc], 'group');
  const group = methodGroup ?? firstTag([controllerDoc], 'group');
  if (group) {
    const [name = '', ...rest] = group.content.trim().split('\n');
    const groupText = rest.join('\n').trim();
    metadata.groupName = name.trim();
    // `@group Cars\nFetch cars.` on a method without a summary: the second line is the title, not the group's description.
    if (methodGroup && title === '') title = groupText;
    else metadata.groupDescription = groupText;
  }

  const subgroup = firstTag([methodDoc, controllerDoc], 'subgroup');
  if (subgroup) metadata.subgroup = subgroup.content.trim();
  const subgroupDescription = firstTag([methodDoc, controllerDoc], 'subgroupDescription');
  if (subgroupDescription) metadata.subgroupDescription = subgroupDescription.content.trim();

  if (title) metadata.title = title;
  if (methodDoc?.description) metadata.description = methodDoc.description;

  const authenticated = authStatus(methodDoc) ?? authStatus(controllerDoc);
  if (authenticated !== undefined) metadata.authenticated = authenticated;
  if (firstTag([methodDoc, controllerDoc], 'deprecated')) metadata.deprecated = true;

  for (const key of ['groupDescription', 'subgroupDescription'] as const) if (metadata[key] === '') delete metadata[key];
  return metadata;
}

export const GetFromDocBlocks: Strategy<'metadata'> = {
  name: 'GetFromDocBlocks',
  stage: 'metadata',
  run(context) {
    const { methodDoc, controllerDoc } = annotationSources(context);
    if (!methodDoc && !controllerDoc) return undefined;
    return metadataFromDocBlocks(methodDoc, controllerDoc);
  },
};
