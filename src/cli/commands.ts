/** The registry of `docgen` sub-commands: one file per command, one line here. */
import type { Command } from './command.ts';
import { extractCommand } from './extract.ts';

export const commands: Record<string, Command> = {
  extract: extractCommand,
};
