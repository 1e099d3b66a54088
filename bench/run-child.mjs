// The measured child processes of bench/run.ts (plain JavaScript on the compiled lib/, so nothing but the work
// itself is timed):
//   run-child.mjs extract APP OUT.json   extracts the app without any cache; writes the PHP files it parsed
//   run-child.mjs parse OUT.json         reads and parses exactly those files with php-parser, as docgen configures it
import { readFileSync, writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

// As bin/docgen.cjs runs docgen (both modes alike, so that the two figures compare).
setFlagsFromString('--interrupt-budget=1000000');

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'extract') {
  const [app, out] = rest;
  const { extractApp, parseActivity, PARSER_OPTIONS } = await import('../lib/pipeline.js');
  const result = await extractApp(app, { cacheDir: false });
  // The parser's options go with the files, so that the bare parse configures php-parser as docgen does.
  writeFileSync(out, JSON.stringify({ ...parseActivity(), endpoints: result.stats.endpoints, parserOptions: PARSER_OPTIONS }));
} else if (mode === 'parse') {
  const { files, parserOptions } = JSON.parse(readFileSync(rest[0], 'utf8'));
  const { Engine } = await import('php-parser');
  const engine = new Engine(parserOptions);
  let nodes = 0;
  for (const file of files) {
    const ast = engine.parseCode(readFileSync(file, 'utf8'), file);
    nodes += ast.children.length;
  }
  if (nodes < 0) console.log(nodes);
} else {
  console.error('usage: run-child.mjs extract APP OUT.json | parse OUT.json');
  process.exit(1);
}
