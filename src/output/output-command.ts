/**
 * What `docgen openapi` and `docgen collection` share: read the app (or Scribe's Camel files), render one
 * document, write it atomically (or print it with `--out -`), report diagnostics on stderr.
 * Exit codes: 0 ok, 2 when some endpoint or file had an error, 1 when the config is invalid or there is no app.
 */
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../config/load.ts';
import { writeFileAtomic } from '../intermediate/atomic-write.ts';
import type { Diagnostic, Group } from '../model.ts';
import { extractApp } from '../pipeline.ts';
import type { OutputContext } from './context.ts';
import { generateOpenApiSpec } from './openapi/generate-openapi.ts';
import { openApiToYaml } from './openapi/openapi-yaml.ts';
import { collectionToJson, generatePostmanCollection } from './postman/generate-collection.ts';
import { COLLECTION_FILE, OPENAPI_FILE, outputDirectory } from './write-outputs.ts';

export type OutputKind = 'openapi' | 'collection';

export function outputCommandUsage(kind: OutputKind): string {
  const file = kind === 'openapi' ? OPENAPI_FILE : COLLECTION_FILE;
  const what = kind === 'openapi' ? 'the OpenAPI spec (YAML; openapi.version picks 3.0.3 or 3.1.0)' : 'the Postman collection (v2.1.0 JSON)';
  return `docgen ${kind} --app PATH [--out FILE] [--from-scribe DIR]

Writes ${what} of a Laravel app, whether or not ${kind === 'openapi' ? 'openapi' : 'collection'}.enabled is set.

Options:
  --app PATH          the Laravel app whose config is used (default: the current folder)
  --out FILE          where to write it; "-" prints it (default: <static.output_path>/${file} for type
                      static, storage/app/docgen/${file} for type framework)
  --from-scribe DIR   read Scribe's Camel files (.scribe or .scribe/endpoints) instead of extracting

Exit codes: 0 ok, 2 some endpoint had an error, 1 invalid config or no app.`;
}

export async function runOutputCommand(kind: OutputKind, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      app: { type: 'string', default: '.' },
      out: { type: 'string' },
      'from-scribe': { type: 'string' },
    },
    strict: true,
  });
  const appRoot = resolve(values.app ?? '.');
  if (!existsSync(appRoot) || !statSync(appRoot).isDirectory()) {
    console.error(`docgen ${kind}: no app at ${appRoot}.`);
    return 1;
  }
  const fromScribe = values['from-scribe'] ? resolve(values['from-scribe']) : undefined;
  if (fromScribe && !existsSync(fromScribe)) {
    console.error(`docgen ${kind}: no Camel folder at ${fromScribe}.`);
    return 1;
  }

  let app;
  try {
    app = await extractApp(appRoot, fromScribe ? { fromScribe } : {});
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const d of error.diagnostics) console.error(formatDiagnostic(d));
      console.error(`docgen ${kind}: the configuration is invalid; nothing was written.`);
      return 1;
    }
    throw error;
  }
  const context: OutputContext = { config: app.config, appName: app.appName, appUrl: app.appUrl };
  const rendered = render(kind, app.groups, context);
  const diagnostics = [...app.diagnostics, ...rendered.diagnostics];
  for (const d of diagnostics) console.error(formatDiagnostic(d));

  if (values.out === '-') {
    process.stdout.write(rendered.text);
  } else {
    const target = values.out ? resolve(values.out) : join(outputDirectory(appRoot, app.config), kind === 'openapi' ? OPENAPI_FILE : COLLECTION_FILE);
    writeFileAtomic(target, rendered.text);
    const endpoints = app.groups.reduce((n, g) => n + g.endpoints.length, 0);
    console.error(`Wrote ${target} (${endpoints} endpoint${endpoints === 1 ? '' : 's'} in ${app.groups.length} group${app.groups.length === 1 ? '' : 's'}).`);
  }
  return diagnostics.some((d) => d.severity === 'error') ? 2 : 0;
}

function render(kind: OutputKind, groups: Group[], context: OutputContext): { text: string; diagnostics: Diagnostic[] } {
  if (kind === 'openapi') {
    const { spec, diagnostics } = generateOpenApiSpec(groups, context);
    return { text: openApiToYaml(spec), diagnostics };
  }
  const { collection, diagnostics } = generatePostmanCollection(groups, context);
  return { text: collectionToJson(collection), diagnostics };
}

function formatDiagnostic(d: Diagnostic): string {
  return `${d.file ? `${d.file}:${d.line ?? 1}: ` : ''}${d.severity}: ${d.message}`;
}
