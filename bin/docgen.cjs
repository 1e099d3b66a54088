#!/usr/bin/env node
// The `docgen` command, compiled into lib/ by `npm install` (prepare) and `npm pack` (prepack): `npm run prepare` rebuilds it.
// CommonJS, as the bundle it runs: an ES-module entry would cost every run Node's ES module loader.
'use strict';
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const { setFlagsFromString } = require('node:v8');

// A run is short: with V8's default budget its optimizing compiler tiers up hundreds of functions that run a
// few hundred times, and compiling them costs more CPU than they then save (a third of a warm run). A larger
// budget leaves that to the functions that stay hot (the parser, the strategies of a cold run).
setFlagsFromString('--interrupt-budget=1000000');

// The command line in one CommonJS bundle, run with V8's code cache (lib/code-cache.cjs).
const bundle = join(__dirname, '..', 'lib', 'cli.cjs');
const loader = join(__dirname, '..', 'lib', 'code-cache.cjs');
if (!existsSync(bundle) || !existsSync(loader)) {
  console.error('docgen: lib/ is missing; run `npm run prepare` in docgen\'s folder to compile it.');
  process.exit(1);
}
require(loader)
  .runCachedCommandLine(bundle, process.argv.slice(2))
  .then(({ exitCode }) => {
    process.exitCode = exitCode;
  });
