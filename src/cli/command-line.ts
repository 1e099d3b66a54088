/**
 * What every `docgen` command shares on the command line: strict options with `--app PATH` (default: the current
 * folder) and `--help`/`-h`; `--json` for the commands that print data; diagnostics printed one a line as
 * `file:line: severity: message`; and the exit codes — 0 ok, 2 when some endpoint or file had an error (the
 * rest is still done), 1 when nothing could be done (bad arguments, no app, an invalid config).
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { allowOutsideFiles } from '../app-files.ts';
import type { Diagnostic } from '../model.ts';
import { formatDiagnostic } from '../diagnostic-text.ts';

export { formatDiagnostic };

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

const COMMON_OPTIONS = {
  app: { type: 'string', default: '.' },
  /** A folder outside the app that the app's files may name (repeatable); see src/app-files.ts. */
  'allow-outside-files': { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** `--json`, for the commands that print data: stdout then holds only the JSON, diagnostics go to stderr. */
export const JSON_OPTION = { json: { type: 'boolean', default: false } } as const;

export interface CommandLineSpec<T extends ParseArgsOptionsConfig> {
  /** The command's name, for messages: `docgen routes: no app at …`. */
  name: string;
  /** Printed for `--help`. */
  usage: string;
  /** The command's own options, besides `--app` and `--help`. */
  options: T;
  /** Whether `--app` must name an existing folder before the command runs (default true). */
  appMustExist?: boolean;
}

type Values<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: typeof COMMON_OPTIONS & T; strict: true }>
>['values'];

export interface CommandLine<T extends ParseArgsOptionsConfig> {
  values: Values<T>;
  /** `--app`, absolute. */
  appRoot: string;
}

/**
 * Reads a command's arguments. Gives the exit code instead when the command is done already: 0 after printing
 * the usage for `--help`, 1 when `--app` is not a folder. An unknown option throws (the CLI prints it, exit 1).
 */
export function readCommandLine<T extends ParseArgsOptionsConfig>(spec: CommandLineSpec<T>, args: string[]): CommandLine<T> | number {
  const { values } = parseArgs({ args, options: { ...COMMON_OPTIONS, ...spec.options }, strict: true });
  const common = values as { app?: string; help?: boolean; 'allow-outside-files'?: string[] };
  if (common.help) {
    console.log(spec.usage);
    return 0;
  }
  const appRoot = resolve(common.app ?? '.');
  if (spec.appMustExist !== false && !isFolder(appRoot)) {
    console.error(`docgen ${spec.name}: no app at ${appRoot}.`);
    return 1;
  }
  allowOutsideFiles(appRoot, common['allow-outside-files'] ?? []);
  return { values: values as Values<T>, appRoot };
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Diagnostics on stderr, one a line. */
export function printDiagnostics(diagnostics: Diagnostic[]): void {
  for (const d of diagnostics) console.error(formatDiagnostic(d));
}

/** 2 when some diagnostic is an error, else 0. */
export function exitCodeFor(diagnostics: Diagnostic[]): 0 | 2 {
  return diagnostics.some((d) => d.severity === 'error') ? 2 : 0;
}

/** Prints an invalid configuration's diagnostics and, when told, what was not done; the exit code is 1. */
export function invalidConfig(name: string, diagnostics: Diagnostic[], consequence?: string): 1 {
  printDiagnostics(diagnostics);
  console.error(`docgen ${name}: the configuration is invalid${consequence ? `; ${consequence}` : ''}.`);
  return 1;
}
