/**
 * `docgen build --no-site`: one extraction, then every file output of it — the Postman collection and the
 * OpenAPI spec where the config's `type` puts them (each only when enabled; a disabled one's old file is
 * removed), and with `--endpoints` the `.docgen/endpoints/*.yaml` files. No Astro is loaded.
 */
import { loadConfig } from '../config/load.ts';
import type { Diagnostic } from '../model.ts';
import { piecesFileOf } from '../extract/persistent-cache.ts';
import { writeOutputs } from '../output/write-outputs.ts';
import { exitCodeFor, formatDiagnostic } from './command-line.ts';
import { extractForCommand } from './extract-for-command.ts';
import { outMisuse, withOutput } from './out-option.ts';
import { formatSeconds } from '../seconds-text.ts';
import { stopwatch } from '../stopwatch.ts';

export interface OutputsOnlyOptions {
  appRoot: string;
  /** Settings over the app's config file (`--theme`, `--type`). */
  config: Record<string, unknown>;
  out?: string;
  /** Also write `.docgen/endpoints/*.yaml`. */
  endpoints: boolean;
  verbose: boolean;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function buildOutputsOnly(options: OutputsOnlyOptions): Promise<number> {
  const clock = stopwatch();
  const overrides = withOutput(options.appRoot, options.config, options.out);
  if (options.out !== undefined) {
    const misuse = outMisuse(loadConfig(options.appRoot, overrides).config.type);
    if (misuse) {
      console.error(`docgen build: ${misuse}`);
      return 1;
    }
  }
  const app = await extractForCommand('build', options.appRoot, { config: overrides, writeIntermediate: options.endpoints });
  if (typeof app === 'number') return app;
  const piecesFile = app.stats.cacheFile ? piecesFileOf(app.stats.cacheFile) : undefined;
  const beforeOutputs = clock();
  const written = writeOutputs({ appRoot: options.appRoot, groups: app.groups, config: app.config, appName: app.appName, appUrl: app.appUrl, ...(piecesFile ? { piecesFile } : {}) });
  const outputsMs = clock();

  const diagnostics: Diagnostic[] = [...app.diagnostics, ...written.diagnostics];
  const shown = options.verbose ? diagnostics : diagnostics.filter((d) => d.severity !== 'notice');
  const lines = [`${plural(app.stats.endpoints, 'endpoint')} in ${plural(app.groups.length, 'group')} (${app.stats.reused} unchanged since the last run)`];
  for (const d of shown) lines.push(`  ${formatDiagnostic(d)}`);
  for (const file of written.written) lines.push(`Wrote ${file}`);
  for (const file of written.removed) lines.push(`Removed ${file} (disabled in the config)`);
  if (app.stats.written.length) lines.push(`Wrote ${app.stats.written.length} file(s) to .docgen/endpoints/`);
  const { config, routes, endpoints, finish } = app.stats.timings;
  const phases = [`config ${formatSeconds(config)}`, `routes ${formatSeconds(routes)}`, `endpoints ${formatSeconds(endpoints + finish)}`, `outputs ${formatSeconds(outputsMs)}`];
  lines.push(`Done in ${formatSeconds(beforeOutputs + outputsMs)} (${phases.join(', ')}).`);
  console.log(lines.join('\n'));
  return exitCodeFor(diagnostics);
}
