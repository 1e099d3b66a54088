/**
 * The extraction as a one-shot command runs it: an invalid config is printed and ends the command (exit 1), and
 * the app's PHP, started for response calls, is stopped afterwards so the process can end, and what only a
 * later extraction in the same process would reuse is let go.
 */
import { closeAllBridges } from '../bridge/shared.ts';
import { ConfigError } from '../config/load.ts';
import { extractApp, releaseExtractionMemory, type ExtractedApp, type ExtractOptions } from '../pipeline.ts';
import { invalidConfig } from './command-line.ts';

/** The extracted app, or the exit code when the config is invalid. */
export async function extractForCommand(name: string, appRoot: string, options: ExtractOptions = {}): Promise<ExtractedApp | number> {
  try {
    return await extractApp(appRoot, options);
  } catch (error) {
    if (error instanceof ConfigError) return invalidConfig(name, error.diagnostics, 'nothing was written');
    throw error;
  } finally {
    // A command extracts once: what warm runs of this process would reuse (parsed files, classes, cached
    // endpoints; the cache file keeps them for the next process) is garbage the outputs' collector need not trace.
    releaseExtractionMemory();
    await closeAllBridges();
  }
}
