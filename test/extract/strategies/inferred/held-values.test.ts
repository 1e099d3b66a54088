/**
 * UseResponsesFromCode on what variables hold, in the shop fixture's ChannelController
 * (app/Http/Controllers/ChannelController.php): `products` reaches `$modelClass::query()->firstOrFail()` with
 * `$modelClass` read from a map keyed by the channel its helper is given; `paged` paginates by a variable
 * assigned 25; `unpaged` by an int parameter (Product declares `$perPage = 20`); `chosen` gets the columns a variable
 * holds, `selectedFirst` selects `id` and `price` before `get(['id', 'name'])`. Product appends `label`. `exported`
 * streams with headers from a class constant saying JSON; `emptied` answers a constant empty string with 202;
 * `transformed` hands fractal() the transformer its constructor was given (app/Transformers/ProductTransformer.php);
 * `only` keeps the keys a variable lists of the product's array; `summary` answers an int parameter, a helper declared
 * `: float` and one declaring nothing.
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

describe('an argument held in a variable', () => {
  it('`paginate($perPage)` after `$perPage = 25`: pages of 25', () => {
    expect(json(byStatus(run('paged')).get(200)).per_page).toBe(25);
  });

  it('a parameter known only by its type: the model\'s own $perPage (20)', () => {
    expect(json(byStatus(run('unpaged')).get(200)).per_page).toBe(20);
  });
});

describe('the keys a variable lists', () => {
  it('Arr::only($product->toArray(), $keys) after `$keys = [\'id\', \'name\']`', () => {
    expect(Object.keys(json(byStatus(run('only')).get(200)))).toEqual(['id', 'name']);
  });
});

describe('the columns a query gives', () => {
  it('`get($columns)` with the columns a variable holds', () => {
    const body = json(byStatus(run('chosen')).get(200));
    expect(Object.keys(body[0])).toEqual(['id', 'name', 'label']);
  });

  it('after select(), get()\'s columns are ignored, as Laravel does', () => {
    const body = json(byStatus(run('selectedFirst')).get(200));
    expect(Object.keys(body[0])).toEqual(['id', 'price', 'label']);
  });
});

describe('values written as constants', () => {
  it('a stream whose headers (a class constant) say JSON is not a file: the JSON returned elsewhere stays', () => {
    const responses = byStatus(run('exported'));
    expect(Object.keys(json(responses.get(200)))).toEqual(['id', 'name', 'price', 'in_stock', 'created_at', 'updated_at', 'label']);
  });

  it('`response(self::NOTHING, 202)` with an empty string: no content', () => {
    expect(byStatus(run('emptied')).get(202)).toMatchObject({ content: null });
  });
});

describe('the class of an object a variable holds', () => {
  it('fractal($product, $transformer) with the transformer from a typed property: the transformer\'s array', () => {
    const body = json(byStatus(shop('transformed', { controller: CHANNELS, route: { uri: 'api/channels/{product}' } }).run(UseResponsesFromCode)).get(200));
    expect(Object.keys(body)).toEqual(['id', 'title']);
  });
});

describe('values typed by their declarations', () => {
  it('an int parameter is an integer, a helper declared `: float` a number; without a declaration the key\'s name decides', () => {
    const body = json(byStatus(run('summary')).get(200));
    expect(Number.isInteger(body.shown)).toBe(true);
    expect(typeof body.ratio).toBe('number');
    expect(typeof body.note).toBe('string');
  });
});
