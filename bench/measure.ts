/**
 * A command timed as a user runs it: a fresh Node process, its wall time, CPU (see CPU_COUNTER) and peak RSS (GNU
 * time's, of the process itself).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface Measured {
  wall: number;
  cpu: number;
  rssMb: number;
  out: string;
}

/**
 * How CPU is counted: perf's task-clock of the process and of every process it starts, when perf can count here;
 * else GNU time's user + sys, which leaves out a child the process does not wait for (Pagefind's indexer is killed at
 * the end of a build and exits after docgen: about 1 s of a 1,000-endpoint build).
 */
export const CPU_COUNTER: 'perf' | 'time' = perfCounts() ? 'perf' : 'time';

/** What the CPU figures count, for the bench's output. */
export const CPU_COUNTED =
  CPU_COUNTER === 'perf' ? 'CPU = perf task-clock of the command and every process it starts' : 'CPU = user + sys (GNU time: the command and the children it waited for)';

function perfCounts(): boolean {
  const probe = spawnSync('perf', ['stat', '-x', ',', '-e', 'task-clock', '--', 'true'], { encoding: 'utf8' });
  return probe.status === 0 && /task-clock/.test(probe.stderr) && !/not supported|<not counted>/.test(probe.stderr);
}

/** Runs `node <command>` in a fresh process (exit 0 or 2, docgen's "written with warnings", count as run). */
export function measure(command: string[], env: Record<string, string> = {}): Measured {
  const counter = join(mkdtempSync(join(tmpdir(), 'docgen-measure-')), 'perf.csv');
  const timed = ['/usr/bin/time', '-f', '\n@@time %U %S %M', process.execPath, ...command];
  const started = performance.now();
  const [program, ...args] = CPU_COUNTER === 'perf' ? ['perf', 'stat', '-x', ',', '-e', 'task-clock', '-o', counter, '--', ...timed] : timed;
  const result = spawnSync(program!, args, {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1', ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const line = result.stderr.split('\n').find((l) => l.startsWith('@@time '));
  if (!line || (result.status !== 0 && result.status !== 2)) throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  const [user, sys, rss] = line.slice(7).split(' ').map(Number) as [number, number, number];
  let cpu = user + sys;
  if (CPU_COUNTER === 'perf') {
    const taskClock = /^([\d.]+),msec,task-clock/m.exec(readFileSync(counter, 'utf8'));
    if (taskClock) cpu = Number(taskClock[1]) / 1000;
  }
  rmSync(dirname(counter), { recursive: true, force: true });
  return { wall, cpu, rssMb: rss / 1024, out: result.stdout };
}

/** The run that took the least CPU. */
export function best(list: Measured[]): Measured {
  return list.reduce((a, b) => (b.cpu < a.cpu ? b : a));
}

/** The middle value (the upper one of the two middle values for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}
