/**
 * The registry of `docgen` sub-commands: one file per command, one line here. A command's module (and all it
 * imports: the pipeline, Astro) is loaded only when that command runs, so `docgen --help` starts at once.
 */
import { lookupTable } from '../name-map.ts';
import type { Command } from './command.ts';

export interface CommandEntry {
  /** One line for the command list. */
  summary: string;
  load(): Promise<Command>;
}

export const commands: Record<string, CommandEntry> = lookupTable({
  init: { summary: 'write config/docgen.php with every setting, its default and what it does', load: async () => (await import('./init.ts')).initCommand },
  routes: { summary: 'list the routes docgen reads from the app (documented ones, or --all)', load: async () => (await import('./routes.ts')).routesCommand },
  extract: { summary: 'extract endpoints into .docgen/endpoints/*.yaml and print a summary', load: async () => (await import('./extract.ts')).extractCommand },
  openapi: { summary: 'write the OpenAPI spec (openapi.yaml)', load: async () => (await import('./openapi.ts')).openapiCommand },
  collection: { summary: 'write the Postman collection (collection.json)', load: async () => (await import('./collection.ts')).collectionCommand },
  build: { summary: 'build the docs site, collection and spec into the app (no Astro project needed)', load: async () => (await import('./build.ts')).buildCommand },
  diff: { summary: 'list the API changes between two git refs or two OpenAPI files', load: async () => (await import('./diff.ts')).diffCommand },
});
