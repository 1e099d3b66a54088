/**
 * The example world a response annotation is rendered in: the app's classes and migrations, a faker seeded
 * from `examples.faker_seed`, the endpoint and the annotation's key (so each response is deterministic and
 * independent of the others), `examples.models_source`, and the app URL for links.
 */
import type { Faker } from '@faker-js/faker';
import { englishFaker } from '../../../examples/english-faker.ts';
import { effectiveSeed, hashParts } from '../../../examples/seed.ts';
import { ExampleWorld } from '../../../laravel/models/example-world.ts';
import { appSchema, DATABASE_SCHEMA } from '../../../laravel/migrations/kept-schema.ts';
import { derivedRead } from '../../../php/derived-reads.ts';
import type { DatabaseSchema } from '../../../laravel/migrations/read-migrations.ts';
import type { StrategyContext } from '../../strategy.ts';

/** One faker for all worlds: building one with its locale costs more than reseeding, and rendering is synchronous. */
let sharedFaker: Faker | undefined;

/** Migration problems are told once per schema read, not once per endpoint. */
const reportedSchemas = new WeakSet<object>();

/** The URL the app is served at: `base_url`, else APP_URL, else Laravel's default. */
export function appUrlOf(context: StrategyContext): string {
  const configured = context.app.config.base_url?.trim();
  if (configured) return configured;
  return context.app.env.APP_URL?.trim() || 'http://localhost';
}

/**
 * One read of the migrations per run, and none while the schema kept from an earlier run holds (kept-schema.ts):
 * the class index's memo lasts until its next refresh (the start of the next run). Reading them reports nothing
 * (exampleWorldFor tells their problems), as a memo must. The folder and its files count as read through the
 * schema (derived-reads.ts), so a warm run re-extracts what used the schema when an edit, an added or a removed
 * migration changes it, and only then.
 */
function schemaOf(context: StrategyContext): DatabaseSchema {
  const { root, env } = context.app;
  const classes = context.app.classes;
  return classes.memo(`migrations:${root}:${JSON.stringify(env)}`, () => {
    const { schema, files } = appSchema(root, env);
    for (const file of files) classes.noteRead(derivedRead(DATABASE_SCHEMA, file));
    return schema;
  });
}

export function exampleWorldFor(context: StrategyContext, key: string): ExampleWorld {
  const schema = schemaOf(context);
  if (!reportedSchemas.has(schema)) {
    reportedSchemas.add(schema);
    for (const diagnostic of schema.diagnostics) context.report(diagnostic);
  }
  sharedFaker ??= englishFaker();
  // The same scheme as the example generator: (faker seed, endpoint, key), so examples never shift each other.
  sharedFaker.seed(hashParts(effectiveSeed(context.app.config.examples.faker_seed), context.examples.endpointId, key, 'example-world'));
  return new ExampleWorld({
    classes: context.app.classes,
    schema,
    faker: sharedFaker,
    appUrl: appUrlOf(context),
    modelsSource: context.app.config.examples.models_source,
    report: (diagnostic) => context.report(diagnostic),
  });
}
