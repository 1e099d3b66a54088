/** The registry of `docgen` sub-commands: one file per command, one line here. */
import type { Command } from './command.ts';

export const commands: Record<string, Command> = {};
