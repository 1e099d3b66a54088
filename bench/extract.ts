/**
 * Extraction benchmark: synthetic Laravel apps of 1,000 and 5,000 endpoints (bench/synthetic-app.ts:
 * controllers with docblocks, FormRequests, API resources and models), extracted cold (first run in a fresh process) and warm (the same
 * process, after one controller was touched). Targets: 1,000 endpoints cold under 1 s, warm under 100 ms.
 *
 *   npx tsx bench/extract.ts [sizes…]      e.g. npx tsx bench/extract.ts 1000
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSyntheticApp } from './synthetic-app.ts';

/**
 * A synthetic app from bench/synthetic-app.ts (controllers with docblocks, FormRequests, resources, models),
 * plus a docgen config with a fixed faker seed and without ResponseCalls: extraction from the source alone.
 */
export function syntheticApp(endpoints: number): string {
  const { root } = generateSyntheticApp({ routes: endpoints });
  mkdirSync(join(root, 'config'), { recursive: true });
  writeFileSync(
    join(root, 'config/docgen.php'),
    `<?php
use Docgen\\Config\\Defaults;
use Docgen\\Extracting\\Strategies;
use function Docgen\\Config\\removeStrategies;
return [
    'title' => 'Synthetic API',
    'examples' => ['faker_seed' => 1234],
    'auth' => ['enabled' => true, 'default' => true, 'in' => 'bearer'],
    'strategies' => [
        'responses' => removeStrategies(Defaults::RESPONSES_STRATEGIES, [Strategies\\Responses\\ResponseCalls::class]),
    ],
];
`,
  );
  return root;
}

/** One measured run in this process: cold, then warm after touching one controller. */
async function measure(root: string): Promise<void> {
  const { extractApp } = await import('../src/pipeline.ts');
  // CPU time besides wall time: on a shared, busy machine it says what the run itself costs.
  const cpuMs = (since: NodeJS.CpuUsage) => {
    const used = process.cpuUsage(since);
    return Math.round((used.user + used.system) / 1000);
  };
  let cpu = process.cpuUsage();
  const cold0 = performance.now();
  const first = await extractApp(root);
  const cold = performance.now() - cold0;
  const coldCpu = cpuMs(cpu);
  const unchanged0 = performance.now();
  const again = await extractApp(root);
  const unchanged = performance.now() - unchanged0;
  appendFileSync(join(root, 'app/Http/Controllers/Widget0Controller.php'), '\n// touched\n');
  cpu = process.cpuUsage();
  const warm0 = performance.now();
  const warm = await extractApp(root);
  const warmMs = performance.now() - warm0;
  const warmCpu = cpuMs(cpu);
  const errors = first.diagnostics.filter((d) => d.severity === 'error').length;
  console.log(
    JSON.stringify({
      endpoints: first.stats.endpoints,
      groups: first.groups.length,
      coldMs: Math.round(cold),
      coldCpuMs: coldCpu,
      warmCpuMs: warmCpu,
      unchangedMs: Math.round(unchanged),
      reusedUnchanged: again.stats.reused,
      warmAfterTouchMs: Math.round(warmMs),
      coldPhases: first.stats.timings,
      warmPhases: warm.stats.timings,
      reusedAfterTouch: warm.stats.reused,
      diagnostics: first.diagnostics.length,
      errors,
      peakRssMb: Math.round(process.memoryUsage().rss / 1048576),
    }),
  );
}

const here = fileURLToPath(import.meta.url);
const isMain = process.argv[1] !== undefined && fileURLToPath(new URL(`file://${process.argv[1]}`)) === here;
if (!isMain) {
  // Imported (by another benchmark or a profile): only syntheticApp() is wanted.
} else if (process.argv[2] === '--measure') {
  await measure(process.argv[3]!);
} else {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  for (const size of sizes.length ? sizes : [1000, 5000]) {
    const root = syntheticApp(size);
    try {
      // A fresh process per size, so "cold" means nothing is cached yet (module loading is not counted).
      const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--measure', root], { encoding: 'utf8' });
      const result = JSON.parse(out.trim().split('\n').pop()!) as Record<string, number> & Record<'coldPhases' | 'warmPhases', Record<string, number>>;
      const phases = (p: Record<string, number>) => Object.entries(p).map(([k, v]) => `${k} ${v}`).join(', ');
      console.log(
        `${result.endpoints} endpoints (${result.groups} groups): cold ${result.coldMs} ms (CPU ${result.coldCpuMs} ms), ` +
          `unchanged ${result.unchangedMs} ms, warm after touching one controller ${result.warmAfterTouchMs} ms ` +
          `(CPU ${result.warmCpuMs} ms, ${result.reusedAfterTouch} reused), ` +
          `${result.diagnostics} diagnostics (${result.errors} errors), peak RSS ${result.peakRssMb} MB\n` +
          `  cold phases (ms): ${phases(result.coldPhases)}\n  warm phases (ms): ${phases(result.warmPhases)}`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}
