/** `virtual:docgen/config`: the public config (never `auth.use_value`) as a module for the pages. */
import type { Plugin } from 'vite';
import type { PublicConfig } from '../src/site-data/public-config.ts';
import { virtualModule } from './virtual-module.ts';

export const VIRTUAL_CONFIG = 'virtual:docgen/config';

export function virtualConfigPlugin(getConfig: () => PublicConfig): Plugin {
  return virtualModule('docgen:virtual-config', VIRTUAL_CONFIG, () => `export default ${JSON.stringify(getConfig())};`);
}
