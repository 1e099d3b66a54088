/**
 * `docgen build --app PATH`: the whole build without an Astro project (the `scribe:generate` equivalent).
 * Options override the app's config and are validated like it.
 */
import type { Command } from './command.ts';
import { readCommandLine } from './command-line.ts';

const usage = `docgen build --app PATH [--out DIR] [--theme NAME] [--type TYPE] [--quiet | --verbose] [--no-search] [--no-site [--endpoints]]

Builds the documentation of a Laravel app — the site, the Postman collection and the OpenAPI spec — and puts
it where the app's config says: type static writes <app>/<static.output_path> (default public/docs) with
collection.json and openapi.yaml beside the pages; type framework writes the view, the pages, the assets and
routes/docgen.php into the app. No Astro project is needed: docgen keeps its own, as a cache, in its
node_modules/.cache/docgen/sites/. The endpoints are also written to <app>/.docgen/endpoints/*.yaml (as
docgen extract does), and Markdown or MDX guides in <app>/.docgen/guides/ are shown beside them.

It prints each phase as it ends (routes, endpoints, the site bundle, endpoint HTML, pages, the search index,
the outputs), with a progress bar on a terminal, then a summary of what went where.

Options:
  --app PATH      the Laravel app (default: the current folder)
  --allow-outside-files DIR
                  a folder outside the app that the app's files may name (repeatable;
                  by default nothing outside the app is read)
  --out DIR       where a static build goes (sets static.output_path; types static and external_static)
  --theme NAME    default or elements; for the external types scalar, elements or rapidoc
  --type TYPE     static, framework, external_static or external_framework
  --quiet         print only the problems (warnings and errors)
  --verbose       also print the notices, the extraction's own timings and Astro's warnings
  --no-search     do not build the search index
  --no-site       write only the collection and the spec (one extraction, no Astro); with --endpoints
                  also <app>/.docgen/endpoints/*.yaml

Exit codes: 0 ok, 2 some endpoint had an error (the others are documented), 1 invalid config, no app or a failed build.`;

const options = {
  out: { type: 'string' },
  theme: { type: 'string' },
  type: { type: 'string' },
  quiet: { type: 'boolean', short: 'q', default: false },
  verbose: { type: 'boolean', default: false },
  'no-search': { type: 'boolean', default: false },
  'no-site': { type: 'boolean', default: false },
  endpoints: { type: 'boolean', default: false },
} as const;

export const buildCommand: Command = {
  usage,
  async run(args) {
    // The build says itself when there is no app (FatalBuildError), with the other fatal problems.
    const line = readCommandLine({ name: 'build', usage, options, appMustExist: false }, args);
    if (typeof line === 'number') return line;
    const { values, appRoot } = line;
    if (values.quiet && values.verbose) {
      console.error('docgen build: --quiet and --verbose cannot go together.');
      return 1;
    }
    const config: Record<string, unknown> = {};
    if (values.theme !== undefined) config.theme = values.theme;
    if (values.type !== undefined) config.type = values.type;
    if (values['no-site']) {
      const { buildOutputsOnly } = await import('./build-outputs.ts');
      return buildOutputsOnly({ appRoot, config, out: values.out, endpoints: values.endpoints ?? false, verbose: values.verbose ?? false });
    }
    if (values.endpoints) {
      console.error('docgen build: --endpoints goes with --no-site (a full build always writes .docgen/endpoints).');
      return 1;
    }
    // Loaded on demand: the CLI is where the parts are put together, and `src/` must stay usable
    // (routes, extract, outputs) without Astro, which only this command needs.
    const { runStandaloneBuild } = await import('../../integration/standalone/run.ts');
    return runStandaloneBuild({
      app: appRoot,
      config,
      ...(values.out !== undefined ? { out: values.out } : {}),
      search: !values['no-search'],
      verbose: values.verbose ?? false,
      quiet: values.quiet ?? false,
      allowOutsideFiles: values['allow-outside-files'] ?? [],
    });
  },
};
