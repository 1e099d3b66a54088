/**
 * Static route discovery speed: synthetic apps of 1,000 and 5,000 routes (controllers with docblocks),
 * discovered cold (nothing parsed yet) and warm (parse cache filled, files unchanged), with peak memory —
 * with controllers parsed (the default, which reports their syntax errors) and with method lines read
 * from the file text (`parseControllers: false`).
 * Run: npx tsx bench/routes.ts
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { discoverRoutes } from '../src/laravel/routes/discover.ts';
import { clearParseCache } from '../src/php/parser.ts';
import { generateSyntheticApp } from './synthetic-app.ts';

const TARGET_MS_1000 = 500;
const WARM_RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const rows: string[] = [];
let failed = false;
const cases = [1000, 5000].flatMap((size) => (['parse', 'locate'] as const).map((mode) => ({ size, mode })));
for (const { size, mode } of cases) {
  const app = generateSyntheticApp({ routes: size });
  try {
    clearParseCache();
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const cold = discoverRoutes(app.root, { parseControllers: mode === 'parse' });
    const coldMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    const coldCpuMs = (cpu.user + cpu.system) / 1000;
    if (cold.routes.length !== app.routes) throw new Error(`expected ${app.routes} routes, found ${cold.routes.length}`);
    const located = cold.routes.filter((r) => r.controller?.location).length;
    const warm: number[] = [];
    for (let i = 0; i < WARM_RUNS; i++) {
      const t = performance.now();
      discoverRoutes(app.root, { parseControllers: mode === 'parse' });
      warm.push(performance.now() - t);
    }
    const peakMb = process.resourceUsage().maxRSS / 1024;
    rows.push(
      `${String(size).padStart(5)} routes, controllers ${mode === 'parse' ? 'parsed  ' : 'located '}  cold ${coldMs.toFixed(0).padStart(5)} ms (CPU ${coldCpuMs.toFixed(0)} ms)  warm ${median(warm).toFixed(0).padStart(4)} ms (median of ${WARM_RUNS})  ` +
        `controllers located ${located}/${cold.routes.length}  peak RSS so far ${peakMb.toFixed(0)} MB`,
    );
    if (size === 1000 && mode === 'parse' && coldMs > TARGET_MS_1000) failed = true;
  } finally {
    app.cleanup();
  }
}
console.log(`Load average when run: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (2 cores shared; wall times grow with load).`);
console.log(rows.join('\n'));
console.log(failed ? `1,000 routes took more than ${TARGET_MS_1000} ms cold.` : `Target met: 1,000 routes discovered cold in under ${TARGET_MS_1000} ms.`);
// A miss is reported, not failed: wall time on this shared machine depends on what else runs.
