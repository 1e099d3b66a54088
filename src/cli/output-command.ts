/**
 * What `docgen openapi` and `docgen collection` share: read the app (or Scribe's Camel files), render one
 * document, write it atomically (or print it with `--out -`), report diagnostics on stderr.
 * Exit codes: 0 ok, 2 when some endpoint or file had an error, 1 when the config is invalid or there is no app.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeFileAtomic } from '../atomic-write.ts';
import type { Diagnostic, Group } from '../model.ts';
import type { OutputContext } from '../output/context.ts';
import { appTemplateLibrary } from '../snippets/templates.ts';
import { generateOpenApiSpec } from '../output/openapi/generate-openapi.ts';
import { openApiToYaml } from '../output/openapi/openapi-yaml.ts';
import { collectionToJson, generatePostmanCollection } from '../output/postman/generate-collection.ts';
import { COLLECTION_FILE, FRAMEWORK_DATA_DIR, OPENAPI_FILE } from '../output/output-files.ts';
import { outputDirectory } from '../output/write-outputs.ts';
import { exitCodeFor, printDiagnostics, readCommandLine } from './command-line.ts';
import { extractForCommand } from './extract-for-command.ts';

export type OutputKind = 'openapi' | 'collection';

export function outputCommandUsage(kind: OutputKind): string {
  const file = kind === 'openapi' ? OPENAPI_FILE : COLLECTION_FILE;
  const what = kind === 'openapi' ? 'the OpenAPI spec (YAML; openapi.version picks 3.0.3 or 3.1.0)' : 'the Postman collection (v2.1.0 JSON)';
  return `docgen ${kind} --app PATH [--out FILE] [--from-scribe DIR]

Writes ${what} of a Laravel app, whether or not ${kind === 'openapi' ? 'openapi' : 'collection'}.enabled is set.

Options:
  --app PATH          the Laravel app whose config is used (default: the current folder)
  --allow-outside-files DIR
                      a folder outside the app that the app's files may name (repeatable;
                      by default nothing outside the app is read)
  --out FILE          where to write it; "-" prints it (default: <static.output_path>/${file} for type
                      static, ${FRAMEWORK_DATA_DIR}/${file} for type framework)
  --from-scribe DIR   read Scribe's Camel files (.scribe or .scribe/endpoints) instead of extracting

Exit codes: 0 ok, 2 some endpoint had an error, 1 invalid config or no app.`;
}

const options = {
  out: { type: 'string' },
  'from-scribe': { type: 'string' },
} as const;

export async function runOutputCommand(kind: OutputKind, args: string[]): Promise<number> {
  const line = readCommandLine({ name: kind, usage: outputCommandUsage(kind), options }, args);
  if (typeof line === 'number') return line;
  const { values, appRoot } = line;
  const fromScribe = values['from-scribe'] ? resolve(values['from-scribe']) : undefined;
  if (fromScribe && !existsSync(fromScribe)) {
    console.error(`docgen ${kind}: no Camel folder at ${fromScribe}.`);
    return 1;
  }

  const app = await extractForCommand(kind, appRoot, fromScribe ? { fromScribe } : {});
  if (typeof app === 'number') return app;
  const context: OutputContext = { config: app.config, appName: app.appName, appUrl: app.appUrl, templates: appTemplateLibrary(appRoot) };
  const rendered = render(kind, app.groups, context);
  const diagnostics = [...app.diagnostics, ...rendered.diagnostics];
  printDiagnostics(diagnostics);

  if (values.out === '-') {
    process.stdout.write(rendered.text);
  } else {
    const target = values.out ? resolve(values.out) : join(outputDirectory(appRoot, app.config), kind === 'openapi' ? OPENAPI_FILE : COLLECTION_FILE);
    writeFileAtomic(target, rendered.text);
    const endpoints = app.groups.reduce((n, g) => n + g.endpoints.length, 0);
    console.error(`Wrote ${target} (${endpoints} endpoint${endpoints === 1 ? '' : 's'} in ${app.groups.length} group${app.groups.length === 1 ? '' : 's'}).`);
  }
  return exitCodeFor(diagnostics);
}

function render(kind: OutputKind, groups: Group[], context: OutputContext): { text: string; diagnostics: Diagnostic[] } {
  if (kind === 'openapi') {
    const { spec, diagnostics } = generateOpenApiSpec(groups, context);
    return { text: openApiToYaml(spec), diagnostics };
  }
  const { collection, diagnostics } = generatePostmanCollection(groups, context);
  return { text: collectionToJson(collection), diagnostics };
}
