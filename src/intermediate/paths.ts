/** Where docgen keeps its intermediate data inside an app (Scribe's `.scribe`, under docgen's name). */
import { join } from 'node:path';

export const DATA_DIR = '.docgen';

export function endpointsDir(appRoot: string): string {
  return join(appRoot, DATA_DIR, 'endpoints');
}

export function overridesFile(appRoot: string): string {
  return join(appRoot, DATA_DIR, 'overrides.yaml');
}

export function overridesDir(appRoot: string): string {
  return join(appRoot, DATA_DIR, 'overrides');
}

/** `NN.yaml`: what docgen writes (and may delete); `custom.*.yaml` are the user's. */
export const GROUP_FILE = /^\d+\.yaml$/;
export const CUSTOM_FILE = /^custom\..*\.ya?ml$/;
