// Would worker threads cut the wall time of a cold run if each extracted part of the endpoints? The app's routes are
// split by path prefix into N disjoint parts, each extracted (no cache) by its own worker thread; each worker parses
// what its endpoints need (a file both need is parsed twice) and loads and warms up docgen's code itself. Compared
// with one extraction of everything on one thread: wall time and CPU (process.cpuUsage: all threads).
//   node bench/worker-split-experiment.mjs APP PREFIX_GROUPS
//   e.g. node bench/worker-split-experiment.mjs SYNTH_1K_APP 'api/module-0/*,api/module-1/*,api/module-2/*' 'api/module-3/*,api/module-4/*'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const PIPELINE = new URL('../lib/pipeline.js', import.meta.url).href;

async function extract(app, prefixes) {
  const { extractApp } = await import(PIPELINE);
  const config = prefixes ? { routes: [{ match: { prefixes, domains: ['*'] }, include: [], exclude: [] }] } : undefined;
  const result = await extractApp(app, { cacheDir: false, ...(config ? { config } : {}) });
  return result.stats.endpoints;
}

if (!isMainThread) {
  parentPort.postMessage(await extract(workerData.app, workerData.prefixes));
} else {
  const [app, ...groups] = process.argv.slice(2);
  const started = performance.now();
  const cpu = process.cpuUsage();
  let endpoints;
  if (groups.length === 0) endpoints = await extract(app);
  else {
    const counts = await Promise.all(
      groups.map(
        (group) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), { workerData: { app, prefixes: group.split(',') } });
            worker.once('message', resolve);
            worker.once('error', reject);
          }),
      ),
    );
    endpoints = counts.reduce((a, b) => a + b, 0);
  }
  const used = process.cpuUsage(cpu);
  console.log(`${groups.length === 0 ? 'one thread' : `${groups.length} workers`}: ${endpoints} endpoints, ${((performance.now() - started) / 1000).toFixed(2)} s wall, ${((used.user + used.system) / 1e6).toFixed(2)} s CPU`);
}
