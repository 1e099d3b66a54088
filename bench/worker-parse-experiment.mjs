// Would worker threads cut a cold run? The parse is the part that could move to a second core, but an AST must
// come back to the main thread by structured clone. Compares: parsing every file the extraction reads on this thread;
// cloning those ASTs (serialize + deserialize, what postMessage does); half of them parsed by a worker meanwhile.
//   node bench/run-child.mjs extract APP PARSED.json && node bench/worker-parse-experiment.mjs PARSED.json
import { readFileSync } from 'node:fs';
import { serialize, deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const { Engine } = require('php-parser');
const files = JSON.parse(readFileSync(process.argv[2], 'utf8')).files;
const engine = new Engine({ parser: { extractDoc: true, suppressErrors: true, version: '8.4' }, ast: { withPositions: true } });
let c = process.cpuUsage(); let t = performance.now();
const asts = files.map((f) => engine.parseCode(readFileSync(f, 'utf8'), f));
const parseCpu = process.cpuUsage(c); const parseWall = performance.now() - t;
c = process.cpuUsage(); t = performance.now();
let bytes = 0;
for (const ast of asts) { const b = serialize(ast); bytes += b.length; deserialize(b); }
const cloneCpu = process.cpuUsage(c); const cloneWall = performance.now() - t;
console.log(`${files.length} files: parse ${(parseWall).toFixed(0)} ms wall ${((parseCpu.user+parseCpu.system)/1000).toFixed(0)} ms CPU; clone (serialize+deserialize) ${cloneWall.toFixed(0)} ms wall ${((cloneCpu.user+cloneCpu.system)/1000).toFixed(0)} ms CPU, ${(bytes/1e6).toFixed(1)} MB`);
// Half the files parsed in a worker and posted back, while this thread parses the other half.
t = performance.now(); c = process.cpuUsage();
const half = Math.floor(files.length / 2);
const worker = new Worker(`
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { Engine } = require(workerData.parser);
const engine = new Engine({ parser: { extractDoc: true, suppressErrors: true, version: '8.4' }, ast: { withPositions: true } });
parentPort.postMessage(workerData.files.map((f) => engine.parseCode(readFileSync(f, 'utf8'), f)));
`, { eval: true, workerData: { files: files.slice(half), parser: require.resolve('php-parser') } });
const mine = files.slice(0, half).map((f) => engine.parseCode(readFileSync(f, 'utf8'), f));
const theirs = await new Promise((r) => worker.once('message', r));
const splitWall = performance.now() - t; const splitCpu = process.cpuUsage(c);
console.log(`two threads: ${mine.length + theirs.length} ASTs in ${splitWall.toFixed(0)} ms wall (main thread CPU ${((splitCpu.user+splitCpu.system)/1000).toFixed(0)} ms, process CPU incl. worker)`);
await worker.terminate();
