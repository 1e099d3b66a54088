/**
 * Vitest global setup: compiles `lib/` from the current sources before any test runs, so the tests that run the
 * `docgen` command (which loads `lib/`) test the code in the checkout, not an earlier compilation.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup(): void {
  execFileSync(process.execPath, [fileURLToPath(new URL('../../scripts/build-lib.mjs', import.meta.url))], { stdio: 'ignore' });
}
