/**
 * UseResponsesFromCode on a listing built by an object of the app: the shop fixture's InventoryController
 * (app/Http/Controllers/InventoryController.php) hands `Product::query()->where(…)` and the fields
 * `['id', 'name', 'price']` to its base class's `listingResponse()`, which builds an app/Support/ListingBuilder with
 * them (the query in a promoted constructor property, the fields in one the constructor assigns) and returns its
 * `toResponse()`: `{data: $this->fetch($filtered), total: $filtered->count()}`, `fetch()` ending in
 * `$query->get($this->fields)`. Product appends `label`.
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
});
