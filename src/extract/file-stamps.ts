/**
 * File stamps (mtime and size) for warm runs: a cached result stays valid while every file it was read from has
 * the stamp it had then. Each file is stat'ed at most once per run.
 */
import { statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';

export class FileStamps {
  private readonly known = new Map<string, string>();

  constructor(private readonly root: string) {}

  /** `mtime:size`, or `missing`; `file` is relative to the app root (or absolute). */
  stamp(file: string): string {
    let value = this.known.get(file);
    if (value === undefined) {
      try {
        const stat = statSync(isAbsolute(file) ? file : join(this.root, file));
        value = `${stat.mtimeMs}:${stat.size}`;
      } catch {
        value = 'missing';
      }
      this.known.set(file, value);
    }
    return value;
  }

  /** Stamps of several files, for storing beside a cached result. */
  stampAll(files: Iterable<string>): Array<[string, string]> {
    return [...new Set(files)].map((file) => [file, this.stamp(file)]);
  }

  /** Whether every stored stamp still holds. */
  unchanged(stamps: Array<[string, string]>): boolean {
    return stamps.every(([file, stamp]) => this.stamp(file) === stamp);
  }
}
