/**
 * One `docgen build` of an app at a time. Two builds of the same app share its Astro project (project.ts): its
 * output folder, its caches and the record of its pages; the second would find the first's pages half written,
 * or remove them. A build that finds the project taken waits until it is free (saying so once). The lock is a
 * folder in the project, refreshed while its build runs and removed when it ends, even on Ctrl-C; one left by a
 * build that was killed outright is taken over once it has not been refreshed for a minute.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { lock } from 'proper-lockfile';
import { projectRoot } from './project.ts';

/** Longer than the longest stretch a build keeps the event loop busy (a cold extraction of thousands of endpoints). */
const STALE_MS = 60_000;
/** How long a build waits for another one at most: longer than a build of the largest app takes. */
const WAIT_MS = 30 * 60_000;
const POLL_MS = 250;

/** Takes the app's project for this build; resolves to what gives it back. */
export async function lockProject(appRoot: string, waiting: () => void): Promise<() => Promise<void>> {
  const root = projectRoot(appRoot);
  mkdirSync(root, { recursive: true });
  const options = {
    stale: STALE_MS,
    realpath: false,
    lockfilePath: join(root, 'build.lock'),
    // A lock lost while held (its folder removed by hand, a clock jump): the build goes on; throwing would kill it.
    onCompromised: () => {},
  };
  try {
    return await lock(root, { ...options, retries: 0 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
  }
  waiting();
  return lock(root, { ...options, retries: { retries: Math.ceil(WAIT_MS / POLL_MS), factor: 1, minTimeout: POLL_MS, maxTimeout: POLL_MS } });
}
