/**
 * Laravel 9–13 syntax Debian's Laravel 8 cannot run: each fixture carries an expected route table
 * written by hand from Laravel's routing rules (and the spatie package's registrar).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import type { Route } from '../../../src/model.ts';

interface Row {
  method: string;
  uri: string;
  name: string | null;
  action: string;
  domain: string | null;
}

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/apps/${name}`, import.meta.url));
const expectedRows = (name: string) => JSON.parse(readFileSync(`${fixture(name)}/expected-routes.json`, 'utf8')) as Row[];
const text = (r: Row) => `${r.method} ${r.uri} name=${r.name ?? '-'} action=${r.action} domain=${r.domain ?? '-'}`;
const asRow = (r: Route): Row => ({ method: r.methods.join('|'), uri: r.uri, name: r.name, action: r.action, domain: r.domain });

function find(routes: Route[], method: string, uri: string): Route {
  const route = routes.find((r) => r.methods[0] === method && r.uri === uri);
  if (!route) throw new Error(`no route ${method} ${uri}`);
  return route;
}

describe('Laravel 9–13 route syntax against hand-written tables', () => {
  for (const name of ['l11-bootstrap', 'l10-attributes', 'l12-using']) {
    it(`${name}: the route list equals expected-routes.json`, () => {
      const { routes, diagnostics } = discoverRoutes(fixture(name));
      expect(routes.map(asRow).map(text).sort()).toEqual(expectedRows(name).map(text).sort());
      expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    });
  }
});

describe('l11-bootstrap details', () => {
  const { routes } = discoverRoutes(fixture('l11-bootstrap'));

  it('puts withRouting api routes under the api middleware and apiPrefix, web under web, health under none', () => {
    expect(find(routes, 'GET', 'v1/user').middleware).toEqual(['api', 'auth:sanctum']);
    expect(find(routes, 'GET', 'dashboard').middleware).toEqual(['web', 'auth', 'verified']);
    expect(find(routes, 'GET', 'up').middleware).toEqual([]);
    expect(find(routes, 'POST', 'webhooks/stripe').middleware).toEqual(['api']);
  });

  it('turns whereIn enum cases and whereUlid into patterns', () => {
    expect(find(routes, 'GET', 'v1/tasks/{status}').wheres).toEqual({ status: 'open|closed' });
    expect(find(routes, 'GET', 'v1/tasks/{task}/{format}').wheres).toEqual({ format: 'csv|json' });
    expect(find(routes, 'GET', 'v1/orders/{order}').wheres).toEqual({ order: '[0-7][0-9a-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}' });
  });

  it('keeps scoped() binding fields on nested resource routes', () => {
    expect(find(routes, 'GET', 'v1/projects/{project}/tasks/{task}').bindingFields).toEqual({ task: 'uuid' });
    expect(find(routes, 'GET', 'v1/projects/{project}/tasks').bindingFields).toEqual({});
  });

  it('records where each route is declared and where its controller method is written', () => {
    const show = find(routes, 'GET', 'v1/profile');
    expect(show.definedAt).toEqual({ file: 'routes/api.php', line: 16 });
    expect(show.controller).toEqual({
      class: 'App\\Http\\Controllers\\ProfileController',
      method: 'show',
      location: { file: 'app/Http/Controllers/ProfileController.php', line: 7 },
    });
    expect(find(routes, 'POST', 'webhooks/github').controller).toMatchObject({ method: '__invoke', location: { line: 7 } });
    expect(find(routes, 'GET', 'up').definedAt.file).toBe('bootstrap/app.php');
    expect(find(routes, 'GET', 'v1/user').controller).toBeUndefined();
  });
});

describe('l10-attributes details', () => {
  const { routes } = discoverRoutes(fixture('l10-attributes'));

  it('stacks config, class and method middleware after the directory group', () => {
    expect(find(routes, 'POST', 'api/books').middleware).toEqual([
      'api',
      'Illuminate\\Routing\\Middleware\\SubstituteBindings',
      'auth:sanctum',
      'throttle:10,1',
    ]);
    expect(find(routes, 'GET', 'api/authors').middleware).toEqual(['api', 'Illuminate\\Routing\\Middleware\\SubstituteBindings']);
  });

  it('applies class and method where attributes', () => {
    expect(find(routes, 'GET', 'api/books/{book}').wheres).toEqual({ book: '[0-9]+' });
    expect(find(routes, 'GET', 'api/pages/{slug}').wheres).toEqual({ slug: '[a-z-]+' });
  });

  it('points attribute routes at the attribute line and the method', () => {
    const index = find(routes, 'GET', 'api/books');
    expect(index.definedAt).toEqual({ file: 'app/Http/Controllers/Api/BookController.php', line: 20 });
    expect(index.controller?.location).toEqual({ file: 'app/Http/Controllers/Api/BookController.php', line: 21 });
  });
});
