/**
 * The `yaml` package (which keeps line numbers for diagnostics), loaded when first needed: most runs read no
 * YAML document (no override or Camel files), and loading it took some 30 ms of every start.
 */
import { lazyModule } from './lazy-module.ts';

export const yaml = lazyModule<typeof import('yaml')>('yaml');
