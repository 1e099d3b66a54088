/**
 * Type `static`: the built docs folder (pages, assets, search index, collection and spec) copied
 * into the app's `static.output_path`, replacing what an earlier build put there.
 */
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * @param move the built folder is not needed afterwards (`docgen build` discards its output): it is renamed
 *   into place rather than copied, which saves writing every file again (thousands at a few thousand endpoints).
 */
export function copyStaticDocs(docsDir: string, target: string, move = false): void {
  if (!existsSync(docsDir)) throw new Error(`The built docs are missing at ${docsDir}.`);
  const staging = `${target}.docgen-tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  if (!move || !renamed(docsDir, staging)) cpSync(docsDir, staging, { recursive: true });
  // Swap in one step (a rename beside the target), so the app never serves a half-copied folder.
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/** Renames a folder; false when it cannot be (another file system): the caller copies it. */
function renamed(from: string, to: string): boolean {
  try {
    renameSync(from, to);
    return true;
  } catch {
    return false;
  }
}
