/** The build reporter: bars only on a terminal outside CI; finished phases as lines; quiet keeps the times only. */
import { describe, expect, it } from 'vitest';
import { BuildReporter, phaseLine, progressModeFor } from '../../integration/standalone/progress.ts';

const terminal = { isTTY: true } as NodeJS.WriteStream;
const pipe = { isTTY: false } as NodeJS.WriteStream;

describe('progressModeFor', () => {
  it('draws bars on a terminal, and plain lines in a pipe, under CI or on a dumb terminal', () => {
    expect(progressModeFor(terminal, {})).toBe('bar');
    expect(progressModeFor(pipe, {})).toBe('lines');
    expect(progressModeFor(terminal, { CI: 'true' })).toBe('lines');
    expect(progressModeFor(terminal, { CI: '1' })).toBe('lines');
    expect(progressModeFor(terminal, { CI: 'false' })).toBe('bar');
    expect(progressModeFor(terminal, { TERM: 'dumb' })).toBe('lines');
  });
});

describe('BuildReporter', () => {
  it('prints each phase when it ends; a phase ended by the next says how many steps it counted', () => {
    const lines: string[] = [];
    const reporter = new BuildReporter('lines', (line) => lines.push(line));
    reporter.start('routes');
    reporter.end('3 to document');
    reporter.start('pages');
    // The count may come after the phase began; ticks before it count too.
    reporter.tick();
    reporter.start('pages', 2);
    reporter.tick();
    reporter.start('search');
    reporter.end('2 pages indexed');
    reporter.start('outputs');
    reporter.close();
    expect(lines.map((line) => line.replace(/\(\d+ ms\)$/, '(T)'))).toEqual([
      'Routes         3 to document  (T)',
      'Pages          2 pages  (T)',
      'Search index   2 pages indexed  (T)',
      'Outputs        (T)',
    ]);
    expect(reporter.records.map((r) => r.phase)).toEqual(['routes', 'pages', 'search', 'outputs']);
  });

  it('says the aside of a phase after its count', () => {
    const lines: string[] = [];
    const reporter = new BuildReporter('lines', (line) => lines.push(line));
    reporter.start('pages', 3, '200 unchanged since the last build');
    for (let i = 0; i < 3; i++) reporter.tick();
    reporter.close();
    expect(lines.map((line) => line.replace(/\(\d+ ms\)$/, '(T)'))).toEqual(['Pages          3 pages, 200 unchanged since the last build  (T)']);
  });

  it('prints nothing when quiet, and still keeps the times', () => {
    const lines: string[] = [];
    const reporter = new BuildReporter('quiet', (line) => lines.push(line));
    reporter.start('setup');
    reporter.end('');
    expect(lines).toEqual([]);
    expect(reporter.records).toHaveLength(1);
    expect(phaseLine({ phase: 'bundle', detail: '', ms: 4049 })).toBe('Site bundle    (4.0 s)');
  });
});
