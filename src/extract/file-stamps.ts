/**
 * File stamps for warm runs: a cached result stays valid while every file it was read from is unchanged.
 * A stamp is `mtime:size:sha1` of the content. A file whose size and mtime are as stamped is unchanged without
 * being read (the usual case, and the only one that costs nothing); one whose mtime moved but whose size is the
 * same is read and compared by content, so a `touch`, a checkout or a copy that rewrites files identically keeps
 * the cache. Each file is stat'ed, and read, at most once per run, whoever asks (the endpoint cache, the route
 * list, the class index's refresh). A file read through a value made from many (derived-reads.ts) is stamped with
 * the value's digest too, and holds while either is unchanged.
 *
 * A stamp found to hold by content is renewed where it is kept (its new mtime), so that the runs after a checkout
 * or a restored folder read each file once, not at every run; the caller writes the renewed stamps to disk.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { FileStat } from '../app-files.ts';
import { parseDerivedRead } from '../php/derived-reads.ts';
import { parsedHash } from '../php/parser.ts';

const MISSING = 'missing';

export class FileStamps {
  /** By path relative to the root; null for a missing file. */
  private readonly known = new Map<string, FileStat | null>();
  private readonly hashes = new Map<string, string>();
  /** Verdicts of matches() by file, then stamp: thousands of cached endpoints share a few hundred files. */
  private readonly verdicts = new Map<string, Map<string, boolean>>();
  /** By file, then stamp: the stamp that replaces one found to hold by content (the file as it is now). */
  private readonly renewed = new Map<string, Map<string, string>>();
  /** How many kept stamps were renewed this run (their keepers are to be written again). */
  renewals = 0;

  /** How to make the digest of each value read through (derived-reads.ts), and the digests made this run. */
  private readonly derivations = new Map<string, () => string>();
  private readonly derivedDigests = new Map<string, string>();

  /** The stats taken as files were read this run (see readWith). */
  private statWhenRead: (absPath: string) => FileStat | undefined = () => undefined;

  constructor(private readonly root: string) {}

  /**
   * Takes a file's size and mtime from the stat its reader made before reading it, when there was one: what the
   * run extracted is stamped with the file as it was read, so an edit made during the run shows at the next.
   * (Set once the reader has checked what it kept from earlier runs, which asks these stamps.)
   */
  readWith(statWhenRead: (absPath: string) => FileStat | undefined): void {
    this.statWhenRead = statWhenRead;
  }

  /** Names how to make the digest of a value that files are read through (made at most once per run). */
  derive(value: string, digest: () => string): void {
    this.derivations.set(value, digest);
  }

  private derivedDigest(value: string): string {
    let digest = this.derivedDigests.get(value);
    if (digest === undefined) {
      // A value nobody can make any more never matches: what read through it is extracted again.
      const make = this.derivations.get(value);
      digest = make ? make() : MISSING;
      this.derivedDigests.set(value, digest);
    }
    return digest;
  }

  private key(file: string): string {
    return isAbsolute(file) ? relative(this.root, file).split(sep).join('/') : file;
  }

  /** The file's path: a key within the app is appended to the root as it is (thousands per run; join() would normalise each). */
  private path(key: string): string {
    return key.startsWith('../') || key.includes('/../') ? join(this.root, key) : `${this.root}/${key}`;
  }

  /** Size and mtime, or undefined for a missing file; `file` is relative to the app root (or absolute). */
  stat(file: string): FileStat | undefined {
    const key = this.key(file);
    let value = this.known.get(key);
    if (value === undefined) {
      const path = this.path(key);
      value = this.statWhenRead(path);
      if (!value) {
        try {
          const stat = statSync(path, { throwIfNoEntry: false });
          value = stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
        } catch {
          value = null;
        }
      }
      this.known.set(key, value);
    }
    return value ?? undefined;
  }

  /** The sha1 of the file's content (the parser's, when it read this very version). */
  private hash(key: string, stat: FileStat): string {
    let hash = this.hashes.get(key);
    if (hash === undefined) {
      const absolute = join(this.root, key);
      hash = parsedHash(absolute, stat);
      if (hash === undefined) {
        try {
          // A named pipe or a device is stamped by its kind alone: reading one could wait forever.
          const kind = statSync(absolute);
          hash = kind.isFile() || kind.isDirectory() ? createHash('sha1').update(readFileSync(absolute)).digest('hex') : 'special';
        } catch (error) {
          // A folder is stamped by its list of entries (a file added or removed changes it).
          hash = (error as NodeJS.ErrnoException).code === 'EISDIR' ? createHash('sha1').update(readdirSync(absolute).sort().join('\0')).digest('hex') : MISSING;
        }
      }
      this.hashes.set(key, hash);
    }
    return hash;
  }

  /** `mtime:size:sha1`, or `missing`; for a file read through a value, that and `#` the value's digest. */
  stamp(file: string): string {
    const derived = parseDerivedRead(file);
    if (derived) return `${this.stamp(derived.file)}#${this.derivedDigest(derived.value)}`;
    const key = this.key(file);
    const stat = this.stat(key);
    return stat ? `${stat.mtimeMs}:${stat.size}:${this.hash(key, stat)}` : MISSING;
  }

  /** Stamps of several files, for storing beside a cached result. */
  stampAll(files: Iterable<string>): Array<[string, string]> {
    return [...new Set(files)].map((file) => [file, this.stamp(file)]);
  }

  /** Whether the file is as stamped: same mtime and size, or same size and content. */
  matches(file: string, stamp: string): boolean {
    // Nested maps: no key built from the two strings for each of the tens of thousands of questions.
    let byStamp = this.verdicts.get(file);
    if (!byStamp) this.verdicts.set(file, (byStamp = new Map()));
    const known = byStamp.get(stamp);
    if (known !== undefined) return known;
    const verdict = this.check(file, stamp);
    byStamp.set(stamp, verdict);
    return verdict;
  }

  /** Whether the file is as stamped; a stamp that holds by content alone is noted with its renewal. */
  private check(file: string, stamp: string): boolean {
    const derived = parseDerivedRead(file);
    if (derived) {
      // The file as it was, else the value as it was: an edit that leaves the value unchanged changes nothing here.
      const at = stamp.lastIndexOf('#');
      if (at < 0) return false;
      const fileStamp = stamp.slice(0, at);
      const digest = stamp.slice(at + 1);
      if (this.check(derived.file, fileStamp)) {
        const renewed = this.renewed.get(derived.file)?.get(fileStamp);
        if (renewed) this.renew(file, stamp, `${renewed}#${digest}`);
        return true;
      }
      if (digest === MISSING || digest !== this.derivedDigest(derived.value)) return false;
      this.renew(file, stamp, this.stamp(file));
      return true;
    }
    const key = this.key(file);
    const stat = this.stat(key);
    if (!stat || stamp === MISSING) return !stat && stamp === MISSING;
    const [mtimeMs, size, hash] = stamp.split(':');
    if (size !== String(stat.size)) return false;
    if (mtimeMs === String(stat.mtimeMs)) return true;
    const current = this.hash(key, stat);
    if (hash !== current) return false;
    this.renew(file, stamp, `${stat.mtimeMs}:${stat.size}:${current}`);
    return true;
  }

  private renew(file: string, stamp: string, renewed: string): void {
    let byStamp = this.renewed.get(file);
    if (!byStamp) this.renewed.set(file, (byStamp = new Map()));
    byStamp.set(stamp, renewed);
  }

  /**
   * Whether every stored stamp still holds. Those that hold by content are renewed in place (the pairs may be
   * shared by several keepers, which all hold them then), and counted in `renewals`.
   */
  unchanged(stamps: Array<[string, string]>): boolean {
    // A plain loop: asked for every kept endpoint, in code too short-lived to be optimised.
    for (let index = 0; index < stamps.length; index++) {
      const pair = stamps[index]!;
      if (!this.matches(pair[0], pair[1])) return false;
      if (this.renewed.size > 0) {
        const renewed = this.renewed.get(pair[0])?.get(pair[1]);
        if (renewed !== undefined) {
          pair[1] = renewed;
          this.renewals++;
        }
      }
    }
    return true;
  }
}
