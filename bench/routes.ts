/**
 * Static route discovery speed: synthetic apps of 1,000 and 5,000 routes (controllers with docblocks), with
 * controllers parsed (the default, which also reports their syntax errors) and with method lines read from
 * the file text (`parseControllers: false`). "Cold" is the first discovery in a fresh process (nothing parsed,
 * nothing compiled yet), "warm" the median of later ones in that process (parse cache filled, files unchanged).
 *
 * Each figure is given as wall time and CPU time (process.cpuUsage: the whole process, V8's compiler and GC
 * threads included). The machine may be shared: every case runs several times, each in a fresh process, and
 * the best run of each figure is reported. Peak memory is the largest maximum RSS of those processes.
 *
 *   npx tsx bench/routes.ts [--runs N] [sizes…]
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { discoverRoutes } from '../src/laravel/routes/discover.ts';
import { generateSyntheticApp } from './synthetic-app.ts';

const TARGET_MS_1000 = 500;
const WARM_RUNS = 5;
const DEFAULT_RUNS = 3;

type Mode = 'parse' | 'locate';

interface CaseResult {
  coldMs: number;
  coldCpuMs: number;
  warmMs: number;
  warmCpuMs: number;
  located: number;
  routes: number;
  peakMb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timed<T>(step: () => T): { value: T; wallMs: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = step();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { value, wallMs, cpuMs: (used.user + used.system) / 1000 };
}

/** One case, in this process: discover cold, then warm several times; report as JSON. */
function runCase(root: string, expected: number, mode: Mode): CaseResult {
  const options = { parseControllers: mode === 'parse' };
  const cold = timed(() => discoverRoutes(root, options));
  if (cold.value.routes.length !== expected) throw new Error(`expected ${expected} routes, found ${cold.value.routes.length}`);
  const warm = Array.from({ length: WARM_RUNS }, () => timed(() => discoverRoutes(root, options)));
  return {
    coldMs: cold.wallMs,
    coldCpuMs: cold.cpuMs,
    warmMs: median(warm.map((w) => w.wallMs)),
    warmCpuMs: median(warm.map((w) => w.cpuMs)),
    located: cold.value.routes.filter((r) => r.controller?.location).length,
    routes: cold.value.routes.length,
    peakMb: process.resourceUsage().maxRSS / 1024,
  };
}

const caseArg = process.argv.indexOf('--case');
if (caseArg !== -1) {
  const [root, expected, mode] = [process.argv[caseArg + 1]!, Number(process.argv[caseArg + 2]), process.argv[caseArg + 3] as Mode];
  console.log(JSON.stringify(runCase(root, expected, mode)));
} else {
  const self = fileURLToPath(import.meta.url);
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runCount = runsAt === -1 ? DEFAULT_RUNS : Math.max(1, Number(args.splice(runsAt, 2)[1]) || DEFAULT_RUNS);
  const sizes = args.map(Number).filter((n) => n > 0);
  const rows: string[] = [];
  let missed: number | undefined;
  for (const size of sizes.length ? sizes : [1000, 5000]) {
    const app = generateSyntheticApp({ routes: size });
    try {
      for (const mode of ['parse', 'locate'] as const) {
        const runs: CaseResult[] = [];
        for (let run = 0; run < runCount; run++) {
          const child = spawnSync(process.execPath, [...process.execArgv, self, '--case', app.root, String(app.routes), mode], { encoding: 'utf8' });
          if (child.status !== 0) throw new Error(`case ${size} ${mode} failed:\n${child.stderr}`);
          runs.push(JSON.parse(child.stdout.trim().split('\n').pop()!) as CaseResult);
        }
        const min = (pick: (r: CaseResult) => number) => Math.min(...runs.map(pick)).toFixed(0);
        const r = runs[0]!;
        rows.push(
          `${String(r.routes).padStart(5)} routes, controllers ${mode === 'parse' ? 'parsed ' : 'located'}: ` +
            `cold wall ${min((x) => x.coldMs).padStart(5)} ms, CPU ${min((x) => x.coldCpuMs).padStart(5)} ms; ` +
            `warm wall ${min((x) => x.warmMs).padStart(4)} ms, CPU ${min((x) => x.warmCpuMs).padStart(4)} ms; ` +
            `methods located ${r.located}/${r.routes}, peak RSS ${Math.max(...runs.map((x) => x.peakMb)).toFixed(0)} MB`,
        );
        if (size === 1000 && mode === 'parse' && Math.min(...runs.map((x) => x.coldMs)) > TARGET_MS_1000) missed = Math.min(...runs.map((x) => x.coldMs));
      }
    } finally {
      app.cleanup();
    }
  }
  console.log(`Load average: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (wall times grow with the machine's load; CPU times much less).`);
  console.log(`Best of ${runCount} runs per case, each in a fresh process:`);
  console.log(rows.join('\n'));
  // A miss is reported, not failed: wall time on a shared machine depends on what else runs.
  console.log(
    missed !== undefined
      ? `Target missed: 1,000 routes took ${missed.toFixed(0)} ms cold (target ${TARGET_MS_1000} ms).`
      : `Target met: 1,000 routes discovered cold in under ${TARGET_MS_1000} ms.`,
  );
}
