/**
 * Vitest global setup: compiles `lib/` from the current sources before any test runs, so the tests that run the
 * `docgen` command (which loads `lib/`) test the code in the checkout, not an earlier compilation. The extraction
 * caches of the run (thousands of temporary apps) go to a folder of its own, removed at the end, not to docgen's
 * own cache folder, where they would stay for two weeks.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export default function setup(): () => void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build-lib.mjs', import.meta.url))], { stdio: 'ignore' });
  if (process.env.DOCGEN_CACHE_DIR) return () => {};
  const caches = mkdtempSync(join(tmpdir(), 'docgen-test-caches-'));
  process.env.DOCGEN_CACHE_DIR = caches;
  return () => rmSync(caches, { recursive: true, force: true });
}
