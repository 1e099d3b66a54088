/**
 * Type `static`: the built docs folder (pages, assets, search index, collection and spec) copied
 * into the app's `static.output_path`, replacing what an earlier build put there.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

export function copyStaticDocs(docsDir: string, target: string): void {
  if (!existsSync(docsDir)) throw new Error(`The built docs are missing at ${docsDir}.`);
  const staging = `${target}.docgen-tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  cpSync(docsDir, staging, { recursive: true });
  // Swap in one step (a rename beside the target), so the app never serves a half-copied folder.
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}
