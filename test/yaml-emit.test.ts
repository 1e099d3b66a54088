/** The YAML writer reads back, with the `yaml` parser (YAML 1.2) and as plain strings, exactly what was written. */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { groupToCamel } from '../src/camel/to-camel.ts';
import { generateOpenApiSpec } from '../src/output/openapi/generate-openapi.ts';
import { emitYaml } from '../src/yaml-emit.ts';
import { richConfig, richContext, richGroups } from './output/support/rich-groups.ts';

const tricky = [
  '',
  ' ',
  'plain words here',
  'true',
  'False',
  'yes',
  'No',
  'null',
  'NULL',
  '~',
  'y',
  '0',
  '007',
  '1e3',
  '0x1F',
  '.5',
  '-1',
  '+1',
  '.inf',
  '.NaN',
  '2024-01-01',
  '12:30',
  'a: b',
  'a #b',
  '#comment',
  '- item',
  '? key',
  '[x]',
  '{x}',
  '{YOUR_AUTH_KEY}',
  '&anchor',
  '*alias',
  '!tag',
  '%directive',
  '@at',
  '`tick',
  "'single'",
  '"double"',
  '|',
  '>',
  'trailing ',
  ' leading',
  'tab\tinside',
  'line\nbreak',
  'ends with newline\n',
  'two newlines\n\n',
  '\nstarts with newline',
  'spaces line\n   \nafter',
  '  indented\nsecond',
  'first\n  indented second',
  'CR\r\nLF',
  'emoji 😎 and accents é',
  'control \u0001 char',
  'back\\slash',
  'unicode line\u2028sep',
  '<b>html</b>',
  'a/b/c.d',
  'The ID of the book.',
  'Bearer {YOUR_AUTH_KEY}',
  'x'.repeat(300),
  '--- document',
  '...',
  '=',
  '<<',
];

describe('emitYaml', () => {
  it('round-trips tricky strings as values, keys and list items', () => {
    for (const text of tricky) {
      const data = { value: text, list: [text, { inner: text }], nested: { [text || 'empty']: text } };
      expect(parse(emitYaml(data)), JSON.stringify(text)).toEqual(data);
    }
  });

  it('round-trips numbers, booleans, null, empty containers and nested lists', () => {
    const data = {
      numbers: [0, -1, 1.5, 11613.31890586, 1e21, -0.000001],
      flags: [true, false],
      none: null,
      emptyMap: {},
      emptyList: [],
      lists: [[1, [2, []]], [], [{}], [{ a: [] }]],
      '200': { description: '' },
      deep: { a: { b: { c: { d: ['x', { e: 'f\ng' }] } } } },
    };
    expect(parse(emitYaml(data))).toEqual(data);
  });

  it('round-trips a whole generated spec and Camel groups', () => {
    const spec = generateOpenApiSpec(richGroups(), richContext(richConfig())).spec;
    expect(parse(emitYaml(spec))).toEqual(JSON.parse(JSON.stringify(spec)));
    for (const group of richGroups()) {
      const camel = groupToCamel(group);
      expect(parse(emitYaml(camel))).toEqual(JSON.parse(JSON.stringify(camel)));
    }
  });

  it('writes readable YAML: plain words unquoted, look-alikes quoted, text blocks literal', () => {
    expect(emitYaml({ a: 'The ID of the book.', b: 'true', c: '200', d: 'one\ntwo' })).toBe(
      'a: The ID of the book.\nb: "true"\nc: "200"\nd: |-\n  one\n  two\n',
    );
    expect(emitYaml({ list: [{ x: 1, z: [2] }] })).toBe('list:\n  - x: 1\n    z:\n      - 2\n');
  });

  it('writes a text the same wherever it comes again, a text block at each place\'s indent', () => {
    expect(emitYaml({ 'one\ntwo': 'one\ntwo', deep: { 'one\ntwo': 'one\ntwo' } })).toBe(
      '"one\\ntwo": |-\n  one\n  two\ndeep:\n  "one\\ntwo": |-\n    one\n    two\n',
    );
    expect(emitYaml({ true: 'true', a: ['true', { true: 'true' }] })).toBe('"true": "true"\na:\n  - "true"\n  - "true": "true"\n');
  });
});
