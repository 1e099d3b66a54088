/**
 * The real Laravel as the oracle: the blog fixture runs on Debian's Laravel 8 (SQLite in memory), builds each
 * example the way Scribe does (factories, relations, pagination, additional) and renders it; docgen's static
 * rendering must have the same shape — the same keys in the same order, the same JSON types — and the same
 * pagination links and meta. Values drawn by Faker differ (PHP's and JS's fakers differ).
 */
import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import { OrderedArray, fromPlain } from '../../src/laravel/models/runtime-values.ts';
import { renderApiResource } from '../../src/laravel/resources/resource-response.ts';
import type { Pagination } from '../../src/laravel/resources/pagination.ts';
import { describePhp, itPhp } from '../support/php.ts';
import { BLOG_APP, testWorld } from './harness.ts';

interface Case {
  name: string;
  resource: string;
  model: string;
  collection?: boolean;
  states?: string[];
  with?: string[];
  paginate?: [number] | [number, 'simple' | 'cursor'];
  additional?: Record<string, unknown>;
}

const URI = 'api/posts';
const URL = `http://localhost/${URI}`;

const CASES: Case[] = [
  { name: 'a resource with states and nested relations', resource: 'PostResource', model: 'Post', states: ['published'], with: ['author', 'comments.author'] },
  { name: 'parent::toArray() (model serialisation)', resource: 'PostSummaryResource', model: 'Post', states: ['featured'] },
  { name: 'a resource with its own $wrap and additional data', resource: 'UserResource', model: 'User', states: ['admin'], additional: { result: 'success' } },
  { name: 'a length-aware paginated collection', resource: 'PostResource', model: 'Post', collection: true, paginate: [1] },
  { name: 'a simple paginated collection', resource: 'PostResource', model: 'Post', collection: true, paginate: [1, 'simple'] },
  { name: 'a cursor paginated collection', resource: 'PostResource', model: 'Post', collection: true, paginate: [1, 'cursor'] },
  { name: 'a ResourceCollection class', resource: 'PostCollection', model: 'Post', collection: true },
  { name: 'a collection with relations', resource: 'CommentResource', model: 'Comment', collection: true, with: ['author'] },
];

function real(spec: Case): unknown {
  const out = execFileSync(
    'php',
    [
      'oracle.php',
      JSON.stringify({
        resource: `App\\Http\\Resources\\${spec.resource}`,
        model: `App\\Models\\${spec.model}`,
        collection: spec.collection ?? false,
        states: spec.states ?? [],
        with: spec.with ?? [],
        paginate: spec.paginate ?? null,
        additional: spec.additional ?? [],
        url: URL,
      }),
    ],
    { cwd: BLOG_APP, encoding: 'utf8' },
  );
  return JSON.parse(out);
}

function staticRender(spec: Case): unknown {
  const { world } = testWorld(BLOG_APP, { seed: 5 });
  const pagination: Pagination | undefined = spec.paginate
    ? { perPage: spec.paginate[0], kind: spec.paginate[1] === 'simple' ? 'simple' : spec.paginate[1] === 'cursor' ? 'cursor' : 'length-aware' }
    : undefined;
  const additional = fromPlain(spec.additional ?? []);
  const json = renderApiResource(world, {
    resourceClass: `App\\Http\\Resources\\${spec.resource}`,
    modelClass: `App\\Models\\${spec.model}`,
    collection: spec.collection ?? false,
    states: spec.states ?? [],
    with: spec.with ?? [],
    pagination,
    additional: additional instanceof OrderedArray ? additional : new OrderedArray(),
    uri: URI,
    where: { file: 'test', line: 1 },
  });
  return JSON.parse(json);
}

/** The value with every leaf replaced by its JSON type; key order kept. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value === null) return 'null';
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shape(v)]));
  return typeof value;
}

/** Fields guarded by a condition on the request: docgen shows them (undecidable), Laravel's example request has no user. */
function withoutRequestDependentFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRequestDependentFields);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as object)
        .filter(([key]) => key !== 'admin_note')
        .map(([k, v]) => [k, withoutRequestDependentFields(v)]),
    );
  }
  return value;
}

describePhp('static API resource examples against the real Laravel', () => {
  for (const spec of CASES) {
    itPhp(`has Laravel's shape for ${spec.name}`, () => {
      const expected = real(spec) as Record<string, unknown>;
      const actual = withoutRequestDependentFields(staticRender(spec)) as Record<string, unknown>;
      expect(JSON.stringify(shape(actual))).toBe(JSON.stringify(shape(expected)));
      // Pagination carries no faker values: it must be the same, key for key.
      if (spec.paginate) {
        expect(actual.links).toEqual(expected.links);
        expect(actual.meta).toEqual(expected.meta);
      }
    });
  }

  itPhp('agrees on values that do not come from Faker', () => {
    const spec = CASES[0]!;
    const expected = real(spec) as { data: Record<string, any>; version: string };
    const actual = staticRender(spec) as { data: Record<string, any>; version: string };
    for (const key of ['id', 'status', 'badge', 'links', 'comments_count']) expect(actual.data[key]).toEqual(expected.data[key]);
    expect(actual.version).toBe(expected.version);
    expect(actual.data.author.id).toBe(expected.data.author.id);
    expect(actual.data.comments[0].author.id).toBe(expected.data.comments[0].author.id);
    expect(actual.data.category_label).toBe(actual.data.category.toUpperCase());
    expect(expected.data.category_label).toBe(expected.data.category.toUpperCase());
  });
});
