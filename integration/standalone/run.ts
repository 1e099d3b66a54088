/**
 * `docgen build` as a command: builds while showing its phases, prints the summary, and turns the outcome
 * into the exit code — 0 done, 2 some endpoint or file had an error (the rest is documented), 1 fatal
 * (bad config, not a Laravel app, a failed Astro build).
 */
import { closeAllBridges } from '../../src/bridge/shared.ts';
import { formatDiagnostic } from '../../src/diagnostic-text.ts';
import { buildStandalone, FatalBuildError, type StandaloneBuildOptions } from './build.ts';
import { BuildReporter, progressModeFor } from './progress.ts';
import { formatSummary, hasErrors, reportedDiagnostics } from './summary.ts';

export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
  /** Where progress bars are drawn; bars only when it is a terminal. */
  stream?: NodeJS.WriteStream;
}

const consoleOutput: CommandOutput = { out: (text) => console.log(text), err: (text) => console.error(text), stream: process.stdout };

export interface RunOptions extends Omit<StandaloneBuildOptions, 'progress'> {
  /** Print only the problems (warnings and errors, on stderr): no phases, no summary. */
  quiet?: boolean;
}

export async function runStandaloneBuild(options: RunOptions, output: CommandOutput = consoleOutput): Promise<number> {
  const { quiet, ...build } = options;
  const stream = output.stream;
  const mode = quiet ? 'quiet' : stream ? progressModeFor(stream) : 'lines';
  const progress = new BuildReporter(mode, (line) => output.out(line), stream);
  try {
    const result = await buildStandalone({ ...build, progress, notice: (text) => output.err(text) });
    if (quiet) for (const d of reportedDiagnostics(result, false)) output.err(formatDiagnostic(d));
    else output.out(formatSummary(result, progress.records, build.verbose));
    return hasErrors(result) ? 2 : 0;
  } catch (error) {
    progress.close();
    if (error instanceof FatalBuildError) {
      for (const d of error.diagnostics) output.err(formatDiagnostic(d));
      output.err(`docgen build: ${error.message}`);
      return 1;
    }
    output.err(`docgen build: the build failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    // Response calls may have started the app's PHP: a one-shot command must not leave it running.
    await closeAllBridges();
  }
}
