/** `virtual:docgen/config`: the public config (never `auth.use_value`) as a module for the pages. */
import type { Plugin } from 'vite';
import type { PublicConfig } from '../src/site-data/public-config.ts';

export const VIRTUAL_CONFIG = 'virtual:docgen/config';
const RESOLVED = `\0${VIRTUAL_CONFIG}`;

export function virtualConfigPlugin(getConfig: () => PublicConfig): Plugin {
  return {
    name: 'docgen:virtual-config',
    resolveId(id) {
      return id === VIRTUAL_CONFIG ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export default ${JSON.stringify(getConfig())};` : undefined;
    },
  };
}
