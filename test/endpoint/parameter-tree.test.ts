import { describe, expect, it } from 'vitest';
import { makeParameter } from '../../src/model.ts';
import { buildParamTree, parentType } from '../../src/endpoint/parameter-tree.ts';

describe('parameter tree', () => {
  it('nests children under parents and adds missing parents', () => {
    const fields = {
      'items[].sku': makeParameter({ name: 'items[].sku' }),
      'author.name': makeParameter({ name: 'author.name' }),
      author: makeParameter({ name: 'author', type: 'object', description: 'Who' }),
      '[].id': makeParameter({ name: '[].id' }),
    };
    const paths = Object.keys(fields);
    const tree = buildParamTree(fields, (path) => makeParameter({ name: path, type: parentType(path, paths) }));
    expect(tree.map((n) => [n.path, n.field.type, n.synthesized])).toEqual([
      ['items', 'object[]', true],
      ['author', 'object', false],
      ['[]', 'object[]', true],
    ]);
    expect(tree[0]!.children.map((c) => c.label)).toEqual(['sku']);
    expect(tree[1]!.field.description).toBe('Who');
  });
});
