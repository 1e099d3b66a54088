/**
 * Spawns docgen's PHP bridge for one Laravel app and talks to it: one long-lived `php` process, so the
 * app boots once and serves many requests. Requests are sent one at a time; each has a timeout, after
 * which the process is stopped (its open transactions die with it). A crash or a timeout becomes a
 * `BridgeError` carrying a Diagnostic; nothing here throws anything else.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../model.ts';
import { childProcess, readline } from '../lazy-module.ts';
import { packageFile } from '../package-root.ts';
import type {
  BridgeCallRequest,
  BridgeCallResult,
  BridgeErrorBody,
  BridgeModelsRequest,
  BridgeModelsResult,
  BridgeReady,
  BridgeRouteRow,
  TableCounts,
} from './protocol.ts';

/** The bridge script shipped with docgen. */
export const BRIDGE_SCRIPT = packageFile('php', 'bridge', 'bridge.php');

export interface BridgeOptions {
  /** The PHP binary: this option, else `$DOCGEN_PHP`, else `php` on the PATH. */
  php?: string;
  /** How long booting the app may take (default 30 s). */
  bootTimeoutMs?: number;
  /** How long one request may take (default 30 s). */
  requestTimeoutMs?: number;
  /** Receives the bridge's stderr (PHP warnings, the app's logs and output), line by line. */
  onLog?: (line: string) => void;
  /** Extra environment variables for the PHP process. */
  env?: Record<string, string>;
}

export interface RequestOptions {
  timeoutMs?: number;
}

export interface Bridge {
  readonly appRoot: string;
  readonly info: BridgeReady;
  /** False once the process has exited (closed, crashed or stopped after a timeout). */
  readonly alive: boolean;
  routes(options?: RequestOptions): Promise<BridgeRouteRow[]>;
  call(request: BridgeCallRequest, options?: RequestOptions): Promise<BridgeCallResult>;
  models(request: BridgeModelsRequest, options?: RequestOptions): Promise<BridgeModelsResult>;
  /** Row counts of every table (default connection when none are given). */
  tables(connections?: string[], options?: RequestOptions): Promise<TableCounts>;
  /** Closes the bridge gracefully (pending requests finish first). */
  close(): Promise<void>;
  /** Stops the PHP process at once; open transactions die with it. Safe in a process 'exit' handler. */
  terminate(): void;
}

/** A failed bridge request. `fatal` means the PHP process is gone. */
export class BridgeError extends Error {
  constructor(
    readonly diagnostic: Diagnostic,
    readonly fatal: boolean,
  ) {
    super(diagnostic.message);
    this.name = 'BridgeError';
  }
}

export type OpenResult = { bridge: Bridge; reason?: undefined } | { bridge: null; reason: Diagnostic };

/** Why the bridge cannot run for this app, or null when it can be tried. */
export function bridgeUnavailableReason(appRoot: string): Diagnostic | null {
  // The person running docgen can forbid running the app's code whatever the app's own config asks for (a docs
  // preview of an untrusted branch): every use of PHP starts here.
  if (staticOnly()) {
    return {
      severity: 'notice',
      code: 'bridge-off',
      message: 'The DOCGEN_STATIC environment variable is set, so docgen runs none of the app\'s code: no response calls, no route:list import, no example models through PHP.',
    };
  }
  if (!existsSync(join(appRoot, 'vendor', 'autoload.php'))) {
    return {
      severity: 'notice',
      code: 'bridge-unavailable',
      message: `The app has no vendor/autoload.php, so docgen cannot run it through PHP (install its Composer dependencies to enable response calls and route:list import).`,
      file: 'vendor/autoload.php',
      line: 1,
    };
  }
  if (!existsSync(BRIDGE_SCRIPT)) {
    return { severity: 'error', code: 'bridge-missing', message: `docgen's PHP bridge script is missing (${BRIDGE_SCRIPT}).` };
  }
  return null;
}

/** Whether the environment forbids running PHP (`DOCGEN_STATIC` set to anything but empty, `0` or `false`). */
export function staticOnly(): boolean {
  const value = process.env.DOCGEN_STATIC ?? '';
  return value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** Starts the bridge; resolves to null (with the reason) when PHP or the app's vendor directory is missing or the app fails to boot. */
export async function tryOpenBridge(appRoot: string, options: BridgeOptions = {}): Promise<OpenResult> {
  let root: string;
  try {
    root = realpathSync(appRoot);
  } catch {
    return { bridge: null, reason: { severity: 'error', code: 'bridge-unavailable', message: `The app folder ${appRoot} does not exist.` } };
  }
  const unavailable = bridgeUnavailableReason(root);
  if (unavailable) return { bridge: null, reason: unavailable };
  const php = options.php ?? process.env.DOCGEN_PHP ?? 'php';
  return PhpBridge.start(root, php, options);
}

/** `tryOpenBridge` without the reason: null when the bridge cannot run (the reason goes to `report`). */
export async function openBridge(
  appRoot: string,
  options: BridgeOptions & { report?: (reason: Diagnostic) => void } = {},
): Promise<Bridge | null> {
  const opened = await tryOpenBridge(appRoot, options);
  if (opened.bridge === null) options.report?.(opened.reason);
  return opened.bridge;
}

interface Pending {
  id: number;
  line: string;
  timeoutMs: number;
  resolve: (value: unknown) => void;
  reject: (error: BridgeError) => void;
}

const STDERR_TAIL = 20;

class PhpBridge implements Bridge {
  private nextId = 1;
  private queue: Pending[] = [];
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stderrTail: string[] = [];
  private exited = false;
  private exitReason: string | null = null;
  info!: BridgeReady;

  private constructor(
    readonly appRoot: string,
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly options: BridgeOptions,
  ) {}

  get alive(): boolean {
    return !this.exited;
  }

  static start(appRoot: string, php: string, options: BridgeOptions): Promise<OpenResult> {
    return new Promise((resolve) => {
      let child: ChildProcessWithoutNullStreams;
      try {
        child = childProcess().spawn(php, [BRIDGE_SCRIPT, '--app', appRoot], {
          cwd: appRoot,
          env: { ...process.env, ...options.env },
          stdio: ['pipe', 'pipe', 'pipe'],
        });
      } catch (error) {
        resolve({ bridge: null, reason: phpMissing(php, error) });
        return;
      }
      const bridge = new PhpBridge(appRoot, child, options);
      let settled = false;
      const settle = (result: OpenResult) => {
        if (settled) return;
        settled = true;
        clearTimeout(bootTimer);
        if (result.bridge === null) child.kill('SIGKILL');
        resolve(result);
      };
      const bootTimeout = options.bootTimeoutMs ?? 30_000;
      const bootTimer = setTimeout(
        () => settle({ bridge: null, reason: bridge.failure(`The app did not boot within ${bootTimeout / 1000} s`) }),
        bootTimeout,
      );

      child.once('error', (error) => settle({ bridge: null, reason: phpMissing(php, error) }));
      // Writing to a process that just died fails with EPIPE; the exit handler reports it.
      child.stdin.on('error', () => undefined);
      readline().createInterface({ input: child.stderr }).on('line', (line) => bridge.onStderr(line));
      readline().createInterface({ input: child.stdout }).on('line', (line) => {
        const message = parseLine(line);
        if (message === null) {
          bridge.onStderr(line);
          return;
        }
        if (!settled) {
          if (message.ready === true) {
            bridge.info = message as unknown as BridgeReady;
            settle({ bridge });
          } else {
            const error = (message.error ?? {}) as BridgeErrorBody;
            settle({ bridge: null, reason: bridge.errorDiagnostic(error, 'The app could not be booted through PHP') });
          }
          return;
        }
        bridge.onReply(message);
      });
      child.once('exit', (code, signal) => {
        bridge.onExit(code, signal);
        settle({ bridge: null, reason: bridge.failure(`PHP exited before the app booted (${code ?? signal})`) });
      });
      // Never keep Node alive for the bridge alone; pending requests hold their own timers.
      child.unref();
      for (const stream of [child.stdin, child.stdout, child.stderr]) (stream as unknown as { unref?: () => void }).unref?.();
    });
  }

  async routes(options?: RequestOptions): Promise<BridgeRouteRow[]> {
    const result = (await this.request({ op: 'routes' }, options)) as { routes: BridgeRouteRow[] };
    return result.routes;
  }

  call(request: BridgeCallRequest, options?: RequestOptions): Promise<BridgeCallResult> {
    return this.request({ op: 'call', ...request }, options) as Promise<BridgeCallResult>;
  }

  models(request: BridgeModelsRequest, options?: RequestOptions): Promise<BridgeModelsResult> {
    return this.request({ op: 'models', ...request }, options) as Promise<BridgeModelsResult>;
  }

  async tables(connections?: string[], options?: RequestOptions): Promise<TableCounts> {
    const result = (await this.request({ op: 'tables', ...(connections ? { connections } : {}) }, options)) as { counts: TableCounts };
    return result.counts;
  }

  async close(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    try {
      await this.request({ op: 'close' }, { timeoutMs: 5_000 });
    } catch {
      // Stopped below anyway.
    }
    this.child.stdin.end();
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(killer);
  }

  terminate(): void {
    if (this.exited) return;
    this.exitReason ??= 'The PHP bridge was terminated';
    this.child.stdin.destroy();
    this.child.kill('SIGTERM');
  }

  private request(payload: Record<string, unknown>, options: RequestOptions = {}): Promise<unknown> {
    if (this.exited) {
      return Promise.reject(new BridgeError(this.failure(this.exitReason ?? 'The PHP bridge has stopped'), true));
    }
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.queue.push({
        id,
        line: JSON.stringify({ id, ...payload }) + '\n',
        timeoutMs: options.timeoutMs ?? this.options.requestTimeoutMs ?? 30_000,
        resolve,
        reject,
      });
      this.pump();
    });
  }

  private pump(): void {
    if (this.current || this.exited) return;
    const next = this.queue.shift();
    if (!next) return;
    this.current = next;
    this.timer = setTimeout(() => this.onTimeout(next), next.timeoutMs);
    this.child.stdin.write(next.line);
  }

  private onReply(message: Record<string, unknown>): void {
    const current = this.current;
    if (!current || message.id !== current.id) {
      this.onStderr(`(unexpected reply from the bridge: ${JSON.stringify(message).slice(0, 200)})`);
      return;
    }
    this.finishCurrent();
    if (message.ok === true) current.resolve(message.result);
    else {
      const fatal = message.fatal === true;
      current.reject(new BridgeError(this.errorDiagnostic((message.error ?? {}) as BridgeErrorBody, 'The PHP bridge request failed'), fatal));
    }
    this.pump();
  }

  private onTimeout(pending: Pending): void {
    if (this.current !== pending) return;
    this.exitReason = `A bridge request took longer than ${pending.timeoutMs / 1000} s, so the PHP process was stopped`;
    this.child.kill('SIGKILL');
    // onExit rejects the current and queued requests.
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    if (this.exited) return;
    this.exited = true;
    this.exitReason ??= `The PHP bridge stopped unexpectedly (${code !== null ? `exit code ${code}` : `signal ${signal}`})`;
    const error = new BridgeError(this.failure(this.exitReason), true);
    const pending = [...(this.current ? [this.current] : []), ...this.queue];
    this.finishCurrent();
    this.queue = [];
    for (const p of pending) p.reject(error);
  }

  private finishCurrent(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.current = null;
  }

  private onStderr(line: string): void {
    this.stderrTail.push(line);
    if (this.stderrTail.length > STDERR_TAIL) this.stderrTail.shift();
    this.options.onLog?.(line);
  }

  /** A Diagnostic for a process-level failure, with the last lines PHP wrote to stderr. */
  failure(what: string): Diagnostic {
    const tail = this.stderrTail.filter((l) => l.trim() !== '').slice(-3).join(' | ');
    return {
      severity: 'warning',
      code: 'bridge-failed',
      message: `${what.replace(/\.$/, '')}.${tail ? ` PHP said: ${tail.slice(0, 500)}` : ''}`,
    };
  }

  errorDiagnostic(error: BridgeErrorBody, fallback: string): Diagnostic {
    const inApp = typeof error.file === 'string' && !error.file.startsWith('/');
    return {
      severity: 'warning',
      code: 'bridge-request-failed',
      message: (error.message || fallback).replace(/\s+/g, ' ').trim(),
      ...(inApp && error.file ? { file: error.file, line: error.line ?? 1 } : {}),
    };
  }
}

function parseLine(line: string): Record<string, unknown> | null {
  if (!line.startsWith('{')) return null;
  try {
    const value: unknown = JSON.parse(line);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function phpMissing(php: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException)?.code;
  return {
    severity: 'notice',
    code: 'bridge-unavailable',
    message:
      code === 'ENOENT'
        ? `PHP was not found (${php}); response calls and route:list import need the app's PHP (set DOCGEN_PHP or the php option).`
        : `PHP (${php}) could not be started: ${error instanceof Error ? error.message : String(error)}.`,
  };
}
