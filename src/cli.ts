/**
 * The `docgen` command: parses the command line and dispatches to one file per command in `src/cli/`.
 * Exit codes: 0 ok, 1 fatal (bad config, no app), 2 when some endpoint or file produced an error.
 */
import { readFileSync } from 'node:fs';
import { commands } from './cli/commands.ts';
import { packageFile } from './package-root.ts';

/** The installed package's version, for `docgen --version`. */
export function docgenVersion(): string {
  const manifest = JSON.parse(readFileSync(packageFile('package.json'), 'utf8')) as { name: string; version: string };
  return manifest.version;
}

const USAGE = `docgen — API documentation for Laravel apps

Usage: docgen <command> [options]
       docgen --version

Commands:
${Object.entries(commands)
  .map(([name, c]) => `  ${name.padEnd(12)} ${c.summary}`)
  .join('\n')}

Run \`docgen <command> --help\` for the options of a command.`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (name === '--version' || name === '-v') {
    console.log(docgenVersion());
    return 0;
  }
  const entry = commands[name];
  if (!entry) {
    console.error(`Unknown command "${name}".\n\n${USAGE}`);
    return 1;
  }
  try {
    const command = await entry.load();
    return await command.run(rest);
  } catch (error) {
    console.error(`docgen ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
