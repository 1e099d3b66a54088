/**
 * A command timed as a user runs it: a fresh Node process under GNU time, its wall time, CPU (user + sys of the
 * process and the children it waited for) and peak RSS.
 */
import { spawnSync } from 'node:child_process';

export interface Measured {
  wall: number;
  cpu: number;
  rssMb: number;
  out: string;
}

/** Runs `node <command>` under GNU time in a fresh process (exit 0 or 2, docgen's "written with warnings", count as run). */
export function measure(command: string[], env: Record<string, string> = {}): Measured {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', '\n@@time %U %S %M', process.execPath, ...command], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', ASTRO_TELEMETRY_DISABLED: '1', ...env },
    maxBuffer: 256 * 1024 * 1024,
  });
  const wall = (performance.now() - started) / 1000;
  const line = result.stderr.split('\n').find((l) => l.startsWith('@@time '));
  if (!line || (result.status !== 0 && result.status !== 2)) throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  const [user, sys, rss] = line.slice(7).split(' ').map(Number) as [number, number, number];
  return { wall, cpu: user + sys, rssMb: rss / 1024, out: result.stdout };
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
