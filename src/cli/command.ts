/** What every `docgen` sub-command provides. */
export interface Command {
  /** The full usage text shown by `--help`. */
  usage: string;
  /** Runs the command with the arguments after its name; resolves to the exit code. */
  run(args: string[]): Promise<number>;
}
