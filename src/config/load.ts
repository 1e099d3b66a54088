/**
 * The resolved configuration of an app: `config/docgen.php` (or Scribe's `config/scribe.php`, with a notice),
 * read statically, validated, with the defaults applied and integration/CLI options merged on top.
 * Errors (wrong types or values) are fatal for the caller: `configHasErrors()` tells, nothing should be written.
 */
import { locateAppFile, outsideAppReason } from '../app-files.ts';
import { existsSync, lstatSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Diagnostic } from '../model.ts';
import { parseFile } from '../php/parser.ts';
import { defaultConfig } from './defaults.ts';
import { appEnv } from './env.ts';
import { applyLegacyRouteSettings, mapScribeNames } from './legacy.ts';
import { deepMerge } from './merge.ts';
import { readPhpConfigFile } from './php-config.ts';
import { DEFAULT_EXTERNAL_THEME, isExternalType, themesFor } from './output-types.ts';
import { isPlainObject } from './php-values.ts';
import type { UserConfig } from './schema.ts';
import { isShowableLogo } from './showable-logo.ts';
import type { ConfigOverrides, DocgenConfig, RouteGroupConfig } from './types.ts';
import { validateLayer } from './validate.ts';

export interface LoadedConfig {
  config: DocgenConfig;
  diagnostics: Diagnostic[];
  /** The config file read, relative to the app root, or null when the app has none. */
  source: string | null;
}

export class ConfigError extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    super(
      `The configuration is invalid:\n${errors
        .map((d) => `  ${d.file ? `${d.file}:${d.line ?? 1}: ` : ''}${d.message}`)
        .join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export function configHasErrors(diagnostics: Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

export function loadConfig(appRoot: string, overrides?: ConfigOverrides | Record<string, unknown>): LoadedConfig {
  const root = resolve(appRoot);
  const diagnostics: Diagnostic[] = [];
  const env = appEnv(root);

  // Files every run reads by their fixed name: one that is a link out of the app is not read (app-files.ts).
  for (const name of ['.env', 'composer.json']) {
    const lookup = locateAppFile(root, name);
    if (!lookup.found && lookup.reason === 'outside') {
      diagnostics.push({ severity: 'warning', code: 'outside-app', message: `${name} is not read, ${outsideAppReason(lookup)}.`, file: name, line: 1 });
    }
  }

  let source: string | null = null;
  let fileLayer: UserConfig = {};
  const docgenFile = join(root, 'config/docgen.php');
  const scribeFile = join(root, 'config/scribe.php');
  const chosen = isPresent(docgenFile) ? 'config/docgen.php' : isPresent(scribeFile) ? 'config/scribe.php' : null;
  if (chosen) {
    source = chosen;
    const fromScribe = chosen === 'config/scribe.php';
    if (fromScribe) {
      diagnostics.push({
        severity: 'notice',
        code: 'config-from-scribe',
        message: "config/docgen.php was not found; Scribe's config/scribe.php is read instead (postman → collection, laravel → framework).",
        file: chosen,
        line: 1,
      });
    }
    const absolute = join(root, chosen);
    const read = readPhpConfigFile(absolute, root, env);
    diagnostics.push(...read.diagnostics);
    const mapped = mapScribeNames(read.value ?? {}, fromScribe, { file: chosen }, diagnostics);
    const validated = validateLayer(mapped, { file: chosen, text: read.value ? parseFile(absolute).source : '' });
    diagnostics.push(...validated.diagnostics);
    fileLayer = validated.value;
  }

  let optionLayer: UserConfig = {};
  if (overrides !== undefined) {
    const mapped = isPlainObject(overrides) ? mapScribeNames(overrides, false, {}, diagnostics) : overrides;
    const validated = validateLayer(mapped, {});
    diagnostics.push(...validated.diagnostics);
    optionLayer = validated.value;
  }

  const config = resolveConfig(root, fileLayer, optionLayer, source, diagnostics);
  return { config, diagnostics, source };
}

function resolveConfig(
  root: string,
  fileLayer: UserConfig,
  optionLayer: UserConfig,
  source: string | null,
  diagnostics: Diagnostic[],
): DocgenConfig {
  const at = source ? { file: source, line: 1 } : {};
  const merged = deepMerge(deepMerge(defaultConfig(), fileLayer), optionLayer) as unknown as Record<string, unknown>;
  const config = merged as unknown as DocgenConfig;
  const isSet = (key: keyof UserConfig) => fileLayer[key] !== undefined || optionLayer[key] !== undefined;

  neutraliseNulls(config);
  if (!isSet('theme') && isExternalType(config.type)) config.theme = DEFAULT_EXTERNAL_THEME;
  checkTheme(config, at, diagnostics);
  if (!isSet('database_connections_to_transact')) config.database_connections_to_transact = defaultConnection(root);
  config.database_connections_to_transact = config.database_connections_to_transact.map(String);
  checkAuth(config, at, diagnostics);
  checkLogo(config, at, diagnostics);
  reportPhpClasses(config, at, diagnostics);
  applyLegacyRouteSettings(config, source ? { file: source } : {}, diagnostics);
  return config;
}

type At = { file?: string; line?: number };

/** Nulls PHP configs use for "not set" → the neutral values; lists of names as strings; route groups completed. */
function neutraliseNulls(config: DocgenConfig): void {
  config.base_url ??= '';
  config.description ??= '';
  config.intro_text ??= '';
  config.last_updated ??= '';
  config.logo ??= false;
  config.auth.placeholder ??= '';
  config.auth.extra_info ??= '';
  config.auth.use_value = config.auth.use_value === null || config.auth.use_value === undefined ? '' : String(config.auth.use_value);
  config.framework.middleware = (config.framework.middleware ?? []).map(String);
  config.openapi.generators = (config.openapi.generators ?? []).map(String);
  config.routes = config.routes.map(completeRouteGroup);
}

/** The theme must be one the type can use. */
function checkTheme(config: DocgenConfig, at: At, diagnostics: Diagnostic[]): void {
  const allowedThemes = themesFor(config.type);
  if (allowedThemes.includes(config.theme)) return;
  diagnostics.push({
    severity: 'error',
    code: 'config-value',
    message: `Config key theme is '${config.theme}', which type '${config.type}' cannot use; allowed: ${allowedThemes.map((t) => `'${t}'`).join(', ')}.`,
    ...at,
  });
}

/** Authentication that cannot be documented for want of `auth.in` or `auth.name`. */
function checkAuth(config: DocgenConfig, at: At, diagnostics: Diagnostic[]): void {
  if (config.auth.enabled && !config.auth.in) {
    diagnostics.push({
      severity: 'warning',
      code: 'config-auth',
      message: "auth.enabled is true but auth.in is not set, so no auth parameter is documented; set auth.in to 'bearer', 'basic', 'header', 'query' or 'body'.",
      ...at,
    });
  } else if (config.auth.enabled && ['header', 'query', 'body'].includes(config.auth.in ?? '') && !config.auth.name) {
    diagnostics.push({
      severity: 'warning',
      code: 'config-auth',
      message: `auth.in is '${config.auth.in}' but auth.name is not set, so no auth parameter is documented; set auth.name.`,
      ...at,
    });
  }
}

/** A logo that is neither an image path nor an image URL is dropped, with a warning. */
function checkLogo(config: DocgenConfig, at: At, diagnostics: Diagnostic[]): void {
  if (config.logo === false || isShowableLogo(config.logo)) return;
  diagnostics.push({
    severity: 'warning',
    code: 'config-value',
    message: `Config key logo is '${config.logo.slice(0, 60)}', which is not an image path or an http(s) or data:image URL; the docs are built without a logo.`,
    ...at,
  });
  config.logo = false;
}

/** PHP classes the config names cannot run statically: said once, the built-in behaviour is used. */
function reportPhpClasses(config: DocgenConfig, at: At, diagnostics: Diagnostic[]): void {
  if (config.routeMatcher) {
    diagnostics.push({
      severity: 'notice',
      code: 'config-php-class',
      message: `routeMatcher ${config.routeMatcher} is a PHP class and cannot run statically; docgen's own route matching is used.`,
      ...at,
    });
  }
  if (config.openapi.generators.length > 0) {
    diagnostics.push({
      severity: 'notice',
      code: 'config-php-class',
      message: `openapi.generators lists PHP classes (${config.openapi.generators.join(', ')}) that cannot run statically; pass TypeScript generators through the options instead.`,
      ...at,
    });
  }
}

/** Whether something is at `path`, even a folder or a link to nothing: those are reported, not skipped silently. */
function isPresent(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function completeRouteGroup(group: Partial<RouteGroupConfig>): RouteGroupConfig {
  const match: Partial<RouteGroupConfig['match']> = group.match ?? {};
  return {
    ...group,
    match: { ...match, prefixes: match.prefixes ?? ['api/*'], domains: match.domains ?? ['*'] },
    include: group.include ?? [],
    exclude: group.exclude ?? [],
  };
}

/** The default of database_connections_to_transact: the app's default connection. */
function defaultConnection(root: string): string[] {
  const file = join(root, 'config/database.php');
  if (!existsSync(file)) return [];
  const read = readPhpConfigFile(file, root, appEnv(root));
  const value = read.value?.default;
  return typeof value === 'string' && value ? [value] : [];
}
