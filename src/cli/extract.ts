/**
 * `docgen extract --app PATH [--json] [--from-scribe DIR] [--no-write]`: runs the extraction pipeline, prints a
 * summary (or the groups as JSON) and writes `.docgen/endpoints/*.yaml` in the app.
 * Exit codes: 0 ok, 2 when some endpoint or file had an error, 1 when the config is invalid or there is no app.
 */
import { resolve } from 'node:path';
import type { Diagnostic } from '../model.ts';
import type { Command } from './command.ts';
import { exitCodeFor, formatDiagnostic, JSON_OPTION, printDiagnostics, readCommandLine } from './command-line.ts';
import { extractForCommand } from './extract-for-command.ts';

// integration/standalone imports the format from here.

const usage = `docgen extract --app PATH [--json] [--from-scribe DIR] [--no-write]

Extracts the documented endpoints of a Laravel app and writes them to <app>/.docgen/endpoints/NN.yaml
(one file per group, Scribe's Camel format). Hand edits go in <app>/.docgen/overrides.yaml.

Options:
  --app PATH          the Laravel app (default: the current folder)
  --allow-outside-files DIR
                      a folder outside the app that the app's files may name (repeatable;
                      by default nothing outside the app is read)
  --json              print the groups as JSON instead of a summary (diagnostics go to stderr)
  --from-scribe DIR   read Scribe's .scribe/endpoints/*.yaml instead of extracting
  --no-write          do not write .docgen/endpoints

Exit codes: 0 ok, 2 some endpoint had an error, 1 invalid config or no app.`;

const options = {
  ...JSON_OPTION,
  'from-scribe': { type: 'string' },
  'no-write': { type: 'boolean', default: false },
} as const;

export const extractCommand: Command = {
  usage,
  async run(args) {
    const line = readCommandLine({ name: 'extract', usage, options }, args);
    if (typeof line === 'number') return line;
    const { values, appRoot } = line;
    const result = await extractForCommand('extract', appRoot, {
      ...(values['from-scribe'] ? { fromScribe: resolve(values['from-scribe']) } : {}),
      writeIntermediate: !values['no-write'],
    });
    if (typeof result === 'number') return result;
    const { groups, diagnostics, stats } = result;
    if (values.json) {
      console.log(JSON.stringify(groups, null, 2));
      printDiagnostics(diagnostics);
      return exitCodeFor(diagnostics);
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
    return exitCodeFor(diagnostics);
  },
};
