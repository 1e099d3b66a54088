/** Example worlds over the fixture apps, for tests of the static model, factory, resource and transformer layers. */
import { fileURLToPath } from 'node:url';
import { Faker, base, en } from '@faker-js/faker';
import type { Diagnostic } from '../../src/model.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { ExampleWorld } from '../../src/laravel/models/example-world.ts';
import { readMigrations } from '../../src/laravel/migrations/read-migrations.ts';

export const BLOG_APP = fileURLToPath(new URL('../extract/strategies/responses/fixtures/blog', import.meta.url));
export const SHOP_APP = fileURLToPath(new URL('./fixtures/shop', import.meta.url));
export const HELPERS_APP = fileURLToPath(new URL('./fixtures/helpers', import.meta.url));

export interface TestWorld {
  world: ExampleWorld;
  diagnostics: Diagnostic[];
}

export function testWorld(app: string, options: { seed?: number; modelsSource?: string[] } = {}): TestWorld {
  const classes = ClassIndex.forApp(app, { env: {} });
  const faker = new Faker({ locale: [en, base] });
  faker.seed(options.seed ?? 42);
  const diagnostics: Diagnostic[] = [];
  const world = new ExampleWorld({
    classes,
    schema: readMigrations(app),
    faker,
    appUrl: 'http://localhost',
    modelsSource: options.modelsSource ?? ['factoryCreate', 'factoryMake', 'databaseFirst'],
    report: (d) => diagnostics.push(d),
  });
  return { world, diagnostics };
}
