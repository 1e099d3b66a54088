/**
 * UseResponsesFromCode on a listing built by an object of the app: the shop fixture's InventoryController
 * (app/Http/Controllers/InventoryController.php) hands `Product::query()->where(…)` and the fields
 * `['id', 'name', 'price']` to its base class's `listingResponse()`, which builds an app/Support/ListingBuilder with
 * them (the query in a promoted constructor property, the fields in one the constructor assigns) and returns its
 * `toResponse()`: `{data: $this->fetch($filtered), total: $filtered->count()}`, `fetch()` ending in
 * `$query->get($this->fields)`. Product appends `label`.
 * `visibleProducts()` hands it `$this->queries->visible()` (app/Repositories/ProductQueries, declared `: Builder`,
 * returning `$this->start()->where(…)`, `start()` returning `Product::query()`) and the fields `['id', 'name']`.
 * `restock()` returns what `productOrError()` gives when that is a JsonResponse (the helper is declared
 * `Product|JsonResponse`), else a service's result.
 */
import { describe, expect, it } from 'vitest';
import { UseResponsesFromCode } from '../../../../src/extract/strategies/responses/UseResponsesFromCode.ts';
import { byStatus, json, shop } from './harness.ts';

describe('a listing built by an app object the action constructs', () => {
  it('follows the arguments into the constructor\'s properties and through the methods reading them', () => {
    const h = shop('products', { controller: 'App\\Http\\Controllers\\InventoryController', route: { uri: 'api/inventory' } });
    const body = json(byStatus(h.run(UseResponsesFromCode)).get(200));
    expect(Object.keys(body)).toEqual(['data', 'total']);
    expect(body.data).toHaveLength(2);
    expect(Object.keys(body.data[0])).toEqual(['id', 'name', 'price', 'label']);
    expect(typeof body.data[0].price).toBe('number');
    expect(Number.isInteger(body.total)).toBe(true);
  });

  it('reads the query a typed property\'s method declared `: Builder` returns', () => {
    const h = shop('visibleProducts', { controller: 'App\\Http\\Controllers\\InventoryController', route: { uri: 'api/inventory/visible' } });
    const body = json(byStatus(h.run(UseResponsesFromCode)).get(200));
    expect(Object.keys(body.data[0])).toEqual(['id', 'name', 'label']);
  });

  it('does not take a helper declared `Model|JsonResponse` for the model the action returns', () => {
    const h = shop('restock', { controller: 'App\\Http\\Controllers\\InventoryController', route: { uri: 'api/inventory/restock' } });
    const responses = h.run(UseResponsesFromCode) ?? [];
    expect(responses.filter((response) => response.status === 200)).toEqual([]);
  });
});
