/**
 * The integration's options, validated once with zod. A mistake names the option
 * (`docgen option "layout.endpointsPerPage": Expected number, received string`).
 */
import { z } from 'zod';
import type { OpenApiGenerator } from '../src/output/openapi/openapi-generator.ts';
import type { SiteSource } from '../src/site-data/site-source.ts';
import type { BuildProgress } from './build-progress.ts';

export type SourceFunction = (appRoot: string, overrides: Record<string, unknown>) => SiteSource | Promise<SiteSource>;

const GENERATOR_HOOKS = ['root', 'pathItem', 'pathParameters'] as const;

/**
 * An `openapi.generators` entry: an object (or class instance) with at least one of the hooks, each a
 * function. Kept as given (not copied), so a class's methods keep their `this`.
 */
function isOpenApiGenerator(value: unknown): value is OpenApiGenerator {
  if (value === null || typeof value !== 'object') return false;
  const hooks = value as Record<string, unknown>;
  const present = GENERATOR_HOOKS.filter((hook) => hooks[hook] !== undefined);
  return present.length > 0 && present.every((hook) => typeof hooks[hook] === 'function');
}

const generatorSchema = z.custom<OpenApiGenerator>(isOpenApiGenerator, {
  message: 'Expected an object with a root, pathItem or pathParameters function (see src/output/openapi/openapi-generator.ts)',
});

export const optionsSchema = z
  .object({
    /** The Laravel app, relative to the Astro project root (or absolute). */
    app: z.string().min(1),
    /** Settings of `config/docgen.php` to override, with the same keys (`theme`, `try_it_out.enabled` …). */
    config: z.record(z.unknown()).default({}),
    /** Folder of hand-written Markdown/MDX guides shown in the same navigation, or false. */
    guides: z.union([z.string().min(1), z.literal(false)]).default('./content'),
    /** Folder of `<language>.mustache` example-request templates; default `<app>/.docgen/example-requests`. */
    exampleTemplates: z.string().min(1).optional(),
    /** Folders outside the app that paths named by the app (`@responseFile`, route files …) may point into. */
    allowOutsideFiles: z.array(z.string().min(1)).default([]),
    layout: z
      .object({
        singlePageLimit: z.number().int().nonnegative().optional(),
        endpointsPerPage: z.number().int().positive().optional(),
        bytesPerPage: z.number().int().positive().optional(),
      })
      .strict()
      .default({}),
    /** Index the built docs with Pagefind. */
    search: z.boolean().default(true),
    /**
     * After a build, put the docs into the app as its `type` says: `static`/`external_static` copy the docs
     * folder to `static.output_path`; `framework`/`external_framework` write the view, the stored pages, the
     * assets, the collection and spec, and `routes/docgen.php`. False keeps the build in Astro's output only.
     */
    writeToApp: z.boolean().default(true),
    /**
     * Keep Astro's output folder between builds instead of emptying it, and remove what a build did not write
     * once it is done. Only for an output folder nothing else writes into (`docgen build`'s own project).
     */
    keepOutDir: z.boolean().default(false),
    /**
     * The groups and endpoints as content collections (`docgenCollections()`), which tell the pages what changed
     * after an edit in `astro dev`. False: no such collections; the pages read the extraction and its digests as
     * they are, with no copy of the API through Astro's content store (`docgen build`'s own project, which builds
     * once per process).
     */
    apiCollections: z.boolean().default(true),
    openapi: z
      .object({
        /** Hooks that reshape the OpenAPI spec (the config's `openapi.generators`, in TypeScript), run in order. */
        generators: z.array(generatorSchema).default([]),
      })
      .strict()
      .default({}),
    /** A custom data source instead of reading the app (tests, benchmarks, other frameworks). */
    source: z.custom<SourceFunction>((value) => typeof value === 'function', { message: 'Expected a function' }).optional(),
    /** Told of each phase of a build as it happens (`docgen build` shows it). */
    progress: z
      .custom<BuildProgress>((value) => value !== null && typeof value === 'object' && typeof (value as BuildProgress).tick === 'function', {
        message: 'Expected an object with start, tick and end functions',
      })
      .optional(),
  })
  .strict();

export type DocgenOptions = z.input<typeof optionsSchema>;
export type ResolvedOptions = z.output<typeof optionsSchema>;

export function parseOptions(input: unknown): ResolvedOptions {
  const result = optionsSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const path = issue.path.join('.') || '(options)';
    return `docgen option "${path}": ${issue.message}`;
  });
  throw new Error(lines.join('\n'));
}
