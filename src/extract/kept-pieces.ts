/**
 * Pieces kept between runs under keys that name their content (an endpoint's bytes under their digest, a Postman
 * item under its endpoint's digest …), so that a run after an edit makes again only the pieces of what changed.
 * Bytes are kept after the cache file's state and used where they lie in the file read (no decoding, no copy);
 * other values are in the state. A file is trusted only when written by this code for the same fingerprint
 * (persistent-cache.ts); a run keeps only the pieces it used, so the files do not grow.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { jsonExact } from '../json-exact.ts';
import { readCacheFile, touchPersisted, writeCacheFile } from './persistent-cache.ts';

interface KeptState {
  /** Names this file (a base), or the base this file adds to (a delta). */
  base: string;
  /** Texts: their keys and byte lengths, in the order of the bytes after the state. */
  keys: string[];
  lengths: Float64Array;
  /** Values: as JSON text when JSON gives each back exactly (it reads thousands of objects twice as fast), else as they are. */
  values: string | Map<string, unknown>;
}

interface Kept {
  texts: Map<string, Uint8Array>;
  values: Map<string, unknown>;
}

/**
 * The pieces are kept in two files: a base, rewritten rarely, and a delta with the pieces made since, which
 * names the base it adds to (a delta beside another base is ignored). A run after an edit writes a small delta;
 * when the delta or the base's unused pieces grow past a quarter of the base, the base is rewritten with
 * exactly what the run used and the delta emptied.
 */
export class KeptPieces {
  private readonly usedTexts = new Map<string, Uint8Array>();
  private readonly usedValues = new Map<string, unknown>();
  /**
   * What saving needs, counted as pieces are used rather than found by going over every piece at the end (tens of
   * thousands at 5,000 endpoints): the used pieces that are not the base's (what a delta holds), and how much of
   * the base was used.
   */
  private readonly freshTexts = new Map<string, Uint8Array>();
  private readonly freshValues = new Map<string, unknown>();
  private freshBytes = 0;
  private usedBaseBytes = 0;
  private usedBaseValues = 0;
  /** The keys of the pieces this run made (not read from either file), in order. */
  readonly made: string[] = [];

  private constructor(
    /** The file of the base. */
    readonly file: string | undefined,
    private readonly fingerprint: string,
    private readonly base: Kept & { id: string; bytes: number },
    private readonly delta: Kept,
  ) {}

  /** The pieces kept in `file` (and its delta) for this fingerprint (none when missing, stale or not ours). */
  static open(file: string | undefined, fingerprint: string): KeptPieces {
    const base = file ? readKept(file, fingerprint) : undefined;
    const delta = file && base ? readKept(deltaFileOf(file), fingerprint) : undefined;
    const empty = (): Kept => ({ texts: new Map(), values: new Map() });
    return new KeptPieces(
      file,
      fingerprint,
      base ? { ...base.kept, id: base.id, bytes: base.bytes } : { ...empty(), id: '', bytes: 0 },
      delta && base && delta.id === base.id ? delta.kept : empty(),
    );
  }

  /** Marks the files kept in `file` as used (the sweep of unused caches leaves them), without reading them. */
  static touch(file: string): void {
    touchPersisted(file);
    touchPersisted(deltaFileOf(file));
  }

  /** The text kept under `key` as UTF-8 bytes, or the one `make` gives (then kept). */
  text(key: string, make: () => string): Uint8Array {
    return this.bytes(key, () => Buffer.from(make(), 'utf8'));
  }

  /** The bytes kept under `key`, or those `make` gives (then kept). */
  bytes(key: string, make: () => Uint8Array): Uint8Array {
    const known = this.find(key);
    if (known) return known;
    const made = make();
    this.useText(key, made);
    this.made.push(key);
    return made;
  }

  /** The bytes kept under `key` (kept for the next run too), or undefined. */
  find(key: string): Uint8Array | undefined {
    const used = this.usedTexts.get(key);
    if (used) return used;
    const known = this.delta.texts.get(key) ?? this.base.texts.get(key);
    if (known) this.useText(key, known);
    return known;
  }

  /** Notes the first use of a text (a key's bytes never change once used). */
  private useText(key: string, bytes: Uint8Array): void {
    this.usedTexts.set(key, bytes);
    if (this.base.texts.get(key) === bytes) this.usedBaseBytes += bytes.length;
    else {
      this.freshTexts.set(key, bytes);
      this.freshBytes += bytes.length;
    }
  }

  /** Notes the value used under a key (a later use may replace one that another reader found not valid). */
  private useValue(key: string, value: unknown): void {
    const before = this.usedValues.get(key);
    if (before === value) return;
    if (before !== undefined) {
      if (this.base.values.get(key) === before) this.usedBaseValues--;
      else this.freshValues.delete(key);
    }
    this.usedValues.set(key, value);
    if (this.base.values.get(key) === value) this.usedBaseValues++;
    else this.freshValues.set(key, value);
  }

  /** A value kept under `key` that `valid` accepts, or the one `make` gives (then kept). */
  value<T>(key: string, valid: (value: unknown) => value is T, make: () => T): T {
    const known = this.findValue(key, valid);
    if (known !== undefined) return known;
    const made = make();
    this.useValue(key, made);
    this.made.push(key);
    return made;
  }

  /** The value kept under `key` that `valid` accepts (kept for the next run too), or undefined. */
  findValue<T>(key: string, valid: (value: unknown) => value is T): T | undefined {
    const used = this.usedValues.get(key);
    if (used !== undefined && valid(used)) return used;
    let known = this.delta.values.get(key);
    if (known === undefined || !valid(known)) known = this.base.values.get(key);
    if (known === undefined || !valid(known)) return undefined;
    this.useValue(key, known);
    return known;
  }

  /** Keeps every piece read for the next run too, used or not (for pieces that other kept pieces spare a run from asking for). */
  keepAll(): void {
    for (const kept of [this.delta, this.base]) {
      for (const [key, bytes] of kept.texts) if (!this.usedTexts.has(key)) this.useText(key, bytes);
      for (const [key, value] of kept.values) if (!this.usedValues.has(key)) this.useValue(key, value);
    }
  }

  /** Removes the files (found damaged): the next run makes every piece again. */
  discard(): void {
    if (!this.file) return;
    rmSync(this.file, { force: true });
    rmSync(deltaFileOf(this.file), { force: true });
  }

  /** Keeps the pieces this run used for the next: in a new delta, or a new base when that is due. */
  save(): void {
    if (!this.file) return;
    const fresh: Kept = { texts: this.freshTexts, values: this.freshValues };
    const unusedBytes = this.base.bytes - this.usedBaseBytes;
    const unusedValues = this.base.values.size - this.usedBaseValues;
    if (!this.base.id || this.freshBytes + unusedBytes > this.base.bytes / 4 || fresh.values.size + unusedValues > this.base.values.size / 4) {
      const id = randomUUID();
      if (writeKept(this.file, this.fingerprint, id, { texts: this.usedTexts, values: this.usedValues })) writeKept(deltaFileOf(this.file), this.fingerprint, id, { texts: new Map(), values: new Map() });
    } else if (this.made.length > 0 || fresh.texts.size !== this.delta.texts.size || fresh.values.size !== this.delta.values.size) {
      writeKept(deltaFileOf(this.file), this.fingerprint, this.base.id, fresh);
      touchPersisted(this.file);
    } else {
      touchPersisted(this.file);
      touchPersisted(deltaFileOf(this.file));
    }
  }
}

function readKept(file: string, fingerprint: string): { id: string; kept: Kept; bytes: number } | undefined {
  const read = readCacheFile(file, fingerprint);
  const state = read?.state as Partial<KeptState> | undefined;
  if (!read || !state || typeof state.base !== 'string' || !Array.isArray(state.keys) || !(state.lengths instanceof Float64Array)) return undefined;
  if (state.keys.length !== state.lengths.length) return undefined;
  const values = valuesOf(state.values);
  if (!values) return undefined;
  const texts = new Map<string, Uint8Array>();
  let offset = 0;
  for (let index = 0; index < state.keys.length; index++) {
    const key = state.keys[index];
    const length = state.lengths[index]!;
    if (typeof key !== 'string' || !Number.isInteger(length) || length < 0 || offset + length > read.tail.length) return undefined;
    texts.set(key, read.tail.subarray(offset, offset + length));
    offset += length;
  }
  return { id: state.base, kept: { texts, values }, bytes: offset };
}

function valuesOf(kept: unknown): Map<string, unknown> | undefined {
  if (kept instanceof Map) return kept;
  if (typeof kept !== 'string') return undefined;
  try {
    const entries: unknown = JSON.parse(kept);
    if (!Array.isArray(entries)) return undefined;
    // One plain loop over the thousands of entries, checking each as it is put in the map.
    const values = new Map<string, unknown>();
    for (let index = 0; index < entries.length; index++) {
      const entry: unknown = entries[index];
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') return undefined;
      values.set(entry[0], entry[1]);
    }
    return values;
  } catch {
    return undefined;
  }
}

function writeKept(file: string, fingerprint: string, base: string, kept: Kept): boolean {
  const texts = [...kept.texts];
  const values = [...kept.values];
  const state: KeptState = {
    base,
    keys: texts.map(([key]) => key),
    lengths: Float64Array.from(texts, ([, bytes]) => bytes.length),
    values: values.every(([, value]) => jsonExact(value)) ? JSON.stringify(values) : kept.values,
  };
  return writeCacheFile(file, fingerprint, state, texts.map(([, bytes]) => bytes));
}

function deltaFileOf(file: string): string {
  return file.replace(/\.v8$/, '.delta.v8');
}
