/**
 * Where `collection.json`, `openapi.yaml` and `mcp.json` go, and writing them: type `static` (and
 * `external_static`) → `<app>/<static.output_path>/`; `framework` (and `external_framework`) →
 * `<app>/storage/app/docgen/`. Files are written atomically; a disabled output writes nothing and
 * removes the file a previous run left.
 */
import { existsSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { DEFAULT_STATIC_OUTPUT_PATH } from '../config/defaults.ts';
import type { DocgenConfig } from '../config/types.ts';
import type { Diagnostic, Group } from '../model.ts';
import { writeFileAtomic } from '../atomic-write.ts';
import type { OutputContext } from './context.ts';
import type { OpenApiGenerator } from './openapi/openapi-generator.ts';
import { openApiText } from './openapi/openapi-text.ts';
import { collectionText } from './postman/collection-text.ts';
import { openOutputPieces } from './output-pieces.ts';
import { mcpDescription } from './mcp/mcp-description.ts';
import { COLLECTION_FILE, FRAMEWORK_DATA_DIR, MCP_FILE, OPENAPI_FILE } from './output-files.ts';
import { isStaticType } from '../config/output-types.ts';
import { appTemplateLibrary } from '../snippets/templates.ts';


/** The folder that receives `collection.json` and `openapi.yaml` for the config's `type`. */
export function outputDirectory(appRoot: string, config: DocgenConfig): string {
  const root = resolve(appRoot);
  if (isStaticType(config.type)) {
    const path = config.static.output_path || DEFAULT_STATIC_OUTPUT_PATH;
    return isAbsolute(path) ? path : join(root, path);
  }
  return join(root, FRAMEWORK_DATA_DIR);
}

export interface WriteOutputsOptions extends OutputContext {
  appRoot: string;
  groups: Group[];
  openApiGenerators?: OpenApiGenerator[];
  /** The file that keeps the outputs' parts between runs (kept-pieces.ts); none: everything is made anew. */
  piecesFile?: string;
}

export interface WrittenOutputs {
  /** Absolute paths of the files written. */
  written: string[];
  /** Absolute paths of stale files removed because their output is disabled. */
  removed: string[];
  diagnostics: Diagnostic[];
  /** With `piecesFile`: the keys of the parts this run made, none being kept from an earlier run. */
  madePieces?: string[];
}

export function writeOutputs(options: WriteOutputsOptions): WrittenOutputs {
  const { config, groups } = options;
  const dir = outputDirectory(options.appRoot, config);
  const result: WrittenOutputs = { written: [], removed: [], diagnostics: [] };
  const context: OutputContext = { config, appName: options.appName, appUrl: options.appUrl, templates: options.templates ?? appTemplateLibrary(options.appRoot) };
  const pieces = options.piecesFile ? openOutputPieces(options.piecesFile, context) : undefined;

  const collectionPath = join(dir, COLLECTION_FILE);
  if (config.collection.enabled) {
    const { text, diagnostics } = collectionText(groups, context, pieces);
    result.diagnostics.push(...diagnostics);
    writeFileAtomic(collectionPath, text);
    result.written.push(collectionPath);
  } else if (existsSync(collectionPath)) {
    rmSync(collectionPath, { force: true });
    result.removed.push(collectionPath);
  }

  const openApiPath = join(dir, OPENAPI_FILE);
  if (config.openapi.enabled) {
    const { text, diagnostics } = openApiText(groups, context, { generators: options.openApiGenerators }, pieces);
    result.diagnostics.push(...diagnostics);
    writeFileAtomic(openApiPath, text);
    result.written.push(openApiPath);
  } else if (existsSync(openApiPath)) {
    rmSync(openApiPath, { force: true });
    result.removed.push(openApiPath);
  }

  const mcpPath = join(dir, MCP_FILE);
  if (config.mcp.enabled) {
    writeFileAtomic(mcpPath, `${JSON.stringify(mcpDescription(groups, context, OPENAPI_FILE), null, 2)}\n`);
    result.written.push(mcpPath);
  } else if (existsSync(mcpPath)) {
    rmSync(mcpPath, { force: true });
    result.removed.push(mcpPath);
  }
  if (pieces) {
    pieces.save();
    result.madePieces = pieces.made;
  }
  return result;
}

