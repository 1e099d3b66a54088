/**
 * UseResponsesFromCode: the success response of each action of the shop fixture, written from what the
 * action returns (app/Http/Controllers/ProductController.php) and what Laravel makes of it.
 */
import { describe, expect, it } from 'vitest';
import { UseResponsesFromCode } from '../../../../src/extract/strategies/responses/UseResponsesFromCode.ts';
import { byStatus, json, shop } from './harness.ts';

const run = (method: string, options: Parameters<typeof shop>[1] = {}) => {
  const h = shop(method, options);
  const responses = h.run(UseResponsesFromCode);
  return { h, responses, map: byStatus(responses) };
};

const PAGINATOR_KEYS = ['current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'links', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total'];

describe('UseResponsesFromCode', () => {
  it('new ProductResource($product): 200 with the resource under "data"', () => {
    const { h, responses } = run('show', { route: { uri: 'api/products/{product}' } });
    expect(h.diagnostics).toEqual([]);
    expect(responses).toHaveLength(1);
    expect(responses![0]!.status).toBe(200);
    const body = json(responses![0]);
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['id', 'name', 'price']);
    expect(typeof body.data.id).toBe('number');
    expect(typeof body.data.name).toBe('string');
  });

  it('ProductResource::collection(Product::paginate(10)): data, links and meta with per_page 10', () => {
    const { map } = run('index');
    const body = json(map.get(200));
    expect(Object.keys(body)).toEqual(['data', 'links', 'meta']);
    expect(body.meta.per_page).toBe(10);
    expect(body.data).toHaveLength(2);
    expect(Object.keys(body.data[0])).toEqual(['id', 'name', 'price']);
  });

  it('a resource of a model made by Product::create() in store: 201', () => {
    const { map } = run('store', { route: { methods: ['POST'], uri: 'api/products' } });
    expect([...map.keys()]).toEqual([201]);
    expect(Object.keys(json(map.get(201)).data)).toEqual(['id', 'name', 'price']);
  });

  it('Product::all(): two models as toArray() gives them ($hidden left out, $appends added, casts applied)', () => {
    const { map } = run('listAll');
    const body = json(map.get(200));
    expect(body).toHaveLength(2);
    for (const product of body) {
      expect(product).not.toHaveProperty('cost_price');
      expect(product.label).toBe('product');
      expect(typeof product.price).toBe('number');
      expect(typeof product.in_stock).toBe('boolean');
      expect(product).toHaveProperty('name');
    }
  });

  it('simplePaginate() without a size: the model\'s $perPage (20) and the simple paginator\'s keys', () => {
    const body = json(run('simple').map.get(200));
    expect(Object.keys(body)).toEqual(['current_page', 'data', 'first_page_url', 'from', 'next_page_url', 'path', 'per_page', 'prev_page_url', 'to']);
    expect(body.per_page).toBe(20);
    expect(body.path).toBe('http://localhost/api/products/simple');
  });

  it('cursorPaginate(5): data first, then the cursor paginator keys', () => {
    const body = json(run('cursor').map.get(200));
    expect(Object.keys(body)[0]).toBe('data');
    expect(body.per_page).toBe(5);
    expect(Object.keys(body)).toEqual(['data', 'path', 'per_page', 'next_page_url', 'prev_page_url']);
  });

  it('a paginator without a resource keeps every key of LengthAwarePaginator::toArray()', () => {
    const body = json(run('index').map.get(200));
    // The resource collection moves those keys to links/meta; the raw paginator order is checked through meta.
    expect(Object.keys(body.meta)).toEqual(['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total']);
    expect(PAGINATOR_KEYS).toContain('data');
  });

  it('response()->json([...], 202): literal values as written, computed ones by their key', () => {
    const { map } = run('stats');
    expect([...map.keys()]).toEqual([202]);
    const body = json(map.get(202));
    expect(Object.keys(body)).toEqual(['total', 'currency', 'open']);
    expect(Number.isInteger(body.total)).toBe(true);
    expect(body.currency).toBe('EUR');
    expect(body.open).toBe(true);
  });

  it('a returned array holding a model found with findOrFail', () => {
    const body = json(run('summary', { route: { uri: 'api/products/{id}/summary' } }).map.get(200));
    expect(Object.keys(body)).toEqual(['version', 'product']);
    expect(body.version).toBe(2);
    expect(body.product).not.toHaveProperty('cost_price');
    expect(body.product.label).toBe('product');
  });

  it('response()->noContent(): 204 without a body', () => {
    expect(run('destroy', { route: { methods: ['DELETE'], uri: 'api/products/{product}' } }).responses).toEqual([
      { status: 204, content: null, headers: {}, description: '' },
    ]);
  });

  it('response()->download(...): a binary body', () => {
    const [response] = run('export').responses!;
    expect(response!.status).toBe(200);
    expect(response!.content).toBe('<<binary>>');
  });

  it('redirect()->route(...): 302', () => {
    expect(run('toHome').responses).toEqual([{ status: 302, content: null, headers: {}, description: '' }]);
  });

  it('$request->user(): the User model without its hidden password', () => {
    const body = json(run('me').map.get(200));
    expect(body).toHaveProperty('email');
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('remember_token');
  });

  it('ProductData::from($product): typed properties, snake-cased by the class mapper, MapName on a property, private left out', () => {
    const body = json(run('asData', { route: { uri: 'api/products/{product}/data' } }).map.get(200));
    expect(Object.keys(body)).toEqual(['tags', 'id', 'display_name', 'cost', 'status', 'featured']);
    expect(Number.isInteger(body.id)).toBe(true);
    expect(typeof body.display_name).toBe('string');
    expect(typeof body.cost).toBe('number');
    expect(body.status).toBe('draft');
    expect(typeof body.featured).toBe('boolean');
    expect(body.tags).toHaveLength(1);
    expect(Object.keys(body.tags[0])).toEqual(['label']);
  });

  it('ProductData::collect(...): a list of data objects', () => {
    const body = json(run('dataList').map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0])).toEqual(['tags', 'id', 'display_name', 'cost', 'status', 'featured']);
  });

  it('an unreadable return in a method declared to return ProductData: the declared data object', () => {
    const body = json(run('declared').map.get(200));
    expect(Object.keys(body)).toEqual(['tags', 'id', 'display_name', 'cost', 'status', 'featured']);
  });

  it('return $this->present($product): the helper\'s resource, with its ->response()->setStatusCode(HTTP_ACCEPTED)', () => {
    const { map } = run('viaHelper', { route: { uri: 'api/products/{product}/present' } });
    expect([...map.keys()]).toEqual([202]);
    expect(Object.keys(json(map.get(202)).data)).toEqual(['id', 'name', 'price']);
  });

  it('a typed property\'s method declaring a model, then a model method declaring static: that model', () => {
    const body = json(run('bySlug', { controller: 'App\\Http\\Controllers\\ShelfController', route: { uri: 'api/shelf/{slug}' } }).map.get(200));
    expect(body).toHaveProperty('name');
    expect(body).not.toHaveProperty('cost_price');
  });

  it('select(\'id\', \'name\')->get() passed through a function docgen cannot see: those columns, plus the appended label', () => {
    const body = json(run('selected', { controller: 'App\\Http\\Controllers\\ShelfController', route: { uri: 'api/shelf/selected' } }).map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'label', 'name']);
  });

  // As for @transformer tags, with `transformers.serializer` null the transformer's array is the body as is.
  it('fractal($product, new ProductTransformer())->respond(): the transformer\'s array', () => {
    const body = json(run('item', { controller: 'App\\Http\\Controllers\\FractalController', route: { uri: 'api/fractal/{product}' } }).map.get(200));
    expect(Object.keys(body)).toEqual(['id', 'title']);
    expect(Number.isInteger(body.id)).toBe(true);
  });

  it('fractal()->collection(Product::all())->transformWith(…): a list of them', () => {
    const body = json(run('list', { controller: 'App\\Http\\Controllers\\FractalController', route: { uri: 'api/fractal' } }).map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0])).toEqual(['id', 'title']);
  });

  it('Dingo\'s $this->response->item($product, new ProductTransformer())', () => {
    const body = json(run('dingo', { controller: 'App\\Http\\Controllers\\FractalController', route: { uri: 'api/dingo/{product}' } }).map.get(200));
    expect(Object.keys(body)).toEqual(['id', 'title']);
  });

  it('with a serializer configured, its shape: DataArraySerializer puts the item under "data"', () => {
    const h = shop('item', { controller: 'App\\Http\\Controllers\\FractalController', route: { uri: 'api/fractal/{product}' } });
    h.context.app.config.transformers.serializer = 'League\\Fractal\\Serializer\\DataArraySerializer';
    const body = json(byStatus(h.run(UseResponsesFromCode)).get(200));
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['id', 'title']);
  });

  it('->values() and ->map() with a callback returning its item through a helper keep the list of models', () => {
    const body = json(run('mapped', { controller: 'App\\Http\\Controllers\\ShelfController', route: { uri: 'api/shelf/mapped' } }).map.get(200));
    expect(body).toHaveLength(2);
    expect(body[0].label).toBe('product');
  });

  it('an action declared void: 200 with an empty body', () => {
    expect(run('restock', { controller: 'App\\Http\\Controllers\\ShelfController', route: { methods: ['POST'], uri: 'api/shelf/{product}/restock' } }).responses).toEqual([
      { status: 200, content: null, headers: {}, description: '' },
    ]);
  });

  it('an action that only throws gets no success response', () => {
    expect(run('manual').responses).toBeUndefined();
  });

  it('an error the action returns is not a success response; its success return is', () => {
    const { map } = run('conflict');
    expect([...map.keys()]).toEqual([200]);
    expect(json(map.get(200))).toEqual({ message: 'Reserved.' });
  });

  it('annotations win: an endpoint that already has a 2xx response is left alone', () => {
    const { responses } = run('show', {
      route: { uri: 'api/products/{product}' },
      responses: [{ status: 200, content: '{"from":"annotation"}', headers: {}, description: '' }],
    });
    expect(responses).toBeUndefined();
  });
});
