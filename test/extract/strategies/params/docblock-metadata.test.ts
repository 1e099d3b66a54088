/** GetFromDocBlocks on the docblocks of Scribe's own metadata tests (expected values from those tests). */
import { describe, expect, it } from 'vitest';
import { metadataFromDocBlocks } from '../../../../src/extract/strategies/metadata/GetFromDocBlocks.ts';
import { parseDocBlock } from '../../../../src/php/docblock.ts';

const doc = (lines: string[]) => parseDocBlock(`/**\n${lines.map((l) => ` * ${l}`).join('\n')}\n */`);

describe('metadata from docblocks', () => {
  it('method docblock: title and multi-line description; no auth status when no tag says so', () => {
    const result = metadataFromDocBlocks(doc(['Endpoint title.', 'Endpoint description.', 'Multiline.']), undefined);
    expect(result).toEqual({ title: 'Endpoint title.', description: 'Endpoint description.\nMultiline.' });
  });

  it('the class gives the group and its description', () => {
    const result = metadataFromDocBlocks(doc(['Endpoint title.', 'Endpoint description.', 'Multiline.']), doc(['@group Group A', 'Group description.']));
    expect(result).toMatchObject({ groupName: 'Group A', groupDescription: 'Group description.', title: 'Endpoint title.' });
    expect(result.authenticated).toBeUndefined();
  });

  it('class-level @authenticated, @subgroup, @subgroupDescription and @deprecated', () => {
    const result = metadataFromDocBlocks(
      doc(['Endpoint title.', '@authenticated']),
      doc(['@authenticated', '@subgroup Scheiße', '@subgroupDescription Heilige Scheiße', '@deprecated']),
    );
    expect(result).toEqual({ title: 'Endpoint title.', authenticated: true, deprecated: true, subgroup: 'Scheiße', subgroupDescription: 'Heilige Scheiße' });
    expect(result.groupName).toBeUndefined();
  });

  it('a method @group overrides the class\'s, without taking its description', () => {
    const result = metadataFromDocBlocks(
      doc(['Endpoint title.', 'This is the endpoint description.', '@authenticated', '@deprecated', '@group Group from method']),
      doc(['@group Group from controller', 'This is the group description.']),
    );
    expect(result).toEqual({
      groupName: 'Group from method', title: 'Endpoint title.', description: 'This is the endpoint description.', authenticated: true, deprecated: true,
    });
  });

  it('@group on a method without a summary: the line after the group name is the title', () => {
    expect(metadataFromDocBlocks(doc(['@group Cars', 'Fetch cars.']), undefined)).toEqual({ groupName: 'Cars', title: 'Fetch cars.' });
  });

  it('@unauthenticated on the method beats @authenticated on the class', () => {
    expect(metadataFromDocBlocks(doc(['Title.', '@unauthenticated']), doc(['@authenticated'])).authenticated).toBe(false);
  });
});
