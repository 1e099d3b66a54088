/**
 * `docgen diff --app PATH --base REF|FILE [--head REF|FILE] [--format text|json|markdown] [--fail-on breaking]`:
 * what changed in the API between two git refs of the app (the head defaults to the files as they are now), or
 * between two OpenAPI files, breaking changes first.
 */
import { closeAllBridges } from '../bridge/shared.ts';
import { ConfigError } from '../config/load.ts';
import { apiOfApp, ApiSourceError, isSpecFile, readSpecFile, type ApiAt } from '../diff/api-at.ts';
import { surfaceOf } from '../diff/api-surface.ts';
import { compareSurfaces } from '../diff/compare.ts';
import { diffReport, reportJson, reportMarkdown, reportText } from '../diff/report.ts';
import type { Command } from './command.ts';
import { invalidConfig, readCommandLine } from './command-line.ts';
import { notALaravelApp } from '../laravel/app-folder.ts';

const usage = `docgen diff --app PATH --base REF|FILE [--head REF|FILE] [--format text|json|markdown] [--fail-on breaking]

Compares the API at two git refs of the app (read with git; the working tree is not touched), or two OpenAPI
files, and lists the breaking changes (endpoint or method removed, required parameter added, parameter removed
or narrowed, enum value removed, response field removed or changed, authentication added) and the others.

Options:
  --app PATH          the Laravel app (default: the current folder)
  --base REF|FILE     the API before: a git ref (tag, branch, commit) or an openapi.yaml/.json file
  --head REF|FILE     the API after (default: the app's files as they are now)
  --format F          text (default), json or markdown
  --fail-on breaking  exit 1 when there is a breaking change (for CI)
  --allow-outside-files DIR
                      a folder outside the app its files may name (repeatable); allowed in the copies of
                      git refs too

Exit codes: 0 done, 1 breaking changes with --fail-on breaking, or a ref, file or config that cannot be read.`;

const options = {
  base: { type: 'string' },
  head: { type: 'string' },
  format: { type: 'string', default: 'text' },
  'fail-on': { type: 'string', default: 'none' },
} as const;

export const diffCommand: Command = {
  usage,
  async run(args) {
    const line = readCommandLine({ name: 'diff', usage, options, appMustExist: false }, args);
    if (typeof line === 'number') return line;
    const { values, appRoot } = line;
    // The app is read unless both sides are OpenAPI files.
    const readsApp = !(values.base !== undefined && isSpecFile(values.base) && values.head !== undefined && isSpecFile(values.head));
    const notLaravel = readsApp ? notALaravelApp(appRoot) : undefined;
    if (notLaravel) {
      console.error(`docgen diff: ${notLaravel}`);
      return 1;
    }
    if (!values.base) {
      console.error('docgen diff: --base is required (a git ref or an OpenAPI file).');
      return 1;
    }
    if (!['text', 'json', 'markdown'].includes(values.format)) {
      console.error(`docgen diff: --format must be text, json or markdown, not "${values.format}".`);
      return 1;
    }
    if (!['breaking', 'none'].includes(values['fail-on'])) {
      console.error(`docgen diff: --fail-on must be breaking or none, not "${values['fail-on']}".`);
      return 1;
    }
    let base: ApiAt;
    let head: ApiAt;
    try {
      base = await apiAt(appRoot, values.base);
      head = await apiAt(appRoot, values.head);
    } catch (error) {
      if (error instanceof ConfigError) return invalidConfig('diff', error.diagnostics, 'nothing was compared');
      if (error instanceof ApiSourceError) {
        console.error(`docgen diff: ${error.message}`);
        return 1;
      }
      throw error;
    } finally {
      await closeAllBridges();
    }
    const report = diffReport(base.label, head.label, compareSurfaces(surfaceOf(base.spec), surfaceOf(head.spec)));
    const render = values.format === 'json' ? reportJson : values.format === 'markdown' ? reportMarkdown : reportText;
    process.stdout.write(render(report));
    return values['fail-on'] === 'breaking' && report.breaking.length > 0 ? 1 : 0;
  },
};

function apiAt(appRoot: string, where: string | undefined): Promise<ApiAt> {
  if (where !== undefined && isSpecFile(where)) return Promise.resolve(readSpecFile(where));
  return apiOfApp(appRoot, where);
}
