/**
 * The `yaml` package (which keeps line numbers for diagnostics), loaded when first needed: most runs read no
 * YAML document (no override or Camel files), and loading it took some 30 ms of every start.
 */
import { createRequire } from 'node:module';

type Yaml = typeof import('yaml');

let loaded: Yaml | undefined;

export function yaml(): Yaml {
  loaded ??= createRequire(import.meta.url)('yaml') as Yaml;
  return loaded;
}
