/**
 * The integration's options, validated once with zod. A mistake names the option
 * (`docgen option "layout.endpointsPerPage": Expected number, received string`).
 */
import { z } from 'zod';
import type { DocgenConfig } from '../src/config/types.ts';
import type { Diagnostic, Group } from '../src/model.ts';

/** What a data source hands the site: the same shape as the pipeline's `extractApp`. */
export interface SiteSource {
  config: DocgenConfig;
  groups: Group[];
  diagnostics: Diagnostic[];
  appName: string;
  appUrl: string;
}

export type SourceFunction = (appRoot: string, overrides: Record<string, unknown>) => SiteSource | Promise<SiteSource>;

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
    /** A custom data source instead of reading the app (tests, benchmarks, other frameworks). */
    source: z.custom<SourceFunction>((value) => typeof value === 'function', { message: 'Expected a function' }).optional(),
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
