/** Console output of code run in this process, line by line (the spies are restored after each test). */
import { afterEach, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

export function captureConsole(): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')));
  return { out, err };
}
