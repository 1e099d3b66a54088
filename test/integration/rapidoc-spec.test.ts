import { describe, expect, it } from 'vitest';
import { specForRapiDoc } from '../../integration/themes/external/rapidoc/spec.ts';

describe('the spec RapiDoc is handed', () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'A <b>API</b>', description: 'Owner <em>HTML</em> <img src=x onerror=alert(1)>' },
    tags: [{ name: 'Things', description: 'Group <script>alert(1)</script>' }],
    paths: {
      '/things': {
        get: {
          summary: 'List <things>',
          description: 'See [docs](javascript:alert(1)) and **bold**.',
          parameters: [{ name: 'q', in: 'query', description: '<img src=x onerror=alert(2)>', example: '<img src=x onerror=alert(3)>' }],
          responses: {
            '200': {
              description: 'OK',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    title: '<img src=x onerror=alert(4)>',
                    properties: { title: { type: 'string', description: 'A *title*', default: '<b>kept</b>' }, description: { type: 'string', enum: ['<i>x</i>'] } },
                  },
                  examples: { one: { summary: 'One', description: 'An <i>example</i>', value: { description: '<b>data</b>', title: '<b>data</b>' } } },
                },
              },
            },
          },
        },
      },
    },
  };
  const out = specForRapiDoc(spec) as typeof spec;
  const get = out.paths['/things'].get;
  const media = get.responses['200'].content['application/json'];

  it('turns every description into docgen\'s HTML: the app\'s HTML as text, unsafe links emptied, Markdown kept', () => {
    expect(out.tags[0]!.description).toBe('<p>Group &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(get.description).toBe('<p>See <a href="">docs</a> and <strong>bold</strong>.</p>');
    // A line of only HTML is an HTML block: shown as text, without a paragraph around it.
    expect(get.parameters[0]!.description).toBe('&lt;img src=x onerror=alert(2)&gt;');
    expect(media.schema.properties.title.description).toBe('<p>A <em>title</em></p>');
    expect(media.examples.one.description).toBe('<p>An &lt;i&gt;example&lt;/i&gt;</p>');
  });

  it('sanitizes the owner\'s description, keeping its harmless HTML', () => {
    expect(out.info.description).toBe('<p>Owner <em>HTML</em> <img src="x"></p>');
  });

  it('escapes schema titles (RapiDoc puts them into Markdown) but not the API title, which it shows as text', () => {
    expect(media.schema.title).toBe('&lt;img src=x onerror=alert(4)&gt;');
    expect(out.info.title).toBe('A <b>API</b>');
    expect(get.summary).toBe('List <things>');
  });

  it('leaves example data alone, also under keys called description and title', () => {
    expect(get.parameters[0]!.example).toBe('<img src=x onerror=alert(3)>');
    expect(media.schema.properties.title.default).toBe('<b>kept</b>');
    expect(media.schema.properties.description.enum).toEqual(['<i>x</i>']);
    expect(media.examples.one.value).toEqual({ description: '<b>data</b>', title: '<b>data</b>' });
    expect(spec.tags[0]!.description).toBe('Group <script>alert(1)</script>');
  });
});
