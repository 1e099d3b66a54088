/**
 * What `docgen build` shows while it works: one line per phase when it is done (what it made and how long
 * it took), and on a terminal a progress bar for the counted phases (cli-progress). Not on a terminal or
 * under CI, only the finished lines are printed, so logs stay readable; `--quiet` prints none. Every
 * reporter keeps the phases' times for the summary.
 */
import type { SingleBar } from 'cli-progress';
import { lazyModule } from '../../src/lazy-module.ts';
import { formatSeconds } from '../../src/seconds-text.ts';
import { BUILD_PHASES, PHASE_UNITS, type BuildPhase, type BuildProgress } from '../build-progress.ts';

export interface PhaseRecord {
  phase: BuildPhase;
  detail: string;
  ms: number;
}

export type ProgressMode = 'bar' | 'lines' | 'quiet';

/** Bars only on an interactive terminal outside CI; plain lines elsewhere. */
export function progressModeFor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): Exclude<ProgressMode, 'quiet'> {
  const ci = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI !== 'false';
  return stream.isTTY && !ci && env.TERM !== 'dumb' ? 'bar' : 'lines';
}

/** The bar's package, loaded only where a bar is shown: a build in CI or into a log has none. */
const cliProgress = lazyModule<typeof import('cli-progress')>('cli-progress');

const LABEL_WIDTH = Math.max(...Object.values(BUILD_PHASES).map((label) => label.length)) + 2;

/** A finished phase as one line: `Endpoints      37 extracted, 9 files  1.2 s`. */
export function phaseLine(record: PhaseRecord): string {
  const detail = record.detail ? `${record.detail}  ` : '';
  return `${BUILD_PHASES[record.phase].padEnd(LABEL_WIDTH)}${detail}(${formatSeconds(record.ms)})`;
}

export class BuildReporter implements BuildProgress {
  readonly records: PhaseRecord[] = [];
  private current: { phase: BuildPhase; started: number; total?: number; done: number; aside?: string } | undefined;
  private bar: SingleBar | undefined;

  constructor(
    private readonly mode: ProgressMode,
    private readonly write: (line: string) => void,
    private readonly stream: NodeJS.WriteStream = process.stdout,
  ) {}

  start(phase: BuildPhase, total?: number, aside?: string): void {
    if (this.current?.phase === phase) {
      // A count learnt after the phase began (pages are counted once the site is planned).
      if (total !== undefined) this.count(total);
      if (aside !== undefined) this.current.aside = aside;
      return;
    }
    if (this.current) this.end(this.defaultDetail());
    this.current = { phase, started: performance.now(), done: 0, ...(total !== undefined ? { total } : {}), ...(aside !== undefined ? { aside } : {}) };
    if (this.mode === 'bar') this.showBar();
  }

  tick(): void {
    if (!this.current) return;
    this.current.done++;
    this.bar?.update(Math.min(this.current.done, this.current.total ?? this.current.done));
  }

  end(detail: string): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    this.bar?.stop();
    this.bar = undefined;
    const record = { phase: current.phase, detail, ms: performance.now() - current.started };
    this.records.push(record);
    if (this.mode !== 'quiet') this.write(phaseLine(record));
  }

  /** Ends what is still open (a failed build leaves its phase open). */
  close(): void {
    if (this.current) this.end(this.defaultDetail());
  }

  private count(total: number): void {
    if (!this.current) return;
    this.current.total = total;
    if (this.bar) this.bar.setTotal(total);
    else if (this.mode === 'bar') this.showBar();
  }

  private showBar(): void {
    const current = this.current!;
    this.bar?.stop();
    const label = BUILD_PHASES[current.phase].padEnd(LABEL_WIDTH);
    const counted = current.total !== undefined;
    this.bar = new (cliProgress().SingleBar)({
      stream: this.stream,
      format: counted ? `${label}{bar} {value}/{total}` : `${label}…`,
      barsize: 30,
      hideCursor: true,
      clearOnComplete: true,
      // The finished phase's line replaces the bar; Ctrl-C must not leave the cursor hidden.
      gracefulExit: true,
    });
    this.bar.start(current.total ?? 1, Math.min(current.done, current.total ?? 0));
  }

  private defaultDetail(): string {
    const current = this.current;
    if (!current || current.done === 0) return '';
    const unit = PHASE_UNITS[current.phase];
    const counted = unit ? `${current.done} ${unit[current.done === 1 ? 0 : 1]}` : String(current.done);
    return current.aside ? `${counted}, ${current.aside}` : counted;
  }
}
