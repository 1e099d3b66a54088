/**
 * UseResponsesFromCode on a query run on a class held in a variable: the shop fixture's
 * ChannelController (app/Http/Controllers/ChannelController.php), whose `products` action reaches
 * `$modelClass::query()->firstOrFail()` with `$modelClass` read from a map keyed by the channel its helper is given.
 */
import { describe, expect, it } from 'vitest';
import { UseResponsesFromCode } from '../../../../src/extract/strategies/responses/UseResponsesFromCode.ts';
import { byStatus, json, shop } from './harness.ts';

const CHANNELS = 'App\\Http\\Controllers\\ChannelController';
const run = (method: string) => shop(method, { controller: CHANNELS, route: { uri: `api/channels/${method}` } }).run(UseResponsesFromCode);

describe('a static call on a class a variable holds', () => {
  it('`$modelClass::query()->firstOrFail()` with the class from the channel map: the Product as JSON', () => {
    const body = json(byStatus(run('products')).get(200));
    // Product: columns id, name, price, cost_price, in_stock, timestamps; cost_price hidden, label appended.
    expect(Object.keys(body)).toEqual(['id', 'name', 'price', 'in_stock', 'created_at', 'updated_at', 'label']);
  });

  it('a channel the map does not hold names no class: no body is guessed', () => {
    expect(byStatus(run('unknown')).get(200)).toBeUndefined();
  });
});
