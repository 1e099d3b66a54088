/**
 * Extraction benchmark: synthetic Laravel apps of 1,000 and 5,000 endpoints (bench/synthetic-app.ts:
 * controllers with docblocks, FormRequests, API resources and models), extracted cold (the first run in a
 * fresh process, nothing parsed yet), then the Postman collection and the OpenAPI spec rendered from it, then
 * extracted again unchanged and warm (the same process, after one controller was touched).
 * Targets: 1,000 endpoints cold under 1 s, warm under 100 ms; extraction + Postman + OpenAPI under 1 s.
 *
 * Beside the cold extraction, the bare parse: the PHP files it parsed, read and parsed again with php-parser as docgen
 * configures it, in a fresh process (module loading not counted either), and the ratio of the two.
 *
 * Each figure is given as wall time and CPU time (process.cpuUsage: the whole process, V8's compiler and GC
 * threads included). The machine may be shared: every size runs several times, each in a fresh process, and
 * the best run of each figure is reported.
 *
 *   npx tsx bench/extract.ts [--runs N] [sizes…]      e.g. npx tsx bench/extract.ts --runs 5 1000
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { generateSyntheticApp } from './synthetic-app.ts';

const TARGET_COLD_MS = 1000;
const TARGET_WARM_MS = 100;
const DEFAULT_RUNS = 3;

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

/** Wall and CPU milliseconds of one step. */
interface Timing {
  wallMs: number;
  cpuMs: number;
}

interface Measurement {
  endpoints: number;
  groups: number;
  cold: Timing;
  /** Postman collection and OpenAPI spec (generated and serialised) right after the cold extraction. */
  outputs: Timing;
  unchanged: Timing;
  warm: Timing;
  reusedUnchanged: number;
  reusedWarm: number;
  coldPhases: Record<string, number>;
  warmPhases: Record<string, number>;
  diagnostics: number;
  errors: number;
  peakRssMb: number;
  /** The PHP files the cold extraction parsed, and how many parses that took. */
  parsedFiles: string[];
  parses: number;
}

async function timed<T>(step: () => Promise<T> | T): Promise<{ value: T; timing: Timing }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const value = await step();
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { value, timing: { wallMs, cpuMs: (used.user + used.system) / 1000 } };
}

/** One measured run in this process: cold, outputs, unchanged, then warm after touching one controller. */
async function measure(root: string): Promise<Measurement> {
  const { extractApp, parseActivity } = await import('../src/pipeline.ts');
  const { generatePostmanCollection, collectionToJson } = await import('../src/output/postman/generate-collection.ts');
  const { generateOpenApiSpec } = await import('../src/output/openapi/generate-openapi.ts');
  const { openApiToYaml } = await import('../src/output/openapi/openapi-yaml.ts');

  // In-process reuse only: the cache file kept between processes would make the "cold" run warm.
  const options = { cacheDir: false as const };
  const cold = await timed(() => extractApp(root, options));
  const first = cold.value;
  const activity = parseActivity();
  const outputs = await timed(() => {
    const context = { config: first.config, appName: first.appName, appUrl: first.appUrl };
    const collection = collectionToJson(generatePostmanCollection(first.groups, context).collection);
    const spec = openApiToYaml(generateOpenApiSpec(first.groups, context).spec);
    return collection.length + spec.length;
  });
  const unchanged = await timed(() => extractApp(root, options));
  appendFileSync(join(root, 'app/Http/Controllers/Widget0Controller.php'), '\n// touched\n');
  const warm = await timed(() => extractApp(root, options));
  return {
    endpoints: first.stats.endpoints,
    groups: first.groups.length,
    cold: cold.timing,
    outputs: outputs.timing,
    unchanged: unchanged.timing,
    warm: warm.timing,
    reusedUnchanged: unchanged.value.stats.reused,
    reusedWarm: warm.value.stats.reused,
    coldPhases: first.stats.timings,
    warmPhases: warm.value.stats.timings,
    diagnostics: first.diagnostics.length,
    errors: first.diagnostics.filter((d) => d.severity === 'error').length,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    parsedFiles: activity.files,
    parses: activity.parses,
  };
}

/** Reads and parses the files with php-parser alone, as docgen configures it: the floor of the extraction. */
async function bareParse(files: string[]): Promise<Timing> {
  const { Engine } = await import('php-parser');
  const { PARSER_OPTIONS } = await import('../src/php/parser.ts');
  const engine = new Engine(structuredClone(PARSER_OPTIONS));
  const { timing } = await timed(() => {
    for (const file of files) engine.parseCode(readFileSync(file, 'utf8'), file);
  });
  return timing;
}

/** The best (lowest) wall and CPU time of a step over several runs, each taken on its own. */
function best(runs: Measurement[], pick: (m: Measurement) => Timing): Timing {
  return { wallMs: Math.min(...runs.map((m) => pick(m).wallMs)), cpuMs: Math.min(...runs.map((m) => pick(m).cpuMs)) };
}

function show(timing: Timing): string {
  return `wall ${timing.wallMs.toFixed(0).padStart(5)} ms, CPU ${timing.cpuMs.toFixed(0).padStart(5)} ms`;
}

function report(size: number, runs: Measurement[], parse: Timing): { lines: string[]; missed: string[] } {
  const cold = best(runs, (m) => m.cold);
  const outputs = best(runs, (m) => m.outputs);
  const coldWithOutputs = best(runs, (m) => ({ wallMs: m.cold.wallMs + m.outputs.wallMs, cpuMs: m.cold.cpuMs + m.outputs.cpuMs }));
  const warm = best(runs, (m) => m.warm);
  const fastest = runs.reduce((a, b) => (b.cold.wallMs < a.cold.wallMs ? b : a));
  const phases = (p: Record<string, number>) => Object.entries(p).map(([k, v]) => `${k} ${v}`).join(', ');
  const first = runs[0]!;
  const lines = [
    `${first.endpoints} endpoints (${first.groups} groups), best of ${runs.length} runs, each in a fresh process:`,
    `  cold extraction                      ${show(cold)}   (phases of the fastest run, ms: ${phases(fastest.coldPhases)})`,
    `  bare parse of the files it parsed    ${show(parse)}   (${first.parsedFiles.length} files, ${first.parses} parses; extraction ÷ parse: ${(cold.cpuMs / parse.cpuMs).toFixed(1)}× CPU)`,
    `  Postman + OpenAPI after it           ${show(outputs)}`,
    `  cold extraction + Postman + OpenAPI  ${show(coldWithOutputs)}`,
    `  unchanged re-run                     ${show(best(runs, (m) => m.unchanged))}   (${first.reusedUnchanged} reused)`,
    `  after touching one controller        ${show(warm)}   (${first.reusedWarm} reused; phases, ms: ${phases(fastest.warmPhases)})`,
    `  ${first.diagnostics} diagnostics (${first.errors} errors), peak RSS ${Math.max(...runs.map((m) => m.peakRssMb)).toFixed(0)} MB`,
  ];
  const missed: string[] = [];
  if (size === 1000) {
    if (cold.wallMs > TARGET_COLD_MS) missed.push(`cold extraction took ${cold.wallMs.toFixed(0)} ms (target ${TARGET_COLD_MS} ms)`);
    if (coldWithOutputs.wallMs > TARGET_COLD_MS) missed.push(`extraction + Postman + OpenAPI took ${coldWithOutputs.wallMs.toFixed(0)} ms (target ${TARGET_COLD_MS} ms)`);
    if (warm.wallMs > TARGET_WARM_MS) missed.push(`the warm run took ${warm.wallMs.toFixed(0)} ms (target ${TARGET_WARM_MS} ms)`);
  }
  return { lines, missed };
}

const here = fileURLToPath(import.meta.url);
const isMain = process.argv[1] !== undefined && fileURLToPath(new URL(`file://${process.argv[1]}`)) === here;
if (!isMain) {
  // Imported (by another benchmark or a profile): only syntheticApp() is wanted.
} else if (process.argv[2] === '--measure') {
  // As bin/docgen.cjs runs docgen (both children alike, so that the extraction and the bare parse compare).
  setFlagsFromString('--interrupt-budget=1000000');
  console.log(JSON.stringify(await measure(process.argv[3]!)));
} else if (process.argv[2] === '--parse') {
  setFlagsFromString('--interrupt-budget=1000000');
  console.log(JSON.stringify(await bareParse(JSON.parse(readFileSync(process.argv[3]!, 'utf8')) as string[])));
} else {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runCount = runsAt === -1 ? DEFAULT_RUNS : Math.max(1, Number(args.splice(runsAt, 2)[1]) || DEFAULT_RUNS);
  const sizes = args.map(Number).filter((n) => n > 0);
  const missed: string[] = [];
  console.log(`Load average: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (wall times grow with the machine's load; CPU times much less).`);
  for (const size of sizes.length ? sizes : [1000, 5000]) {
    const root = syntheticApp(size);
    try {
      const runs: Measurement[] = [];
      for (let run = 0; run < runCount; run++) {
        // A fresh process per run, so "cold" means nothing is parsed or compiled yet (module loading is not counted).
        const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--measure', root], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
        runs.push(JSON.parse(out.trim().split('\n').pop()!) as Measurement);
      }
      const filesList = join(root, 'parsed-files.json');
      writeFileSync(filesList, JSON.stringify(runs[0]!.parsedFiles));
      const parses: Timing[] = [];
      for (let run = 0; run < runCount; run++) {
        const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--parse', filesList], { encoding: 'utf8' });
        parses.push(JSON.parse(out.trim().split('\n').pop()!) as Timing);
      }
      const parse = { wallMs: Math.min(...parses.map((p) => p.wallMs)), cpuMs: Math.min(...parses.map((p) => p.cpuMs)) };
      const result = report(size, runs, parse);
      console.log(result.lines.join('\n'));
      missed.push(...result.missed);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  // A miss is reported, not failed: wall time on a shared machine depends on what else runs.
  console.log(missed.length ? `Targets missed at 1,000 endpoints: ${missed.join('; ')}.` : 'Targets met at 1,000 endpoints.');
}
