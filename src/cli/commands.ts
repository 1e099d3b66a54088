/** The registry of `docgen` sub-commands: one file per command, one line here. */
import type { Command } from './command.ts';
import { collectionCommand } from './collection.ts';
import { extractCommand } from './extract.ts';
import { openapiCommand } from './openapi.ts';

export const commands: Record<string, Command> = {
  extract: extractCommand,
  openapi: openapiCommand,
  collection: collectionCommand,
};
