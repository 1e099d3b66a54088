#!/usr/bin/env node
// The `docgen` command, compiled into lib/ by `npm install` (prepare) and `npm pack` (prepack): `npm run prepare` rebuilds it.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// A run is short: with V8's default budget its optimizing compiler tiers up hundreds of functions that run a
// few hundred times, and compiling them costs more CPU than they then save (a third of a warm run). A larger
// budget leaves that to the functions that stay hot (the parser, the strategies of a cold run).
setFlagsFromString('--interrupt-budget=1000000');

// The command line in one CommonJS bundle, run with V8's code cache (lib/code-cache.js).
const bundle = new URL('../lib/cli.cjs', import.meta.url);
const loader = new URL('../lib/code-cache.js', import.meta.url);
if (!existsSync(bundle) || !existsSync(loader)) {
  console.error('docgen: lib/ is missing; run `npm run prepare` in docgen\'s folder to compile it.');
  process.exit(1);
}
const { runCachedCommandLine } = await import(loader.href);
process.exitCode = (await runCachedCommandLine(fileURLToPath(bundle), process.argv.slice(2))).exitCode;
