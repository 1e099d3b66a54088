/**
 * `docgen build` as a command: builds, prints the summary, and turns the outcome into the exit code —
 * 0 done, 2 some endpoint or file had an error (the rest is documented), 1 fatal (bad config, no app,
 * a failed Astro build).
 */
import { closeAllBridges } from '../../src/bridge/shared.ts';
import { formatDiagnostic } from '../../src/diagnostic-text.ts';
import { buildStandalone, FatalBuildError, type StandaloneBuildOptions } from './build.ts';
import { formatSummary, hasErrors } from './summary.ts';

export interface CommandOutput {
  out(text: string): void;
  err(text: string): void;
}

const consoleOutput: CommandOutput = { out: (text) => console.log(text), err: (text) => console.error(text) };

export async function runStandaloneBuild(options: StandaloneBuildOptions, output: CommandOutput = consoleOutput): Promise<number> {
  try {
    const result = await buildStandalone(options);
    output.out(formatSummary(result, options.verbose));
    return hasErrors(result) ? 2 : 0;
  } catch (error) {
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
