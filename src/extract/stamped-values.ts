/**
 * Values read from files, kept between runs with the stamps of the files they were read from: a value is taken
 * again while those files are unchanged (controller facts of route matching, the parts of the swagger-php registry).
 */
import type { FileStamps } from './file-stamps.ts';
import type { StampedEntries, Stamps } from './stamped-table.ts';

export class StampedValues<T> {
  private readonly entries = new Map<string, { value: T; stamps: Stamps }>();
  private fingerprint: string | undefined;
  changed = false;

  /** Starts a run: what was read under another fingerprint (config, env) is dropped. */
  beginRun(fingerprint: string): void {
    if (fingerprint !== this.fingerprint && this.fingerprint !== undefined) this.entries.clear();
    this.fingerprint = fingerprint;
  }

  /** The value kept under `key` while its files are unchanged (with those files), else the one `read` gives, kept. */
  get(key: string, stamps: FileStamps, read: () => { value: T; files: Set<string> }): { value: T; files: Iterable<string> } {
    const known = this.entries.get(key);
    if (known && stamps.unchanged(known.stamps)) return { value: known.value, files: known.stamps.map(([file]) => file) };
    const made = read();
    // Nothing found is not kept: a new file may hold it next time.
    if (made.value === undefined) this.entries.delete(key);
    else this.entries.set(key, { value: made.value, stamps: stamps.stampAll(made.files) });
    this.changed = true;
    return made;
  }

  /** The value kept for `file` (relative to the root), read from that file alone, while it is unchanged, else the one `read` gives. */
  ofFile(file: string, stamps: FileStamps, read: () => T): T {
    return this.get(file, stamps, () => ({ value: read(), files: new Set([file]) })).value;
  }

  toEntries(): StampedEntries<T> {
    return [...this.entries];
  }

  seed(entries: StampedEntries<T>): void {
    for (let index = 0; index < entries.length; index++) this.entries.set(entries[index]![0], entries[index]![1]);
  }
}
