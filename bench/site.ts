/**
 * Site build benchmark: `astro build` of synthetic APIs (200, 1,000 and 5,000 endpoints by default)
 * with wall and CPU time, peak memory of the build process, dist size, page count and the largest
 * page, for the first build (empty caches) and a rebuild (the caches of the first), plus where a
 * build's time goes, read from Astro's own log.
 *
 *   npx tsx bench/site.ts                 # 200 1000 5000
 *   npx tsx bench/site.ts 1000            # one size
 *   npx tsx bench/site.ts 1000 --runs 3   # best of 3 rebuilds
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, writeFixtureSite } from '../test/support/browser.ts';
import { syntheticGroups } from '../test/support/synthetic-groups.ts';

interface BuildRun {
  seconds: number;
  cpuSeconds: number;
  peakMb: number;
  /** Seconds from the start to the end of each phase Astro logs. */
  phases: Record<string, number>;
}

function walk(dir: string): Array<{ path: string; size: number }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((p) => statSync(p).isFile())
    .map((path) => ({ path, size: statSync(path).size }));
}

/** The log lines that close a phase, and the phase's name. */
const PHASE_ENDS: Array<[RegExp, string]> = [
  [/\[docgen\] Documenting/, 'config + data'],
  [/\[content\] Synced content/, 'content sync'],
  [/Building static entrypoints/, 'build info'],
  [/\[vite\] ✓ built in/, 'server bundle'],
  [/generating static routes/, 'client bundle'],
  [/\d ✓ Completed in/, 'pages'],
  [/\[docgen\] Search index/, 'search index'],
  [/\[build\] Complete!/, 'app output'],
];

/** Runs `astro build` under GNU time (peak resident memory, CPU time), timing each logged phase. */
function timedBuild(root: string): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M %U %S', process.execPath, join(REPO_ROOT, 'node_modules', 'astro', 'astro.js'), 'build', '--root', root], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const phases: Record<string, number> = {};
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const phase = PHASE_ENDS.find(([pattern, name]) => pattern.test(line) && !(name in phases));
        if (phase) phases[phase[1]] = (performance.now() - started) / 1000;
      }
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build failed:\n${stderr}`));
      const [kb, user, system] = stderr.trim().split('\n').pop()!.split(' ').map(Number);
      resolve({ seconds: (performance.now() - started) / 1000, cpuSeconds: user! + system!, peakMb: Math.round(kb! / 1024), phases });
    });
  });
}

/** Each phase's own duration, in the order Astro runs them. */
function phaseLine(run: BuildRun): string {
  let previous = 0;
  const parts: string[] = [];
  for (const [, name] of PHASE_ENDS) {
    const end = run.phases[name];
    if (end === undefined) continue;
    parts.push(`${name} ${(end - previous).toFixed(1)}`);
    previous = end;
  }
  return parts.join(', ');
}

const args = process.argv.slice(2);
const runsFlag = args.indexOf('--runs');
const runs = runsFlag >= 0 ? Math.max(1, Number(args[runsFlag + 1]) || 1) : 1;
const sizes = args.filter((_, i) => runsFlag < 0 || (i !== runsFlag && i !== runsFlag + 1)).map(Number).filter(Boolean);
const rows: string[] = [];
const seconds = (run: BuildRun) => `${run.seconds.toFixed(1)} s (CPU ${run.cpuSeconds.toFixed(1)} s)`;
for (const endpoints of sizes.length ? sizes : [200, 1000, 5000]) {
  // A fresh project: the first build starts with empty caches (content store, highlight cache, Vite).
  const site = writeFixtureSite({ name: `bench-${endpoints}`, groups: syntheticGroups({ endpoints, perGroup: 25, seed: 1 }) });
  const first = await timedBuild(site.root);
  let warm: BuildRun | undefined;
  for (let i = 0; i < runs; i++) {
    const run = await timedBuild(site.root);
    if (!warm || run.seconds < warm.seconds) warm = run;
  }
  const files = walk(site.dist);
  const pages = files.filter((f) => f.path.endsWith('.html'));
  const largest = pages.reduce((a, b) => (b.size > a.size ? b : a));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  rows.push(
    `| ${endpoints} | ${seconds(first)} | ${seconds(warm!)} | ${first.peakMb} / ${warm!.peakMb} MB | ${mb(files.reduce((s, f) => s + f.size, 0))} MB | ${pages.length} | ${(largest.size / 1024).toFixed(0)} KB |`,
  );
  console.log(rows[rows.length - 1]);
  console.log(`  first build: ${phaseLine(first)}`);
  console.log(`  rebuild:     ${phaseLine(warm!)}`);
}
console.log('\n| endpoints | first build | rebuild | peak RSS (first / rebuild) | dist | pages | largest page |\n|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
