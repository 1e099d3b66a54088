/** `docgen collection --app PATH [--out FILE] [--from-scribe DIR]`: writes the Postman collection. */
import { outputCommandUsage, runOutputCommand } from './output-command.ts';
import type { Command } from './command.ts';

export const collectionCommand: Command = {
  usage: outputCommandUsage('collection'),
  run: (args) => runOutputCommand('collection', args),
};
