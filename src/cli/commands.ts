/** The registry of `docgen` sub-commands: one file per command, one line here. */
import { lookupTable } from '../name-map.ts';
import type { Command } from './command.ts';
import { buildCommand } from './build.ts';
import { collectionCommand } from './collection.ts';
import { diffCommand } from './diff.ts';
import { extractCommand } from './extract.ts';
import { initCommand } from './init.ts';
import { openapiCommand } from './openapi.ts';
import { routesCommand } from './routes.ts';

export const commands: Record<string, Command> = lookupTable({
  init: initCommand,
  routes: routesCommand,
  extract: extractCommand,
  openapi: openapiCommand,
  collection: collectionCommand,
  build: buildCommand,
  diff: diffCommand,
});
