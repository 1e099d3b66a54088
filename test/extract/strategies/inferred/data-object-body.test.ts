/**
 * GetFromDataObjects: the body fields of the spatie/laravel-data object ProductController::storeData() accepts,
 * written from app/Data/ProductInput.php and app/Data/TagData.php.
 */
import { describe, expect, it } from 'vitest';
import { GetFromDataObjects } from '../../../../src/extract/strategies/bodyParameters/GetFromDataObjects.ts';
import { makeParameter } from '../../../../src/model.ts';
import { shop } from './harness.ts';

const post = { route: { methods: ['POST'], uri: 'api/products/data' } };

describe('GetFromDataObjects', () => {
  it('typed properties under their input names: the class mapper snake-cases, MapInputName renames', () => {
    const params = shop('storeData', post).run(GetFromDataObjects)!;
    expect(Object.keys(params)).toEqual(['display_name', 'cost', 'note', 'featured', 'tags', 'tags[].label', 'status']);
    expect(params.display_name).toMatchObject({ type: 'string', required: true });
    expect(params.cost).toMatchObject({ type: 'number', required: true });
    expect(params.note).toMatchObject({ type: 'string', required: false, nullable: true });
    expect(params.featured).toMatchObject({ type: 'boolean', required: false });
    expect(params.tags).toMatchObject({ type: 'object[]', required: true });
    expect(params['tags[].label']).toMatchObject({ type: 'string', required: true });
    expect(params.status).toMatchObject({ type: 'string', required: false, enumValues: ['draft', 'live'], example: 'draft' });
  });

  it('a field an earlier strategy documented is left as it is', () => {
    const h = shop('storeData', post);
    h.context.endpoint.bodyParameters.cost = makeParameter({ name: 'cost', description: 'from a tag', type: 'integer' });
    const params = h.run(GetFromDataObjects)!;
    expect(params).not.toHaveProperty('cost');
    expect(params).toHaveProperty('display_name');
  });

  it('an action without a data object parameter gets nothing', () => {
    expect(shop('show', { route: { uri: 'api/products/{product}' } }).run(GetFromDataObjects)).toBeUndefined();
  });
});
