/**
 * `docgen routes --app PATH [--json] [--all]`: the app's routes as docgen reads them statically —
 * the documented ones (per the `routes` section of the config), or all of them with `--all`.
 * Exit codes: 0 ok, 2 when some file had an error (the other routes are still listed), 1 for a missing app
 * or an invalid configuration.
 */
import { configHasErrors, loadConfig } from '../config/load.ts';
import { matchRoutes } from '../laravel/matching/match-routes.ts';
import { discoverRoutes } from '../laravel/routes/discover.ts';
import type { RouteListRow } from '../laravel/routes/route-list-row.ts';
import type { Diagnostic, Route } from '../model.ts';
import { ClassIndex } from '../php/class-index.ts';
import type { Command } from './command.ts';
import { exitCodeFor, invalidConfig, JSON_OPTION, printDiagnostics, readCommandLine } from './command-line.ts';

const usage = `docgen routes --app PATH [--json] [--all]

Lists the routes of a Laravel app, read from its PHP source (no PHP needed).

Options:
  --app PATH   the Laravel app (default: the current folder)
  --allow-outside-files DIR
               a folder outside the app that the app's files may name (repeatable;
               by default nothing outside the app is read)
  --json       print JSON: the keys of \`php artisan route:list --json\` plus file and line
  --all        every route, not only those the config's \`routes\` section documents

Exit codes: 0 ok, 2 some file had an error (other routes are still listed), 1 no app or invalid config.`;

/** One row of the JSON output: route:list's keys, plus where the route is declared. */
export interface RouteRow extends RouteListRow {
  file: string;
  line: number;
}

export function routeRow(route: Route): RouteRow {
  return {
    domain: route.domain,
    method: route.methods.join('|'),
    uri: route.uri,
    name: route.name,
    action: route.action,
    middleware: route.middleware.filter((m) => !route.excludedMiddleware.includes(m)),
    file: route.definedAt.file,
    line: route.definedAt.line,
  };
}

function table(rows: RouteRow[]): string {
  const withDomain = rows.some((r) => r.domain);
  const header = ['Method', 'URI', 'Name', 'Action', 'Defined at'];
  const body = rows.map((r) => [
    r.method,
    withDomain && r.domain ? `${r.domain}/${r.uri}` : r.uri,
    r.name ?? '',
    r.action,
    `${r.file}:${r.line}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

const options = { ...JSON_OPTION, all: { type: 'boolean', default: false } } as const;

export const routesCommand: Command = {
  usage,
  async run(args) {
    const line = readCommandLine({ name: 'routes', usage, options }, args);
    if (typeof line === 'number') return line;
    const { values, appRoot } = line;
    const diagnostics: Diagnostic[] = [];
    const classes = ClassIndex.forApp(appRoot);
    const discovered = discoverRoutes(appRoot, { classes });
    diagnostics.push(...discovered.diagnostics);
    let routes = discovered.routes;
    if (!values.all) {
      const loaded = loadConfig(appRoot);
      if (configHasErrors(loaded.diagnostics)) return invalidConfig('routes', loaded.diagnostics);
      diagnostics.push(...loaded.diagnostics);
      const matched = matchRoutes(routes, loaded.config.routes, classes);
      diagnostics.push(...matched.diagnostics);
      routes = matched.matched.map((m) => m.route);
    }
    const rows = routes.map(routeRow);
    if (values.json) console.log(JSON.stringify(rows, null, 2));
    else {
      console.log(table(rows));
      console.log(`\n${rows.length} route${rows.length === 1 ? '' : 's'}${values.all ? '' : ' documented'} of ${discovered.routes.length}.`);
    }
    printDiagnostics(diagnostics);
    return exitCodeFor(diagnostics);
  },
};
