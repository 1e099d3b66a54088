/**
 * Two versions of docgen timed against each other on one app, as users run them: fresh processes, in pairs whose
 * order alternates, so that the machine's speed, which can move by a tenth or more within the hour, weighs on both
 * alike. The figures of two separate bench runs tell a change from the hour only when the change is large; pairs
 * tell it down to a few percent.
 *
 *   npx tsx bench/compare.ts [--runs N] [--case edit|cold|warm] [--site] BASE_REF APP
 *
 * BASE_REF (a commit, a branch, `HEAD~1`) is compiled in a temporary folder from git's copy of it, with this
 * repository's packages (as installed and patched here) but its own `node_modules/.cache` (its code cache, its site
 * projects); this working tree, compiled as it is, is the other version. Each version builds its own copy of the app with its own cache folder. Cases: `edit` (the
 * default) a build after one docblock edit, the same edit for both; `cold` a build without the app's cache; `warm`
 * a build with nothing changed. `--site` times `docgen build`, else `docgen build --no-site`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectName } from '../integration/standalone/project.ts';
import { copyForBench, docblockEditor, outputsDigest } from './bench-app.ts';
import { CPU_COUNTED, measure } from './measure.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const CASES = ['edit', 'cold', 'warm'] as const;
type Case = (typeof CASES)[number];

interface Version {
  label: string;
  /** The version's folder: its `bin/docgen.cjs` and its `node_modules/.cache`. */
  root: string;
  app: string;
  cache: string;
  edit?: (n: number) => void;
  cpu: number[];
}

function usage(message: string): never {
  console.error(`bench/compare.ts: ${message}\nusage: npx tsx bench/compare.ts [--runs N] [--case ${CASES.join('|')}] [--site] BASE_REF APP`);
  process.exit(1);
}

function parseArgs(argv: string[]): { runs: number; which: Case; site: boolean; ref: string; app: string } {
  let runs = 6;
  let which: Case = 'edit';
  let site = false;
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else if (argv[i] === '--case') which = argv[++i] as Case;
    else if (argv[i] === '--site') site = true;
    else positional.push(argv[i]!);
  }
  if (!Number.isInteger(runs) || runs < 1) usage('--runs takes a whole number of pairs, 1 or more');
  if (!CASES.includes(which)) usage(`--case is one of ${CASES.join(', ')}`);
  if (positional.length !== 2) usage('give the base version and the app');
  return { runs, which, site, ref: positional[0]!, app: resolve(positional[1]!) };
}

/** The version at `ref`, compiled in a folder of its own that shares this repository's packages. */
function checkOut(ref: string, into: string): void {
  const tar = execFileSync('git', ['-C', REPO, 'archive', '--format=tar', ref], { maxBuffer: 1 << 30 });
  mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-x', '-C', into], { input: tar });
  // One link per package rather than a link to the folder: `node_modules/.cache` stays the version's own.
  mkdirSync(join(into, 'node_modules'));
  for (const entry of readdirSync(join(REPO, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(REPO, 'node_modules', entry), join(into, 'node_modules', entry));
  }
  execFileSync(process.execPath, [join(into, 'scripts', 'build-lib.mjs')], { stdio: 'inherit' });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const ms = (seconds: number) => `${Math.round(seconds * 1000)}`.padStart(6);

const { runs, which, site, ref, app } = parseArgs(process.argv.slice(2));
const work = mkdtempSync(join(tmpdir(), 'docgen-compare-'));
const treeApp = join(work, 'app-tree');
try {
  checkOut(ref, join(work, 'base'));
  execFileSync(process.execPath, [join(REPO, 'scripts', 'build-lib.mjs')], { stdio: 'inherit' });
  const versions: Version[] = [
    { label: `base (${ref})`, root: join(work, 'base'), app: join(work, 'app-base'), cache: join(work, 'cache-base'), cpu: [] },
    { label: 'this tree', root: REPO, app: treeApp, cache: join(work, 'cache-tree'), cpu: [] },
  ];
  const command = (version: Version) => [join(version.root, 'bin', 'docgen.cjs'), 'build', ...(site ? [] : ['--no-site']), '--app', version.app];
  const run = (version: Version) => measure(command(version), { DOCGEN_CACHE_DIR: version.cache });
  const forget = (version: Version) => {
    rmSync(version.cache, { recursive: true, force: true });
    rmSync(join(version.root, 'node_modules', '.cache', 'docgen', 'sites', projectName(version.app)), { recursive: true, force: true });
  };
  for (const version of versions) {
    copyForBench(app, version.app);
    if (which === 'edit') {
      const editor = docblockEditor(version.app, join(version.root, 'bin', 'docgen.cjs'));
      if (!editor) throw new Error('the app has no controller of a documented route to edit (try --case cold or warm)');
      version.edit = editor.edit;
    }
    // Untimed: the app's cache, and each version's code cache for the runs that follow.
    run(version);
    version.edit?.(0);
    run(version);
  }

  const deltas: number[] = [];
  console.log(`\n${app}, case ${which}, ${site ? 'docgen build' : 'docgen build --no-site'}; ${CPU_COUNTED}, ms`);
  console.log(`  pair   ${versions.map((v) => v.label.padStart(16)).join(' ')}   difference`);
  for (let pair = 1; pair <= runs; pair++) {
    // The order alternates: a version that always ran second would always find the disk's and the caches' state the first left.
    const order = pair % 2 ? versions : [...versions].reverse();
    for (const version of order) {
      if (which === 'cold') forget(version);
      version.edit?.(pair);
      version.cpu.push(run(version).cpu);
    }
    const [base, tree] = versions.map((v) => v.cpu[pair - 1]!) as [number, number];
    deltas.push(tree - base);
    console.log(`  ${String(pair).padStart(4)}   ${ms(base).padStart(16)} ${ms(tree).padStart(16)}   ${ms(tree - base)}`);
  }
  const [base, tree] = versions.map((v) => median(v.cpu)) as [number, number];
  const change = median(deltas);
  console.log(`  median ${ms(base).padStart(16)} ${ms(tree).padStart(16)}   ${ms(change)} (${((100 * change) / base).toFixed(1)} %, median of the pairs' differences)`);
  const same = outputsDigest(versions[0]!.app) === outputsDigest(versions[1]!.app);
  console.log(`  outputs of the two versions identical: ${same ? 'yes' : 'no'}`);
} catch (error) {
  console.error(`bench/compare.ts: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  // The base's site projects go with its folder; this tree's project for its copy of the app is removed here.
  rmSync(join(REPO, 'node_modules', '.cache', 'docgen', 'sites', projectName(treeApp)), { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}
