/**
 * Parts of the output files (a Postman item, an OpenAPI path item as YAML …) kept between runs, each under the
 * content digest of the endpoints it is made from, so that a run after an edit makes again only the parts of the
 * endpoints that changed and splices the rest in as text. The pieces live in a cache file beside the
 * extraction's, trusted only when written by this code for the same settings (config, app name and URL,
 * example-request templates: the fingerprint); a run keeps only the pieces it used, so the file does not grow.
 */
import { readCacheFile, touchPersisted, writeCacheFile } from '../extract/persistent-cache.ts';

export class OutputPieces {
  private readonly kept: Map<string, unknown>;
  private readonly used = new Map<string, unknown>();
  private changed = false;

  private constructor(
    private readonly file: string | undefined,
    private readonly fingerprint: string,
    kept: Map<string, unknown> | undefined,
  ) {
    this.kept = kept ?? new Map();
  }

  /** The pieces kept in `file` for this fingerprint (none when the file is missing, stale or not ours). */
  static open(file: string | undefined, fingerprint: string): OutputPieces {
    const state = file ? readCacheFile(file, fingerprint) : undefined;
    return new OutputPieces(file, fingerprint, state instanceof Map ? (state as Map<string, unknown>) : undefined);
  }

  /** The text kept under `key`, or the one `make` gives (then kept). */
  text(key: string, make: () => string): string {
    const known = this.used.get(key) ?? this.kept.get(key);
    if (typeof known === 'string') {
      this.used.set(key, known);
      return known;
    }
    const made = make();
    this.used.set(key, made);
    this.changed = true;
    return made;
  }

  /** A value kept under `key` that `valid` accepts, or the one `make` gives (then kept). */
  value<T>(key: string, valid: (value: unknown) => value is T, make: () => T): T {
    const known = this.used.get(key) ?? this.kept.get(key);
    if (known !== undefined && valid(known)) {
      this.used.set(key, known);
      return known;
    }
    const made = make();
    this.used.set(key, made);
    this.changed = true;
    return made;
  }

  /** Writes the pieces used by this run, when they differ from those read (else marks the file as used). */
  save(): void {
    if (!this.file) return;
    if (!this.changed && this.used.size === this.kept.size) touchPersisted(this.file);
    else writeCacheFile(this.file, this.fingerprint, this.used);
  }
}

/** The pieces file beside an extraction cache file. */
export function piecesFileOf(extractionCacheFile: string): string {
  return extractionCacheFile.replace(/\.v8$/, '.outputs.v8');
}
