import { expect } from 'vitest';
import { exampleModelsResponse } from '../../src/bridge/example-models.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import { describePhp, itPhp } from '../support/php.ts';
import { appForSuite, sqliteCounts } from './support/shop.ts';

describePhp('example models through the bridge, per the config', () => {
  const app = appForSuite();

  itPhp('renders an API resource collection from factory models and keeps the database unchanged', async () => {
    const before = sqliteCounts(app.database);
    const { response, diagnostics } = await exampleModelsResponse(app.root, defaultConfig(), {
      model: 'App\\Models\\Item',
      with: ['tags'],
      resource: 'App\\Http\\Resources\\ItemResource',
      collection: true,
      status: 200,
      description: 'two items',
    });
    expect(diagnostics).toEqual([]);
    expect(response).toMatchObject({ status: 200, description: 'two items', headers: { 'content-type': 'application/json' } });
    const body = JSON.parse(response!.content!) as { data: Array<{ tags: unknown[] }> };
    expect(body.data).toHaveLength(2);
    expect(body.data.every((item) => item.tags.length === 1)).toBe(true);
    expect(sqliteCounts(app.database)).toEqual(before);
  });

  itPhp('follows examples.models_source: databaseFirst only gives the first seeded row', async () => {
    const config = { ...defaultConfig(), examples: { faker_seed: null, models_source: ['databaseFirst' as const] } };
    const { response } = await exampleModelsResponse(app.root, config, { model: 'App\\Models\\Item', resource: 'App\\Http\\Resources\\ItemResource' });
    expect(JSON.parse(response!.content!)).toEqual({ data: { id: 1, name: 'Desk lamp', price: 25 } });
  });

  itPhp('says why when the transformer library is missing', async () => {
    const { response, diagnostics } = await exampleModelsResponse(app.root, defaultConfig(), { model: 'App\\Models\\Item', transformer: 'App\\Transformers\\ItemTransformer' });
    expect(response).toBeUndefined();
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]!.message).toMatch(/league\/fractal/);
  });
});
