/**
 * File stamps (mtime and size) for warm runs: a cached result stays valid while every file it was read from has
 * the stamp it had then. Each file is stat'ed at most once per run, whoever asks (the endpoint cache, the route
 * list, the class index's refresh).
 */
import { statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { FileStat } from '../php/class-index.ts';

export class FileStamps {
  /** By path relative to the root; null for a missing file. */
  private readonly known = new Map<string, FileStat | null>();

  constructor(private readonly root: string) {}

  /** Size and mtime, or undefined for a missing file; `file` is relative to the app root (or absolute). */
  stat(file: string): FileStat | undefined {
    const key = isAbsolute(file) ? relative(this.root, file).split(sep).join('/') : file;
    let value = this.known.get(key);
    if (value === undefined) {
      try {
        const stat = statSync(join(this.root, key));
        value = { size: stat.size, mtimeMs: stat.mtimeMs };
      } catch {
        value = null;
      }
      this.known.set(key, value);
    }
    return value ?? undefined;
  }

  /** `mtime:size`, or `missing`. */
  stamp(file: string): string {
    const stat = this.stat(file);
    return stat ? `${stat.mtimeMs}:${stat.size}` : 'missing';
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
