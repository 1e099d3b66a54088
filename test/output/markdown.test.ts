/** Endpoints as Markdown (the `.md` twins and `llms-full.txt`), from hand-built endpoints. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import { makeParameter } from '../../src/model.ts';
import { endpointMarkdown } from '../../src/output/markdown/endpoint-markdown.ts';
import { llmsTxt } from '../../src/output/markdown/llms.ts';
import { testEndpoint } from '../support/hand-built.ts';

const endpoint = testEndpoint({
  httpMethods: ['PUT', 'PATCH'],
  uri: 'api/books/{id}',
  metadata: { title: 'Update a book', description: 'Changes what is given.\nThe rest stays.', authenticated: true, deprecated: true },
  headers: { Authorization: 'Bearer {YOUR_AUTH_KEY}' },
  urlParameters: { id: makeParameter({ name: 'id', type: 'integer', required: true, example: 4, description: 'The book.' }) },
  bodyParameters: {
    format: makeParameter({ name: 'format', enumValues: ['paperback', 'hardcover'], example: 'paperback', description: 'Binding | cover.' }),
    tags: makeParameter({ name: 'tags', type: 'object[]', example: [{ name: 'x' }] }),
    'tags[].name': makeParameter({ name: 'tags[].name', example: 'x' }),
  },
  responses: [
    { status: 200, content: '{"id":4}', headers: {}, description: 'updated' },
    { status: 404, content: '{"message":"No query results for model [Book]."}', headers: {}, description: '' },
    { status: 422, content: '{"message":"The format is invalid."}', headers: {}, description: 'bad format' },
  ],
});

describe('endpoint Markdown', () => {
  const text = endpointMarkdown(endpoint, { baseUrl: 'https://shop.test/', languages: ['php', 'bash'] });

  it('says method, URL, authentication and deprecation first', () => {
    expect(text.split('\n\n').slice(0, 4)).toEqual([
      '## Update a book',
      '`PUT|PATCH https://shop.test/api/books/{id}`',
      'Requires authentication. Deprecated.',
      'Changes what is given.\nThe rest stays.',
    ]);
  });

  it('lists parameters in tables, escaping pipes, with enum values, leaving object examples to their fields', () => {
    expect(text).toContain('| `id` | `integer` | yes | The book. | `4` |');
    expect(text).toContain('| `format` | `string` | no | Binding \\| cover. One of: `paperback`, `hardcover`. | `paperback` |');
    expect(text).toContain('| `tags` | `object[]` | no |  |  |');
    expect(text).toContain('| `tags[].name` | `string` | no |  | `x` |');
  });

  it('has one example request in the first configured language, example responses and the errors', () => {
    expect(text).toContain('### Example request\n\n```php\n');
    expect(text).not.toContain('```bash');
    expect(text).toContain('Status 200 (updated):\n\n```json\n{\n  "id": 4\n}\n```');
    expect(text).toContain('### Errors\n\n| Status | When |\n| --- | --- |\n| 404 | No query results for model [Book]. |\n| 422 | bad format |');
  });
});

describe('llms.txt', () => {
  it('has the title, the description as a quote, and a linked line per group and endpoint', () => {
    const config = defaultConfig();
    config.title = 'Shop';
    config.description = 'Books\nand more.';
    const text = llmsTxt([{ name: 'Books', description: '', endpoints: [endpoint] }], { config, appName: '', appUrl: 'https://shop.test' }, {
      groupLink: () => '/docs/books.md',
      endpointLink: (_group, id) => `/docs/books.md#${id}`,
    });
    expect(text).toBe(
      [
        '# Shop',
        '> Books and more.',
        '',
        'Base URL: https://shop.test',
        '',
        '## Books',
        '',
        '- [Books](/docs/books.md): every endpoint of the group',
        '- [PUT|PATCH /api/books/{id}](/docs/books.md#PUT /api/books/{id}): Update a book',
        '',
      ].join('\n'),
    );
  });
});
