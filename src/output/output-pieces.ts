/**
 * Parts of the output files (a Postman item, an OpenAPI path item as YAML …) kept between runs, each under the
 * content digest of the endpoints it is made from, so that a run after an edit makes again only the parts of the
 * endpoints that changed and splices the rest in. Texts are kept as UTF-8 bytes after the cache file's state and
 * used where they lie in the file read (no decoding, no copy); other values (an operation's places) are in the
 * state. The file sits beside the extraction's and is trusted only when written by this code for the same
 * settings (config, app name and URL, example-request templates: the fingerprint); a run keeps only the pieces
 * it used, so the file does not grow.
 */
import { readCacheFile, touchPersisted, writeCacheFile } from '../extract/persistent-cache.ts';

/** Text of an output as it is written: strings and UTF-8 bytes, in order. */
export type TextParts = Array<string | Uint8Array>;

interface KeptState {
  /** Texts: their keys and byte lengths, in the order of the bytes after the state. */
  texts: Array<[key: string, length: number]>;
  values: Map<string, unknown>;
}

export class OutputPieces {
  private readonly keptTexts = new Map<string, Uint8Array>();
  private readonly keptValues: Map<string, unknown>;
  private readonly usedTexts = new Map<string, Uint8Array>();
  private readonly usedValues = new Map<string, unknown>();
  private changed = false;

  private constructor(
    private readonly file: string | undefined,
    private readonly fingerprint: string,
    kept: { state: unknown; tail: Buffer } | undefined,
  ) {
    const state = kept?.state as Partial<KeptState> | undefined;
    this.keptValues = state?.values instanceof Map ? state.values : new Map();
    if (kept && Array.isArray(state?.texts)) {
      let offset = 0;
      for (const [key, length] of state.texts) {
        if (typeof key !== 'string' || !Number.isInteger(length) || length < 0 || offset + length > kept.tail.length) break;
        this.keptTexts.set(key, kept.tail.subarray(offset, offset + length));
        offset += length;
      }
    }
  }

  /** The pieces kept in `file` for this fingerprint (none when the file is missing, stale or not ours). */
  static open(file: string | undefined, fingerprint: string): OutputPieces {
    return new OutputPieces(file, fingerprint, file ? readCacheFile(file, fingerprint) : undefined);
  }

  /** The text kept under `key` as UTF-8 bytes, or the one `make` gives (then kept). */
  text(key: string, make: () => string): Uint8Array {
    const known = this.usedTexts.get(key) ?? this.keptTexts.get(key);
    if (known) {
      this.usedTexts.set(key, known);
      return known;
    }
    const made = Buffer.from(make(), 'utf8');
    this.usedTexts.set(key, made);
    this.changed = true;
    return made;
  }

  /** A value kept under `key` that `valid` accepts, or the one `make` gives (then kept). */
  value<T>(key: string, valid: (value: unknown) => value is T, make: () => T): T {
    const known = this.usedValues.get(key) ?? this.keptValues.get(key);
    if (known !== undefined && valid(known)) {
      this.usedValues.set(key, known);
      return known;
    }
    const made = make();
    this.usedValues.set(key, made);
    this.changed = true;
    return made;
  }

  /** Writes the pieces used by this run, when they differ from those read (else marks the file as used). */
  save(): void {
    if (!this.file) return;
    const same = !this.changed && this.usedTexts.size === this.keptTexts.size && this.usedValues.size === this.keptValues.size;
    if (same) return touchPersisted(this.file);
    const texts = [...this.usedTexts];
    const state: KeptState = { texts: texts.map(([key, bytes]) => [key, bytes.length]), values: this.usedValues };
    writeCacheFile(this.file, this.fingerprint, state, texts.map(([, bytes]) => bytes));
  }
}

/** The bytes of text parts, for writing. */
export function partsToBytes(parts: TextParts): Buffer {
  const chunks: Uint8Array[] = [];
  let pending = '';
  for (const part of parts) {
    if (typeof part === 'string') pending += part;
    else {
      if (pending) chunks.push(Buffer.from(pending, 'utf8'));
      pending = '';
      chunks.push(part);
    }
  }
  if (pending) chunks.push(Buffer.from(pending, 'utf8'));
  return Buffer.concat(chunks);
}

/** The pieces file beside an extraction cache file. */
export function piecesFileOf(extractionCacheFile: string): string {
  return extractionCacheFile.replace(/\.v8$/, '.outputs.v8');
}
