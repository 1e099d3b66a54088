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

/*
 * Node's own modules that few runs use, loaded at their first use: every command loads docgen's whole bundle, and
 * a module imported at the top of any file of it is loaded at every start (and, on Node builds without a code cache
 * of their own modules, compiled from source: a twentieth of a run after an edit for these).
 */
export const childProcess = lazyModule<typeof import('node:child_process')>('node:child_process');
export const readline = lazyModule<typeof import('node:readline')>('node:readline');
export const readlinePromises = lazyModule<typeof import('node:readline/promises')>('node:readline/promises');
export const fsPromises = lazyModule<typeof import('node:fs/promises')>('node:fs/promises');
