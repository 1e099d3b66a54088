/**
 * A CommonJS package loaded when it is first used rather than when docgen starts: every package a command's
 * modules import is loaded (and compiled) at its start, and some are needed by few runs (YAML documents, regex
 * or relative-date rules).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A function that loads the package on its first call and then returns it. */
export function lazyModule<T>(specifier: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(specifier) as T);
}
