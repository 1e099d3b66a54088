/**
 * The extraction as a one-shot command runs it: an invalid config is printed and ends the command (exit 1), and
 * the app's PHP, started for response calls, is stopped afterwards so the process can end.
 */
import { closeAllBridges } from '../bridge/shared.ts';
import { ConfigError } from '../config/load.ts';
import { extractApp, type ExtractedApp, type ExtractOptions } from '../pipeline.ts';
import { invalidConfig } from './command-line.ts';

/** The extracted app, or the exit code when the config is invalid. */
export async function extractForCommand(name: string, appRoot: string, options: ExtractOptions = {}): Promise<ExtractedApp | number> {
  try {
    return await extractApp(appRoot, options);
  } catch (error) {
    if (error instanceof ConfigError) return invalidConfig(name, error.diagnostics, 'nothing was written');
    throw error;
  } finally {
    await closeAllBridges();
  }
}
