/** `docgen openapi --app PATH [--out FILE] [--from-scribe DIR]`: writes the OpenAPI spec. */
import { outputCommandUsage, runOutputCommand } from './output-command.ts';
import type { Command } from './command.ts';

export const openapiCommand: Command = {
  usage: outputCommandUsage('openapi'),
  run: (args) => runOutputCommand('openapi', args),
};
