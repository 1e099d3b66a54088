/**
 * Where the site's data comes from by default: the app's Scribe-format endpoint files
 * (`.docgen/endpoints/*.yaml`) read with the defaults and the integration's config overrides.
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readCamelDir } from '../src/camel/read-camel.ts';
import { defaultConfig } from '../src/config/defaults.ts';
import type { DocgenConfig } from '../src/config/types.ts';
import type { SiteSource } from './options.ts';

export function mergeConfig(base: DocgenConfig, overrides: Record<string, unknown>): DocgenConfig {
  const merge = (target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...target };
    for (const [key, value] of Object.entries(source)) {
      const current = out[key];
      out[key] =
        value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)
          ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return out;
  };
  return merge(base as unknown as Record<string, unknown>, overrides) as unknown as DocgenConfig;
}

export function defaultSource(appRoot: string, overrides: Record<string, unknown>): SiteSource {
  const config = mergeConfig(defaultConfig(), overrides);
  const dir = join(appRoot, '.docgen', 'endpoints');
  const read = existsSync(dir) ? readCamelDir(dir, config.groups.default) : { groups: [], diagnostics: [] };
  return { config, groups: read.groups, diagnostics: read.diagnostics, appName: basename(appRoot), appUrl: 'http://localhost' };
}
