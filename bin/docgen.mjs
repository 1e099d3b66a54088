#!/usr/bin/env node
// The `docgen` command, compiled into lib/ by `npm install` (prepare) and `npm pack` (prepack): `npm run prepare` rebuilds it.
import { existsSync } from 'node:fs';

const compiled = new URL('../lib/cli.js', import.meta.url);
if (!existsSync(compiled)) {
  console.error('docgen: lib/ is missing; run `npm run prepare` in docgen\'s folder to compile it.');
  process.exit(1);
}
const { main } = await import(compiled.href);
process.exitCode = await main(process.argv.slice(2));
