import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { goalsOf, HELP_GOAL, verdict } from '../../bench/reference-figures.ts';

const apps: string[] = [];
afterEach(() => apps.splice(0).forEach((app) => rmSync(app, { recursive: true, force: true })));

function appNamed(name: string | undefined): string {
  const app = mkdtempSync(join(tmpdir(), 'docgen-reference-'));
  apps.push(app);
  if (name !== undefined) writeFileSync(join(app, 'composer.json'), JSON.stringify({ name }));
  return app;
}

describe('the reference figures of the benchmark', () => {
  it('are those of the reference benchmark apps of 1,000 and 5,000 endpoints only', () => {
    expect(goalsOf(appNamed('anchors/synthetic-api'), 1000)?.['no-site-cold']).toMatchObject({ cpu: 1.0 });
    expect(goalsOf(appNamed('anchors/synthetic-api'), 5000)?.['build-cold']).toMatchObject({ cpu: 22, rssMb: 1228.8 });
    expect(goalsOf(appNamed('anchors/synthetic-api'), 2000)).toBeUndefined();
    expect(goalsOf(appNamed('koel/koel'), 1000)).toBeUndefined();
    expect(goalsOf(appNamed(undefined), 1000)).toBeUndefined();
  });

  it('say of each target whether it is met, then give the reference tool\'s figure', () => {
    const goals = goalsOf(appNamed('anchors/synthetic-api'), 1000)!;
    expect(verdict(goals['build-cold'], { cpu: 5.5, rssMb: 500 })).toBe('target ≤ 6 s CPU ✔, ≤ 450 MiB ✘ · Scribe 7.4–7.7 s CPU, 135 MiB');
    expect(verdict(goals['no-site-edit'], { cpu: 0.32 })).toBe('target ≤ 0.3 s CPU ✘ · Scribe 10.5–10.9 s CPU, 157 MiB');
    expect(verdict(goals.html, { htmlMb: 13.3 })).toBe('target ≤ 15.75 MB ✔ · Scribe 10.5 MB');
    expect(verdict(HELP_GOAL, { cpu: 0.08 })).toBe('target ≤ 0.15 s CPU ✔');
    expect(verdict(goals['extraction-ratio'], { ratio: 3.7 })).toBe('target ≤ 1.5× ✘');
    expect(verdict(goalsOf(appNamed('anchors/synthetic-api'), 5000)!['build-cold'], { cpu: 23.8, rssMb: 720 })).toBe('target ≤ 22 s CPU ✘, ≤ 1.2 GiB ✔ · Scribe 44.9–47.5 s CPU, 474 MiB');
    expect(verdict(undefined, { cpu: 1 })).toBe('');
  });
});
