/**
 * What the benchmark holds docgen's figures against on the synthetic CRUD apps of the reference benchmark (a
 * generator's deterministic Laravel 8 apps of 1,000 and 5,000 endpoints, named `anchors/synthetic-api` in their
 * composer.json): docgen's targets on them, and the PHP reference tool's own figures measured on those very apps
 * (Scribe 4.39.0 on PHP 8.2 + Laravel 8.83, `scribe:generate` with response calls off, which writes the HTML,
 * the Postman collection and the OpenAPI spec in one process, on a 2-core machine like ours).
 * Other apps (the corpus, bench/synthetic-app.ts) have no such figures: only docgen's own are printed.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The figures the benchmark prints, by name. */
export type Figure = 'no-site-cold' | 'no-site-edit' | 'build-cold' | 'build-edit' | 'html' | 'extraction-ratio';

export interface Goal {
  /** At most this much CPU (s), peak RSS (MiB), HTML (MB) or extraction ÷ bare parse. */
  cpu?: number;
  rssMb?: number;
  htmlMb?: number;
  ratio?: number;
  /** The reference tool's figure, as measured (a range over its runs). */
  reference?: string;
}

/** The reference tool has one command for every output: its run is the figure beside each of docgen's. */
const SCRIBE_1K = 'Scribe 7.4–7.7 s CPU, 135 MiB';
const SCRIBE_5K = 'Scribe 44.9–47.5 s CPU, 474 MiB';
/** Scribe keeps nothing between runs: a run after an edit costs a whole run (measured at 1,000 endpoints). */
const SCRIBE_1K_AFTER_EDIT = 'Scribe 10.5–10.9 s CPU, 157 MiB';
const SCRIBE_HTML_1K_MB = 10.5;
const SCRIBE_HTML_5K_MB = 52.5;

const GOALS: Record<number, Record<Figure, Goal>> = {
  1000: {
    'no-site-cold': { cpu: 1.0, reference: SCRIBE_1K },
    'no-site-edit': { cpu: 0.3, reference: SCRIBE_1K_AFTER_EDIT },
    'build-cold': { cpu: 6, rssMb: 450, reference: SCRIBE_1K },
    'build-edit': { cpu: 3, reference: SCRIBE_1K_AFTER_EDIT },
    html: { htmlMb: 1.5 * SCRIBE_HTML_1K_MB, reference: `Scribe ${SCRIBE_HTML_1K_MB} MB` },
    'extraction-ratio': { ratio: 1.5 },
  },
  5000: {
    'no-site-cold': { cpu: 3.5, reference: SCRIBE_5K },
    'no-site-edit': { cpu: 0.6 },
    'build-cold': { cpu: 22, rssMb: 1.2 * 1024, reference: SCRIBE_5K },
    'build-edit': { cpu: 8 },
    html: { htmlMb: 1.5 * SCRIBE_HTML_5K_MB, reference: `Scribe ${SCRIBE_HTML_5K_MB} MB` },
    'extraction-ratio': { ratio: 1.5 },
  },
};

/**
 * The floor on the reference machine (where the targets were set): php-parser alone reading and parsing every PHP
 * file of the app in a fresh Node process, in CPU seconds. The same measured here tells how fast this machine is
 * beside that one.
 */
const REFERENCE_FLOOR_CPU: Record<number, number> = { 1000: 0.68, 5000: 1.53 };

/** The reference machine's floor on the app of the reference benchmark with this many endpoints. */
export function referenceFloorOf(endpoints: number): number | undefined {
  return REFERENCE_FLOOR_CPU[endpoints];
}

/** `docgen --help`: the command's own start-up, the same for every app. */
export const HELP_GOAL: Goal = { cpu: 0.15 };

/** The goals of an app of the reference benchmark with this many endpoints; undefined for any other app. */
export function goalsOf(app: string, endpoints: number): Record<Figure, Goal> | undefined {
  try {
    const composer = JSON.parse(readFileSync(join(app, 'composer.json'), 'utf8')) as { name?: unknown };
    return composer.name === 'anchors/synthetic-api' ? GOALS[endpoints] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What is said beside a measured figure: each target met (✔) or not (✘), then the reference tool's figure. With
 * `slower` (how many times slower than the reference machine this one is, by the floor), a CPU target is also
 * checked as scaled to this machine: the same code meets or misses a target by the machine it runs on.
 */
export function verdict(goal: Goal | undefined, measured: { cpu?: number; rssMb?: number; htmlMb?: number; ratio?: number }, slower?: number): string {
  if (!goal) return '';
  const checks: string[] = [];
  const check = (limit: number | undefined, value: number | undefined, text: string) => {
    if (limit !== undefined && value !== undefined) checks.push(`${text} ${value <= limit ? '✔' : '✘'}`);
  };
  check(goal.cpu, measured.cpu, `target ≤ ${goal.cpu} s CPU`);
  if (slower !== undefined && goal.cpu !== undefined) check(goal.cpu * slower, measured.cpu, `≤ ${(goal.cpu * slower).toFixed(2)} s at this machine's speed`);
  check(goal.rssMb, measured.rssMb, goal.rssMb !== undefined && goal.rssMb >= 1024 ? `≤ ${goal.rssMb / 1024} GiB` : `≤ ${goal.rssMb} MiB`);
  check(goal.htmlMb, measured.htmlMb, `target ≤ ${goal.htmlMb?.toFixed(2)} MB`);
  check(goal.ratio, measured.ratio, `target ≤ ${goal.ratio}×`);
  return [checks.join(', '), goal.reference].filter(Boolean).join(' · ');
}
