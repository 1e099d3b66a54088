import { describe, expect, it } from 'vitest';
import { OrderedArray } from '../../../src/laravel/models/runtime-values.ts';
import { effectiveWrap, readResourceClass } from '../../../src/laravel/resources/resource-class.ts';
import { renderApiResource, type ApiResourceSpec } from '../../../src/laravel/resources/resource-response.ts';
import { BLOG_APP, SHOP_APP, testWorld } from '../harness.ts';

function render(app: string, spec: Partial<ApiResourceSpec> & { resourceClass: string }) {
  const { world, diagnostics } = testWorld(app);
  const json = renderApiResource(world, {
    collection: false,
    states: [],
    with: [],
    additional: new OrderedArray(),
    uri: 'api/things',
    where: { file: 'app/Http/Controllers/X.php', line: 1 },
    ...spec,
  });
  return { json: JSON.parse(json), text: json, diagnostics };
}

describe('resource classes', () => {
  it('knows wrap keys: the default, a resource\'s own $wrap, and withoutWrapping() in a provider', () => {
    const blog = testWorld(BLOG_APP).world.classes;
    expect(effectiveWrap('App\\Http\\Resources\\PostResource', blog)).toBe('data');
    expect(effectiveWrap('App\\Http\\Resources\\UserResource', blog)).toBe('user');
    const shop = testWorld(SHOP_APP).world.classes;
    expect(effectiveWrap('App\\Http\\Resources\\OrderResource', shop)).toBeNull();
  });

  it('knows what a collection class collects: $collects, or its name', () => {
    const blog = testWorld(BLOG_APP).world.classes;
    expect(readResourceClass('App\\Http\\Resources\\PostCollection', blog)).toMatchObject({ isCollection: true, collects: 'App\\Http\\Resources\\PostResource' });
    const shop = testWorld(SHOP_APP).world.classes;
    expect(readResourceClass('App\\Http\\Resources\\OrderCollection', shop)).toMatchObject({ isCollection: true, collects: 'App\\Http\\Resources\\OrderResource' });
    expect(readResourceClass('App\\Http\\Resources\\OrderResource', shop).isCollection).toBe(false);
  });
});

describe('toArray() evaluated statically', () => {
  it('runs statements, enum methods, match, model methods, arithmetic and loops', () => {
    const { json, diagnostics } = render(SHOP_APP, { resourceClass: 'App\\Http\\Resources\\OrderResource', modelClass: 'App\\Models\\Order', states: ['urgent'] });
    expect(diagnostics).toEqual([]);
    // withoutWrapping(): the resource's array is the whole body.
    expect(Object.keys(json)).toEqual(['id', 'code', 'total', 'priority', 'priority_label', 'urgent', 'big', 'paid', 'code_length']);
    expect(json.priority).toBe('High');
    expect(json.priority_label).toBe('Urgent');
    expect(json.urgent).toBe(true);
    expect(json.total).toBeGreaterThanOrEqual(1);
    expect(json.total).toBeLessThan(10);
    expect(json.big).toBe(json.total >= 5);
    expect(json.paid).toBe(true);
    expect(json.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(json.code_length).toBe(8);
  });

  it('loads nested resources through whenLoaded() with a closure and ::make()', () => {
    const { json } = render(SHOP_APP, { resourceClass: 'App\\Http\\Resources\\OrderResource', modelClass: 'App\\Models\\Order', with: ['customer', 'lines'] });
    expect(json.customer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(json.lines).toEqual([{ product: expect.any(String), quantity: expect.any(Number), order_id: json.id, sku: null }]);
  });

  it('handles attributes(), whenNotNull(), whenHas() and accessors', () => {
    const { json } = render(SHOP_APP, { resourceClass: 'App\\Http\\Resources\\CustomerResource', modelClass: 'App\\Models\\Customer', states: ['gold'] });
    // attributes(['id', 'email']) merges Arr::only($model->toArray(), …): in the model's order, where the key comes last.
    expect(Object.keys(json)).toEqual(['email', 'id', 'name', 'tier', 'vip', 'birthday', 'balance', 'theme', 'secret']);
    expect(json.tier).toBe('gold');
    expect(json.vip).toBe(true);
    // whenNotNull: last_seen_at is null for a fresh customer; whenHas: `nickname` is no attribute, `secret` is.
    expect(json).not.toHaveProperty('last_seen_at');
    expect(json).not.toHaveProperty('nickname');
    expect(json.secret).toMatch(/^\$2y\$/);
    expect(json.name.split(' ')).toHaveLength(2);
    expect(['dark', 'light']).toContain(json.theme);
  });

  it('wraps a collection class with $collects in data, with its with() meta', () => {
    const { json } = render(SHOP_APP, { resourceClass: 'App\\Http\\Resources\\OrderCollection', modelClass: 'App\\Models\\Order', collection: true });
    // Wrapping is off, but with() data forces the `data` key (ResourceResponse::wrap).
    expect(Object.keys(json)).toEqual(['data', 'meta']);
    expect(json.meta).toEqual({ currency: 'EUR' });
    expect(json.data.map((order: { id: number }) => order.id)).toEqual([1, 2]);
  });

  it('warns, with file and line, about what it cannot infer, and shows null there', () => {
    const { json, diagnostics } = render(SHOP_APP, { resourceClass: 'App\\Http\\Resources\\OrderLineResource', modelClass: 'App\\Models\\OrderLine' });
    expect(json.sku).toBeNull();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', file: 'app/Http/Resources/OrderLineResource.php', line: 15 });
    expect(diagnostics[0]!.message).toContain('product_sku()');
    expect(diagnostics[0]!.message).toContain('OrderLineResource::toArray()');
  });
});
