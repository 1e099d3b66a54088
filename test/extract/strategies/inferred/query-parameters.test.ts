/**
 * GetFromRequestUsage: the query parameters of the shop fixture's CatalogController, written from what each
 * action reads (app/Http/Controllers/CatalogController.php, app/Filters/ProductFilters.php).
 */
import { describe, expect, it } from 'vitest';
import { GetFromQueryParamTag } from '../../../../src/extract/strategies/queryParameters/GetFromQueryParamTag.ts';
import { GetFromRequestUsage } from '../../../../src/extract/strategies/queryParameters/GetFromRequestUsage.ts';
import { makeParameter } from '../../../../src/model.ts';
import { shop } from './harness.ts';

const CATALOG = 'App\\Http\\Controllers\\CatalogController';
const query = (method: string, options: Parameters<typeof shop>[1] = {}) => shop(method, { controller: CATALOG, ...options }).run(GetFromRequestUsage);

describe('GetFromRequestUsage', () => {
  it('named reads of the request on GET: their types from the reader or the default, enums with their values', () => {
    const params = query('search')!;
    expect(Object.keys(params)).toEqual(['q', 'limit', 'in_stock', 'min_price', 'tag', 'order', 'status', 'per_page', 'page']);
    expect(params.q).toMatchObject({ type: 'string', required: false });
    expect(params.limit).toMatchObject({ type: 'integer', description: 'Defaults to 20.' });
    expect(params.in_stock).toMatchObject({ type: 'boolean' });
    expect(typeof params.in_stock!.example).toBe('boolean');
    expect(params.min_price).toMatchObject({ type: 'integer' });
    expect(params.tag).toMatchObject({ type: 'string' });
    expect(params.status).toMatchObject({ type: 'string', enumValues: ['draft', 'live'], example: 'draft' });
    expect(params.per_page).toMatchObject({ type: 'integer', description: 'Defaults to 15.' });
    expect(params.page).toMatchObject({ type: 'integer', example: 1 });
  });

  it('reads in the app code the action hands the request to: a class built with it, a service method given it', () => {
    const params = shop('listing', { controller: 'App\\Http\\Controllers\\CounterController' }).run(GetFromRequestUsage)!;
    expect(Object.keys(params).sort()).toEqual(['filter', 'gift', 'offset', 'sort']);
    expect(params.sort).toMatchObject({ type: 'string', description: 'Defaults to "name".' });
    expect(params.filter).toMatchObject({ type: 'object' });
    expect(params.offset).toMatchObject({ type: 'integer' });
    expect(params.gift).toMatchObject({ type: 'boolean' });
  });

  it('dynamic properties of the request ($request->sort), typed by the request class\'s @property-read tags; its bags are no input', () => {
    const params = shop('sorted', { controller: 'App\\Http\\Controllers\\CounterController' }).run(GetFromRequestUsage)!;
    expect(Object.keys(params)).toEqual(['sort', 'limit']);
    expect(params.sort).toMatchObject({ type: 'string' });
    expect(params.limit).toMatchObject({ type: 'integer' });
  });

  it('cursorPaginate(): cursor, not page', () => {
    const params = query('feed')!;
    expect(Object.keys(params)).toEqual(['cursor']);
    expect(params.cursor!.type).toBe('string');
  });

  it('on POST only query() reads the query string; input() reads the body', () => {
    expect(Object.keys(query('storeSearch', { route: { methods: ['POST'] } })!)).toEqual(['dry_run']);
  });

  it('spatie QueryBuilder: filter[x] per allowed filter, sort with ascending and descending values, include, fields[table]', () => {
    const params = query('browse')!;
    expect(Object.keys(params)).toEqual(['filter[name]', 'filter[status]', 'sort', 'include', 'fields[products]']);
    expect(params.sort!.enumValues).toEqual(['name', '-name', 'price', '-price']);
    expect(params.include!.description).toContain('`tags`');
    expect(params['fields[products]']!.example).toBe('id,name');
  });

  it('a filter class: each public method but apply() is a query key, typed by its parameter', () => {
    const params = query('filtered')!;
    expect(Object.keys(params)).toEqual(['colour', 'maxPrice']);
    expect(params.maxPrice!.type).toBe('integer');
  });

  it('an endpoint whose query string is annotated gets nothing from the code', () => {
    const h = shop('annotatedSearch', { controller: CATALOG, before: [GetFromQueryParamTag] });
    expect(Object.keys(h.context.endpoint.queryParameters)).toEqual(['q']);
    expect(h.run(GetFromRequestUsage)).toBeUndefined();
  });

  it('a name an earlier strategy documented is not replaced', () => {
    const h = shop('feed', { controller: CATALOG });
    h.context.endpoint.queryParameters.cursor = makeParameter({ name: 'cursor', description: 'from rules', required: true });
    expect(h.run(GetFromRequestUsage)).toBeUndefined();
  });
});
