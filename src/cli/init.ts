/**
 * `docgen init --app PATH`: writes `config/docgen.php` with every key, its default and a one-line comment.
 * On a terminal it asks two questions (where the docs go, their title); elsewhere (CI, scripts, pipes) it
 * asks nothing and writes the defaults. It never replaces a config file that exists.
 */
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedConfig, type PublishedChoices } from '../config/published-config.ts';
import { readlinePromises } from '../lazy-module.ts';
import type { Command } from './command.ts';
import { readCommandLine } from './command-line.ts';

const usage = `docgen init --app PATH

Writes <app>/config/docgen.php: every setting with its default value and a one-line comment. Edit it, then
run docgen build. On a terminal it first asks where the docs go and their title (Enter keeps the default);
otherwise it asks nothing. An existing config/docgen.php is never replaced.

Options:
  --app PATH      the Laravel app (default: the current folder)

Exit codes: 0 written, 1 not a Laravel app or the file exists.`;

const CONFIG_FILE = 'config/docgen.php';

export const initCommand: Command = {
  usage,
  async run(args) {
    const line = readCommandLine({ name: 'init', usage, options: {} }, args);
    if (typeof line === 'number') return line;
    const file = join(line.appRoot, CONFIG_FILE);
    if (existsSync(file)) {
      console.error(`docgen init: ${file} exists; it was left as it is. Remove it first to write a new one.`);
      return 1;
    }
    // A seed of its own, so that this app's examples stay the same from build to build.
    const choices: PublishedChoices = { fakerSeed: randomInt(1, 100_000) };
    if (process.stdin.isTTY && process.stdout.isTTY) Object.assign(choices, await ask());
    mkdirSync(join(line.appRoot, 'config'), { recursive: true });
    writeFileSync(file, publishedConfig(choices), { flag: 'wx' });
    console.log(`Wrote ${file}.`);
    if (existsSync(join(line.appRoot, 'config/scribe.php'))) {
      console.log('config/scribe.php is no longer read now that config/docgen.php exists; copy over what you had changed there.');
    }
    console.log(`Next: docgen build --app ${line.appRoot}`);
    return 0;
  },
};

async function ask(): Promise<Pick<PublishedChoices, 'type' | 'title'>> {
  const prompt = readlinePromises().createInterface({ input: process.stdin, output: process.stdout });
  try {
    const where = (await prompt.question('Serve the docs from Laravel (framework) or as files in public/docs (static)? [framework] ')).trim().toLowerCase();
    const title = (await prompt.question('Title of the docs? [the app name + " API Documentation"] ')).trim();
    return { type: where.startsWith('s') ? 'static' : 'framework', title: title || null };
  } finally {
    prompt.close();
  }
}
