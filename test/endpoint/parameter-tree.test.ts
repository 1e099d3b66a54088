import { describe, expect, it } from 'vitest';
import { makeParameter } from '../../src/model.ts';
import { buildParamTree, parentPath, parentType } from '../../src/endpoint/parameter-tree.ts';

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

describe('parameter tree: names with `[]`', () => {
  it('takes `tags` and `tags[]` for the same field, so the children of `tags[]` hang under it', () => {
    const fields = {
      'tags[]': makeParameter({ name: 'tags[]', type: 'object[]', description: 'The tags' }),
      'tags[].name': makeParameter({ name: 'tags[].name' }),
      'matrix[][].x': makeParameter({ name: 'matrix[][].x' }),
    };
    const paths = Object.keys(fields);
    const tree = buildParamTree(fields, (path) => makeParameter({ name: path, type: parentType(path, paths) }));
    expect(tree.map((n) => [n.path, n.label, n.synthesized])).toEqual([
      ['tags[]', 'tags[]', false],
      ['matrix', 'matrix', true],
    ]);
    expect(tree[0]!.field.description).toBe('The tags');
    expect(tree[0]!.children.map((c) => c.path)).toEqual(['tags[].name']);
  });

  it('finds the parent of a name without its list marks', () => {
    expect(parentPath('items[].sku')).toBe('items');
    expect(parentPath('a.b[][].c')).toBe('a.b');
    expect(parentPath('[].id')).toBe('[]');
    expect(parentPath('a.b.c')).toBe('a.b');
    expect(parentPath('top')).toBeUndefined();
  });
});
