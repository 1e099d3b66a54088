/**
 * UseResponsesFromCode on bodies the app's own code builds out of the action's sight: the shop fixture's
 * CounterController (app/Http/Controllers/CounterController.php), its Checkout service, Receipt value object,
 * the `present()` helper of app/helpers.php, and the Product model (columns id, name, price, cost_price,
 * in_stock, timestamps; cost_price hidden, label appended, price a float, in_stock a boolean).
 */
import { describe, expect, it } from 'vitest';
import { GetFromInlineValidator } from '../../../../src/extract/strategies/bodyParameters/GetFromInlineValidator.ts';
import { UseResponsesFromCode } from '../../../../src/extract/strategies/responses/UseResponsesFromCode.ts';
import type { ResponseExample } from '../../../../src/model.ts';
import { byStatus, json, shop } from './harness.ts';

const COUNTER = 'App\\Http\\Controllers\\CounterController';
const PRODUCT_KEYS = ['id', 'name', 'price', 'in_stock', 'created_at', 'updated_at', 'label'];

const run = (method: string, responses?: ResponseExample[]) => {
  const h = shop(method, { controller: COUNTER, route: { uri: `api/counter/${method}/{product}` }, ...(responses ? { responses } : {}) });
  const result = h.run(UseResponsesFromCode);
  return { h, result, map: byStatus(result) };
};

describe('responses built by the app code the action calls', () => {
  it('a model method declared `: self` gives the same model', () => {
    const { h, map } = run('selfTyped');
    expect(h.diagnostics).toEqual([]);
    expect(Object.keys(json(map.get(200)))).toEqual(PRODUCT_KEYS);
  });

  it('a variable a closure assigns by reference (`use (&$product)`) holds what the closure assigns', () => {
    const body = json(run('byReference').map.get(200));
    expect(Object.keys(body)).toEqual(PRODUCT_KEYS);
    expect(body.label).toBe('product');
  });

  it('a service method without a return type gives what its own return holds', () => {
    expect(Object.keys(json(run('untyped').map.get(200)))).toEqual(PRODUCT_KEYS);
  });

  it('a resource method declared to return the resource (`->forCustomer($user): self`) leaves the resource', () => {
    const body = json(run('fluent').map.get(200));
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data)).toEqual(['id', 'name', 'price']);
  });

  it('a value object\'s toArray(), its properties typed from the constructor', () => {
    for (const method of ['receipt', 'receiptObject']) {
      const body = json(run(method).map.get(200));
      expect(Object.keys(body)).toEqual(['number', 'total', 'paid']);
      expect(typeof body.number).toBe('string');
      expect(Number.isInteger(body.total)).toBe(true);
      expect(typeof body.paid).toBe('boolean');
    }
  });

  it('a helper of the controller returning an array, with a variable assigned an array inside it', () => {
    const body = json(run('summary').map.get(200));
    expect(Object.keys(body)).toEqual(['name', 'stock']);
    expect(typeof body.name).toBe('string');
    expect(body.stock).toEqual({ in_stock: true, shelves: 3 });
  });

  it('an app helper function whose result cannot be read shows the value it is given', () => {
    expect(json(run('presented').map.get(200))).toEqual({ status: 'open', tills: 2 });
  });

  it('a list filled by ->push([...]) is a list of what is pushed', () => {
    const body = json(run('pushed').map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0])).toEqual(['sku', 'quantity']);
    expect(body[0].quantity).toBe(1);
  });

  it('a returned array filled by $rows[] = [...] is a list of what is appended', () => {
    const body = json(run('appended').map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0])).toEqual(['code', 'open']);
    expect(body[0].open).toBe(true);
  });
});

describe('lists and models read through framework helpers', () => {
  it('a static method the model declares itself is the app\'s (`once(fn () => Product::findOrFail(1))`): one model', () => {
    expect(Object.keys(json(run('featured').map.get(200)))).toEqual(PRODUCT_KEYS);
  });

  it('->values() on a list filled by push keeps its items', () => {
    expect(json(run('lines').map.get(200))).toEqual([{ sku: 'A1', quantity: 2 }, { sku: 'A1', quantity: 2 }]);
  });

  it('->map(fn …)->all(): a list of what the arrow function returns', () => {
    const body = json(run('mapped').map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0])).toEqual(['sku', 'label']);
    expect(body[0].label).toBe('shelf');
  });

  it('->map(function … { return new ProductResource(…); }): a list of the resource without its wrapper', () => {
    const body = json(run('mappedResources').map.get(200));
    expect(body).toHaveLength(2);
    expect(Object.keys(body[0])).toEqual(['id', 'name', 'price']);
  });
});

describe('resources holding their model in a promoted constructor property', () => {
  it('`__construct(private readonly Product $product)` holds the model; another declared property its default', () => {
    const body = json(run('item').map.get(200));
    expect(Object.keys(body.data)).toEqual(['id', 'name', 'note']);
    expect(Number.isInteger(body.data.id)).toBe(true);
    expect(typeof body.data.name).toBe('string');
    expect(body.data.note).toBeNull();
  });
});

describe('conditional returns and overridden query()', () => {
  it('`return $x ? new ProductResource(…) : response()->noContent()`: both answers', () => {
    const { map } = run('toggle');
    expect([...map.keys()].sort()).toEqual([200, 204]);
    expect(Object.keys(json(map.get(200)).data)).toEqual(['id', 'name', 'price']);
    expect(map.get(204)!.content).toBeNull();
  });

  it('a model overriding query() to give a builder: Till::query()->findOrFail($id) is one Till', () => {
    expect(Object.keys(json(run('till').map.get(200)))).toEqual(['id', 'label']);
  });
});

describe('paginators a method declares', () => {
  it('a resource collection of a method declared `LengthAwarePaginator|CursorPaginator`: paginated by the first type', () => {
    const body = json(run('paged').map.get(200));
    expect(Object.keys(body)).toEqual(['data', 'links', 'meta']);
    expect(body.meta.per_page).toBe(15);
    expect(body.meta).toHaveProperty('total');
    expect(Object.keys(body.data[0])).toEqual(['id', 'name', 'price']);
  });
});

describe('responses of an app function the action returns', () => {
  it('`return acceptedReply(…)`: the function\'s own success return, with its status', () => {
    const { map } = run('queue');
    expect([...map.keys()]).toEqual([202]);
    const body = json(map.get(202));
    expect(Object.keys(body)).toEqual(['reference', 'queued']);
    expect(typeof body.reference).toBe('string');
    expect(body.queued).toBe(true);
  });
});

describe('relations the code loads', () => {
  it('`$product->load([\'tags\'])` as a statement of its own: the model with its tags', () => {
    const body = json(run('tagged').map.get(200));
    expect(Object.keys(body)).toEqual([...PRODUCT_KEYS, 'tags']);
    expect(Object.keys(body.tags[0])).toEqual(['id', 'product_id', 'name']);
  });

  it('`Product::with(\'tags:id,name\')->get()`: each model with its tags', () => {
    const body = json(run('taggedList').map.get(200));
    expect(body).toHaveLength(2);
    expect(body[0]).toHaveProperty('tags');
  });
});

describe('keys kept from a model', () => {
  it('Arr::only($product->toArray(), [...]) and $product->only([...]) keep the listed keys', () => {
    expect(Object.keys(json(run('brief').map.get(200)))).toEqual(['id', 'name']);
    expect(Object.keys(json(run('short').map.get(200)))).toEqual(['id', 'price']);
  });
});

describe('values the code computes', () => {
  it('typed by the expression\'s shape: is_null() a boolean, (int) an integer, concatenation and `?? \'never\'` strings, division a number', () => {
    const body = json(run('flags').map.get(200));
    expect(Object.keys(body)).toEqual(['available', 'stock', 'title', 'update', 'ratio', 'shelf']);
    expect(typeof body.available).toBe('boolean');
    expect(Number.isInteger(body.stock)).toBe(true);
    expect(typeof body.title).toBe('string');
    // "update" names no date although it contains the letters.
    expect(body.update).not.toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof body.update).toBe('string');
    expect(typeof body.ratio).toBe('number');
    expect(typeof body.shelf).toBe('string');
  });
});

describe('streams', () => {
  it('a stream the code declares JSON is not a file: the JSON the action returns elsewhere stays', () => {
    expect(Object.keys(json(run('export').map.get(200)))).toEqual(PRODUCT_KEYS);
  });

  it('a stream of another type is a file', () => {
    expect(run('download').map.get(200)).toMatchObject({ content: '<<binary>>', headers: { 'Content-Type': 'application/octet-stream' } });
  });
});

describe('a documented success response without a body', () => {
  const documented = (status: number): ResponseExample => ({ status, content: null, headers: {}, description: 'The receipt.' });

  it('gets the body the code returns with that status; status and description stay', () => {
    const response = documented(200);
    const { result } = run('receipt', [response]);
    expect(result).toBeUndefined();
    expect(response.description).toBe('The receipt.');
    expect(Object.keys(JSON.parse(response.content!))).toEqual(['number', 'total', 'paid']);
  });

  it('gets the code\'s only success body when the statuses differ (documented 201, code 200)', () => {
    const response = documented(201);
    run('receipt', [response]);
    expect(response.status).toBe(201);
    expect(Object.keys(JSON.parse(response.content!))).toEqual(['number', 'total', 'paid']);
  });

  it('a documented body is left alone', () => {
    const response: ResponseExample = { status: 200, content: '{"ok":true}', headers: {}, description: '' };
    expect(run('receipt', [response]).result).toBeUndefined();
    expect(response.content).toBe('{"ok":true}');
  });
});

describe('validation anywhere in the action', () => {
  it('rules passed to an app helper wrapping Validator::make after eleven other statements are the body', () => {
    const h = shop('close', { controller: COUNTER, route: { methods: ['POST'], uri: 'api/counter/close' } });
    const body = h.run(GetFromInlineValidator)!;
    expect(Object.keys(body)).toEqual(['counted', 'remark']);
    expect(body.counted).toMatchObject({ type: 'integer', required: true });
    expect(body.remark).toMatchObject({ type: 'string', required: false });
  });
});
