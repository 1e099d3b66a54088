/**
 * What inferring from code costs the extraction: an app whose docgen or Scribe config lists its strategies
 * explicitly (as the apps of the reference benchmark's make-synth.py do, Scribe's strategies only) extracted as
 * it is, and with the inference strategies added to its lists — request reads (GetFromRequestUsage),
 * laravel-data bodies (GetFromDataObjects), responses and errors from the code (UseResponsesFromCode,
 * UseErrorsFromCode). Both run in fresh processes (bench/run-child.mjs, the compiled lib/), one after the other
 * N times, so that a machine whose speed drifts slows both alike; it prints each side's best and median CPU and
 * the median of the pairs' ratios.
 *
 *   npx tsx bench/inference-cost.ts [--runs N] APP        e.g. an app of `make-synth.py OUT --endpoints 1000`
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CPU_COUNTED, measure, median } from './measure.ts';

const CHILD = fileURLToPath(new URL('run-child.mjs', import.meta.url));

/** The inference strategies, by the stage (and the namespace segment of Scribe's config) they belong to. */
const INFERENCE: Array<[stage: string, name: string]> = [
  ['QueryParameters', 'GetFromRequestUsage'],
  ['BodyParameters', 'GetFromDataObjects'],
  ['Responses', 'UseResponsesFromCode'],
  ['Responses', 'UseErrorsFromCode'],
];

const args = process.argv.slice(2);
let runs = 10;
let source: string | undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--runs') runs = Number(args[++i]);
  else source = args[i];
}
if (!source) {
  console.error('usage: npx tsx bench/inference-cost.ts [--runs N] APP');
  process.exit(1);
}

const work = mkdtempSync(join(tmpdir(), 'docgen-inference-'));
const without = join(work, 'without');
const withInference = join(work, 'with');
cpSync(source, without, { recursive: true });
cpSync(source, withInference, { recursive: true });
const configFile = ['docgen.php', 'scribe.php'].map((name) => join(withInference, 'config', name)).find((file) => existsSync(file));
if (!configFile) throw new Error(`${source} has no config/docgen.php or config/scribe.php listing its strategies`);
writeFileSync(configFile, withStrategies(readFileSync(configFile, 'utf8')));

/** Each inference strategy written after the last strategy its stage lists (`Strategies\Responses\UseResponseTag::class,`). */
function withStrategies(config: string): string {
  let text = config;
  for (const [stage, name] of INFERENCE) {
    if (text.includes(`\\${name}::class`)) continue;
    const listed = [...text.matchAll(new RegExp(`^([ \\t]*)Strategies\\\\${stage}\\\\\\w+::class,[ \\t]*$`, 'gm'))];
    const last = listed[listed.length - 1];
    if (!last) throw new Error(`the config lists no ${stage} strategy to add ${name} after`);
    const end = last.index! + last[0].length;
    text = `${text.slice(0, end)}\n${last[1]}Strategies\\${stage}\\${name}::class,${text.slice(end)}`;
  }
  return text;
}

const sides = { without: [] as number[], with: [] as number[] };
const ratios: number[] = [];
for (let run = 0; run < runs; run++) {
  const off = measure([CHILD, 'extract', without, join(work, 'without.json')]);
  const on = measure([CHILD, 'extract', withInference, join(work, 'with.json')]);
  sides.without.push(off.cpu);
  sides.with.push(on.cpu);
  ratios.push(on.cpu / off.cpu);
}
const endpoints = (file: string) => (JSON.parse(readFileSync(join(work, file), 'utf8')) as { endpoints: number }).endpoints;
console.log(`${source}: ${endpoints('without.json')} endpoints, ${runs} pairs of fresh processes; ${CPU_COUNTED}`);
for (const [label, cpus] of Object.entries(sides)) {
  console.log(`  ${`${label} inference`.padEnd(18)} best ${Math.min(...cpus).toFixed(2)} s, median ${median(cpus).toFixed(2)} s`);
}
const cost = (ratio: number) => `${((ratio - 1) * 100).toFixed(1)} %`;
console.log(`  inference costs ${cost(median(ratios))} (median of the pairs' ratios; best against best ${cost(Math.min(...sides.with) / Math.min(...sides.without))})`);
rmSync(work, { recursive: true, force: true });
