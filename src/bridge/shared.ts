/**
 * One bridge per app for the whole run, opened lazily on first use and closed at the end of the run
 * (`closeAllBridges()`, which the runner should call) or, at the latest, when the Node process exits.
 * A bridge that crashed is reopened on the next use, a few times at most.
 */
import { realpathSync } from 'node:fs';
import type { Diagnostic } from '../model.ts';
import { tryOpenBridge, type Bridge, type BridgeOptions, type OpenResult } from './bridge.ts';

const MAX_OPENINGS = 4;

interface Entry {
  opening: Promise<OpenResult>;
  openings: number;
}

const entries = new Map<string, Entry>();
let exitHookInstalled = false;
const liveBridges = new Set<Bridge>();

function keyOf(appRoot: string, php: string | undefined): string {
  let root = appRoot;
  try {
    root = realpathSync(appRoot);
  } catch {
    // A missing folder is reported by tryOpenBridge.
  }
  return `${php ?? process.env.DOCGEN_PHP ?? 'php'}\u0000${root}`;
}

/** The app's shared bridge, or null with the reason it cannot run. */
export async function sharedBridge(appRoot: string, options: BridgeOptions = {}): Promise<OpenResult> {
  installExitHook();
  const key = keyOf(appRoot, options.php);
  const entry = entries.get(key);
  if (entry) {
    const opened = await entry.opening;
    if (opened.bridge === null || opened.bridge.alive) return opened;
    if (entry.openings >= MAX_OPENINGS) {
      return { bridge: null, reason: tooManyRestarts(entry.openings) };
    }
    entry.openings++;
    entry.opening = open(appRoot, options);
    return entry.opening;
  }
  const fresh: Entry = { opening: open(appRoot, options), openings: 1 };
  entries.set(key, fresh);
  return fresh.opening;
}

async function open(appRoot: string, options: BridgeOptions): Promise<OpenResult> {
  const opened = await tryOpenBridge(appRoot, options);
  if (opened.bridge) liveBridges.add(opened.bridge);
  return opened;
}

/**
 * Closes the app's shared bridge because its PHP files changed (a booted app keeps the code it loaded);
 * the next use boots the app again. For watch modes such as `astro dev`.
 */
export async function invalidateBridge(appRoot: string, options: Pick<BridgeOptions, 'php'> = {}): Promise<void> {
  const key = keyOf(appRoot, options.php);
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  const opened = await entry.opening;
  if (opened.bridge) {
    liveBridges.delete(opened.bridge);
    await opened.bridge.close();
  }
}

/** Closes every shared bridge; the next use opens a new one. */
export async function closeAllBridges(): Promise<void> {
  const all = [...entries.values()];
  entries.clear();
  await Promise.all(
    all.map(async (entry) => {
      const opened = await entry.opening;
      if (opened.bridge) {
        liveBridges.delete(opened.bridge);
        await opened.bridge.close();
      }
    }),
  );
}

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort when the run forgot closeAllBridges(): PHP dies and SQLite/MySQL roll back what was open.
  process.once('exit', () => {
    for (const bridge of liveBridges) bridge.terminate();
  });
}

function tooManyRestarts(openings: number): Diagnostic {
  return {
    severity: 'warning',
    code: 'bridge-failed',
    message: `The PHP bridge stopped ${openings} times; docgen does not restart it again in this run.`,
  };
}
