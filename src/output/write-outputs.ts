/**
 * Where `collection.json`, `openapi.yaml` and `mcp.json` go, and writing them: type `static` (and
 * `external_static`) → `<app>/<static.output_path>/`; `framework` (and `external_framework`) →
 * `<app>/storage/app/docgen/`. Files are written atomically; a disabled output writes nothing and
 * removes the file a previous run left. A run whose outputs would be those the last run left writes nothing
 * (unchanged-outputs.ts).
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
import { outputsFingerprint } from './output-pieces.ts';
import { keepLastOutputs, lastOutputsFileOf, outputsInputs, unchangedOutputs } from './unchanged-outputs.ts';
import { KeptPieces } from '../extract/kept-pieces.ts';
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
  const context: OutputContext = { config, appName: options.appName, appUrl: options.appUrl, templates: options.templates ?? appTemplateLibrary(options.appRoot) };
  const paths = [join(dir, COLLECTION_FILE), join(dir, OPENAPI_FILE), join(dir, MCP_FILE)];
  // What the last run wrote holds when nothing they are made from changed and its files are as it left them.
  const fingerprint = outputsFingerprint(context);
  const inputs = options.piecesFile && !options.openApiGenerators?.length ? outputsInputs(groups, fingerprint) : undefined;
  const lastFile = options.piecesFile && lastOutputsFileOf(options.piecesFile);
  const unchanged = lastFile && inputs ? unchangedOutputs(lastFile, fingerprint, inputs, paths) : undefined;
  if (unchanged) {
    KeptPieces.touch(options.piecesFile!);
    const enabled = [config.collection.enabled, config.openapi.enabled, config.mcp.enabled];
    return { written: paths.filter((_, index) => enabled[index]), removed: [], diagnostics: unchanged, madePieces: [] };
  }
  const result: WrittenOutputs = { written: [], removed: [], diagnostics: [] };
  const pieces = options.piecesFile ? KeptPieces.open(options.piecesFile, fingerprint) : undefined;

  const [collectionPath, openApiPath, mcpPath] = paths as [string, string, string];
  if (config.collection.enabled) {
    const { text, diagnostics } = collectionText(groups, context, pieces);
    result.diagnostics.push(...diagnostics);
    writeFileAtomic(collectionPath, text);
    result.written.push(collectionPath);
  } else if (existsSync(collectionPath)) {
    rmSync(collectionPath, { force: true });
    result.removed.push(collectionPath);
  }

  if (config.openapi.enabled) {
    const { text, diagnostics } = openApiText(groups, context, { generators: options.openApiGenerators }, pieces);
    result.diagnostics.push(...diagnostics);
    writeFileAtomic(openApiPath, text);
    result.written.push(openApiPath);
  } else if (existsSync(openApiPath)) {
    rmSync(openApiPath, { force: true });
    result.removed.push(openApiPath);
  }

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
  if (lastFile && inputs) keepLastOutputs(lastFile, fingerprint, inputs, paths, result.diagnostics);
  return result;
}

