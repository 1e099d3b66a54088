/**
 * `docgen extract --app PATH [--json] [--from-scribe DIR] [--no-write]`: runs the extraction pipeline, prints a
 * summary (or the groups as JSON) and writes `.docgen/endpoints/*.yaml` in the app.
 * Exit codes: 0 ok, 2 when some endpoint or file had an error, 1 when the config is invalid or there is no app.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/load.ts';
import type { Diagnostic } from '../model.ts';
import { closeAllBridges } from '../bridge/shared.ts';
import { extractApp } from '../pipeline.ts';
import type { Command } from './command.ts';

const usage = `docgen extract --app PATH [--json] [--from-scribe DIR] [--no-write]

Extracts the documented endpoints of a Laravel app and writes them to <app>/.docgen/endpoints/NN.yaml
(one file per group, Scribe's Camel format). Hand edits go in <app>/.docgen/overrides.yaml.

Options:
  --app PATH          the Laravel app (default: the current folder)
  --json              print the groups as JSON instead of a summary (diagnostics go to stderr)
  --from-scribe DIR   read Scribe's .scribe/endpoints/*.yaml instead of extracting
  --no-write          do not write .docgen/endpoints

Exit codes: 0 ok, 2 some endpoint had an error, 1 invalid config or no app.`;

export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${d.file}:${d.line ?? 1}: ` : '';
  return `${where}${d.severity}: ${d.message}`;
}

export const extractCommand: Command = {
  summary: 'extract endpoints into .docgen/endpoints/*.yaml and print a summary',
  usage,
  async run(args) {
    const { values } = parseArgs({
      args,
      options: {
        app: { type: 'string', default: '.' },
        json: { type: 'boolean', default: false },
        'from-scribe': { type: 'string' },
        'no-write': { type: 'boolean', default: false },
      },
      strict: true,
    });
    const appRoot = resolve(values.app ?? '.');
    if (!existsSync(appRoot) || !statSync(appRoot).isDirectory()) {
      console.error(`docgen extract: no app at ${appRoot}.`);
      return 1;
    }
    let result;
    try {
      result = await extractApp(appRoot, {
        ...(values['from-scribe'] ? { fromScribe: resolve(values['from-scribe']) } : {}),
        writeIntermediate: !values['no-write'],
      });
    } catch (error) {
      if (error instanceof ConfigError) {
        for (const d of error.diagnostics) console.error(formatDiagnostic(d));
        console.error('docgen extract: the configuration is invalid; nothing was written.');
        return 1;
      }
      throw error;
    } finally {
      // Response calls may have started the app's PHP: a one-shot command must not leave it running.
      await closeAllBridges();
    }
    const { groups, diagnostics, stats } = result;
    const failed = diagnostics.some((d) => d.severity === 'error');
    if (values.json) {
      console.log(JSON.stringify(groups, null, 2));
      for (const d of diagnostics) console.error(formatDiagnostic(d));
      return failed ? 2 : 0;
    }
    const lines: string[] = [];
    lines.push(`Config: ${stats.configFile ?? 'none (defaults)'}`);
    lines.push(
      `${stats.endpoints} endpoint${stats.endpoints === 1 ? '' : 's'} in ${groups.length} group${groups.length === 1 ? '' : 's'}` +
        (values['from-scribe'] ? ` (from ${values['from-scribe']})` : ` from ${stats.routes} matched route${stats.routes === 1 ? '' : 's'}`),
    );
    for (const group of groups) lines.push(`  ${group.name} (${group.endpoints.length})`);
    if (diagnostics.length) {
      const count = (s: Diagnostic['severity']) => diagnostics.filter((d) => d.severity === s).length;
      lines.push(`${count('error')} error(s), ${count('warning')} warning(s), ${count('notice')} notice(s):`);
      for (const d of diagnostics) lines.push(`  ${formatDiagnostic(d)}`);
    }
    if (stats.written.length) lines.push(`Wrote ${stats.written.length} file(s) to .docgen/endpoints/`);
    console.log(lines.join('\n'));
    return failed ? 2 : 0;
  },
};
