/**
 * The `docgen` command as users run it, timed: wall, CPU (user + sys) and peak RSS of fresh processes, best of N,
 * on copies of Laravel apps (the originals are never written to).
 *
 *   npm run bench                                   # a synthetic app of 1,000 routes (bench/synthetic-app.ts)
 *   npm run bench -- --runs 3 SYNTH_1K_APP SYNTH_5K_APP ../shared/corpus/koel
 *   npm run bench -- --no-site …                    # only the build --no-site figures
 *
 * First `docgen --help` (the command's start-up), and Node's own start with and without the certificates
 * NODE_EXTRA_CA_CERTS names, where it is set (a cost of every figure on such a machine). Per app: the bare parse
 * of the PHP files the extraction reads (a fresh process reading and parsing exactly those files) beside the
 * extraction itself; `build --no-site` cold (no cache of the app; and once more without docgen's own code cache,
 * as the first run after an install) and after one docblock edit;
 * `build` (site, search, outputs) cold and after one docblock edit; the HTML written (pages, total, largest
 * page); whether a cold and a warm run write the same bytes. On the apps of the reference benchmark, the bare parse
 * of every PHP file of the app beside the reference machine's tells how fast this machine is, and each CPU target
 * is checked once more at that speed.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectName } from '../integration/standalone/project.ts';
import { codeCacheFolder } from '../src/code-cache.ts';
import { generateSyntheticApp } from './synthetic-app.ts';
import { copyForBench, docblockEditor, outputFiles, outputsDigest } from './bench-app.ts';
import { best, CPU_COUNTED, measure, type Measured } from './measure.ts';
import { goalsOf, HELP_GOAL, referenceFloorOf, verdict, type Goal } from './reference-figures.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(REPO, 'bin', 'docgen.cjs');
const CHILD = join(REPO, 'bench', 'run-child.mjs');

const args = process.argv.slice(2);
let runs = 3;
let site = true;
const apps: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else if (args[i] === '--no-site') site = false;
  else apps.push(args[i]!);
}
for (const app of apps) {
  if (statSync(app, { throwIfNoEntry: false })?.isDirectory() !== true) {
    console.error(`bench/run.ts: ${app} is not a folder; give the root folder of each Laravel app to time.`);
    process.exit(1);
  }
}

/**
 * A measured figure, and beside it, on the apps of the reference benchmark, its target (also at this machine's
 * speed, `slower` times the reference machine's) and the reference tool's figure.
 */
function show(label: string, m: Measured, goal?: Goal, slower?: number): void {
  // build --no-site says how many endpoints it took unchanged from the cache.
  const reused = /(\d+) endpoints? in [^(\n]*\((\d+) unchanged since the last run\)/.exec(m.out);
  const note = reused ? `  (${Number(reused[1]) - Number(reused[2])} of ${reused[1]} endpoints extracted)` : '';
  const against = verdict(goal, m, slower);
  console.log(`  ${label.padEnd(44)} ${m.wall.toFixed(2).padStart(6)} s wall ${m.cpu.toFixed(2).padStart(6)} s CPU ${m.rssMb.toFixed(0).padStart(5)} MiB${note}${against ? `\n${' '.repeat(48)}${against}` : ''}`);
}

/** The verdict on a figure printed at the end of its line (nothing for an app without goals). */
function besideLine(goal: Goal | undefined, measured: Parameters<typeof verdict>[1]): string {
  const against = verdict(goal, measured);
  return against ? `  ${against}` : '';
}

/**
 * How many times slower than the reference machine this one is: the floor the targets were set beside (every PHP
 * file of the app read and parsed by php-parser in a fresh process, as docgen configures it) measured here, over
 * the reference machine's. Printed, and returned for the CPU targets' second verdict.
 */
function machineSpeed(app: string, work: string, endpoints: number, parserOptions: unknown): number | undefined {
  const reference = referenceFloorOf(endpoints);
  if (reference === undefined) return undefined;
  const files = readdirSync(app, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.php') && !/(^|\/)(vendor|node_modules)\//.test(file))
    .map((file) => join(app, file));
  const list = join(work, 'every-file.json');
  writeFileSync(list, JSON.stringify({ files, parserOptions }));
  const here = best(Array.from({ length: runs }, () => measure([CHILD, 'parse', list])));
  show(`bare parse of every PHP file (${files.length})`, here);
  const slower = here.cpu / reference;
  console.log(`  ${'this machine beside the reference machine'.padEnd(44)} ${slower.toFixed(2).padStart(6)}× as slow (its floor: ${reference} s CPU)`);
  return slower;
}

function benchApp(source: string): void {
  const work = mkdtempSync(join(tmpdir(), 'docgen-bench-'));
  const app = copyForBench(source, join(work, 'app'));
  const cache = join(work, 'cache');
  const env = { DOCGEN_CACHE_DIR: cache };
  const clearCaches = () => {
    rmSync(cache, { recursive: true, force: true });
    rmSync(join(REPO, 'node_modules', '.cache', 'docgen', 'sites', projectName(app)), { recursive: true, force: true });
  };
  const outputs = () => outputFiles(app);
  const digestOf = (files: string[]) => outputsDigest(app, files);
  console.log(`\n${source} (copied to ${app}), best of ${runs}; ${CPU_COUNTED}`);

  // The extraction beside the bare parse of the files it reads, each in a fresh process.
  const extraction = measure([CHILD, 'extract', app, join(work, 'parsed.json')]);
  const floor = best(Array.from({ length: runs }, () => measure([CHILD, 'parse', join(work, 'parsed.json')])));
  const extractRuns = [extraction, ...Array.from({ length: runs - 1 }, () => measure([CHILD, 'extract', app, join(work, 'parsed.json')]))];
  const info = JSON.parse(readFileSync(join(work, 'parsed.json'), 'utf8')) as { files: string[]; parses: number; endpoints: number; parserOptions: unknown };
  console.log(`  ${info.endpoints} endpoints; ${info.files.length} PHP files parsed, ${info.parses} parses`);
  const goals = goalsOf(app, info.endpoints);
  if (goals) console.log('  (an app of the reference benchmark: each figure with its target and the reference tool\'s figure)');
  show('bare parse of those files (php-parser)', floor);
  const extractionBest = best(extractRuns);
  show('extraction (extractApp, no cache)', extractionBest);
  const ratio = extractionBest.cpu / floor.cpu;
  console.log(`  ${'extraction ÷ bare parse (CPU)'.padEnd(44)} ${ratio.toFixed(1).padStart(6)}×${besideLine(goals?.['extraction-ratio'], { ratio })}`);
  const slower = goals ? machineSpeed(app, work, info.endpoints, info.parserOptions) : undefined;

  // Cold runs start from the bytecode an earlier run of docgen left (src/code-cache.ts); the first run after an
  // install compiles docgen's code and writes it.
  const coldNoSite = (withoutCodeCache: boolean) =>
    best(
      Array.from({ length: runs }, () => {
        clearCaches();
        if (withoutCodeCache) rmSync(codeCacheFolder(), { recursive: true, force: true });
        return measure([BIN, 'build', '--no-site', '--app', app], env);
      }),
    );
  show('build --no-site, cold', coldNoSite(false), goals?.['no-site-cold'], slower);
  show('build --no-site, cold, no code cache yet', coldNoSite(true));
  const coldBytes = digestOf(outputs());
  const same = measure([BIN, 'build', '--no-site', '--app', app], env);
  show('build --no-site, warm, nothing changed', same);
  const warmBytes = digestOf(outputs());
  console.log(`  cold and warm outputs identical: ${coldBytes === warmBytes ? 'yes' : 'NO'}`);

  const editor = docblockEditor(app, BIN);
  if (!editor) {
    console.log('  no controller of a documented route: the figures after an edit are left out');
    return void rmSync(work, { recursive: true, force: true });
  }
  let edits = 0;
  const edited = best(
    Array.from({ length: runs }, () => {
      editor.edit(++edits);
      return measure([BIN, 'build', '--no-site', '--app', app], env);
    }),
  );
  show(`build --no-site after one docblock edit`, edited, goals?.['no-site-edit'], slower);
  console.log(`    (edited ${relative(app, editor.file)})`);
  // What the warm runs wrote after the edits, against a cold run of the edited app.
  const editedBytes = digestOf(outputs());
  clearCaches();
  measure([BIN, 'build', '--no-site', '--app', app], env);
  console.log(`  after the edits, warm and cold outputs identical: ${editedBytes === digestOf(outputs()) ? 'yes' : 'NO'}`);

  if (!site) return void rmSync(work, { recursive: true, force: true });
  const siteCold = best(
    Array.from({ length: runs }, () => {
      clearCaches();
      return measure([BIN, 'build', '--app', app], env);
    }),
  );
  show('build (site, search, outputs), cold', siteCold, goals?.['build-cold'], slower);
  // Type static writes the pages into public/docs, type framework into storage/app/docgen/pages.
  const html = outputs().filter((f) => f.endsWith('.html'));
  const sizes = html.map((f) => statSync(f).size);
  const total = sizes.reduce((a, b) => a + b, 0);
  console.log(`  HTML: ${html.length} pages, ${(total / 1e6).toFixed(1)} MB, largest ${(Math.max(...sizes) / 1e3).toFixed(0)} KB${besideLine(goals?.html, { htmlMb: total / 1e6 })}`);
  const siteColdBytes = digestOf(outputs());
  const siteSame = measure([BIN, 'build', '--app', app], env);
  show('build, warm, nothing changed', siteSame);
  console.log(`  cold and warm site identical: ${siteColdBytes === digestOf(outputs()) ? 'yes' : 'NO'}`);
  const siteEdited = best(
    Array.from({ length: runs }, () => {
      editor.edit(++edits);
      return measure([BIN, 'build', '--app', app], env);
    }),
  );
  show('build after one docblock edit', siteEdited, goals?.['build-edit'], slower);
  clearCaches();
  rmSync(work, { recursive: true, force: true });
}

execFileSync(process.execPath, [join(REPO, 'scripts', 'build-lib.mjs')], { stdio: 'inherit' });
// Once before the apps: it reads no app. The first run may write the command's code cache, so it is not counted.
measure([BIN, '--help']);
console.log(`\n${CPU_COUNTED}`);
show('docgen --help', best(Array.from({ length: runs }, () => measure([BIN, '--help']))), HELP_GOAL);
// Node reads the certificates NODE_EXTRA_CA_CERTS names when it starts, before any of docgen runs: every figure
// below carries that cost on a machine that sets it.
if (process.env.NODE_EXTRA_CA_CERTS) {
  const bare = (env: Record<string, string> = {}) => best(Array.from({ length: runs }, () => measure(['-e', '0'], env)));
  show('node -e 0 (Node alone)', bare());
  show('node -e 0 without NODE_EXTRA_CA_CERTS', bare({ NODE_EXTRA_CA_CERTS: '' }));
  show('docgen --help without NODE_EXTRA_CA_CERTS', best(Array.from({ length: runs }, () => measure([BIN, '--help'], { NODE_EXTRA_CA_CERTS: '' }))), HELP_GOAL);
}
if (apps.length === 0) {
  const synthetic = generateSyntheticApp({ routes: 1000 });
  try {
    benchApp(synthetic.root);
  } finally {
    synthetic.cleanup();
  }
} else for (const app of apps) benchApp(app);
