/**
 * Site build benchmark: `astro build` of synthetic APIs (200, 1,000 and 5,000 endpoints by default)
 * with wall time, peak memory of the build process, dist size, page count and the largest page.
 *
 *   npx tsx bench/site.ts            # 200 1000 5000
 *   npx tsx bench/site.ts 1000       # one size
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildFixtureSite, REPO_ROOT } from '../test/support/browser.ts';
import { syntheticGroups } from '../test/support/synthetic-groups.ts';

function walk(dir: string): Array<{ path: string; size: number }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((p) => statSync(p).isFile())
    .map((path) => ({ path, size: statSync(path).size }));
}

/** Runs `astro build` under GNU time to read the peak resident memory. */
function timedBuild(root: string): Promise<{ seconds: number; peakMb: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', process.execPath, join(REPO_ROOT, 'node_modules', 'astro', 'astro.js'), 'build', '--root', root], {
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build failed:\n${stderr}`));
      const kb = Number(stderr.trim().split('\n').pop());
      resolve({ seconds: (Date.now() - started) / 1000, peakMb: Math.round(kb / 1024) });
    });
  });
}

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const rows: string[] = [];
for (const endpoints of sizes.length ? sizes : [200, 1000, 5000]) {
  // The fixture builder writes the project and builds once (cold, which also fills the highlight cache).
  const started = Date.now();
  const site = await buildFixtureSite({ name: `bench-${endpoints}`, groups: syntheticGroups({ endpoints, perGroup: 25, seed: 1 }) });
  const cold = (Date.now() - started) / 1000;
  const warm = await timedBuild(site.root);
  const files = walk(site.dist);
  const pages = files.filter((f) => f.path.endsWith('.html'));
  const largest = pages.reduce((a, b) => (b.size > a.size ? b : a));
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  rows.push(
    `| ${endpoints} | ${cold.toFixed(1)} s | ${warm.seconds.toFixed(1)} s | ${warm.peakMb} MB | ${mb(files.reduce((s, f) => s + f.size, 0))} MB | ${pages.length} | ${(largest.size / 1024).toFixed(0)} KB |`,
  );
  console.log(rows[rows.length - 1]);
}
console.log('\n| endpoints | first build | rebuild | peak RSS (rebuild) | dist | pages | largest page |\n|---|---|---|---|---|---|---|');
console.log(rows.join('\n'));
