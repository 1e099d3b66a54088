/**
 * Rendered endpoint HTML kept between builds, so that a rebuild renders only the endpoints whose
 * data changed. Entries are found by a key the caller builds from the endpoint's digest; the kept
 * pieces belong to one `stamp` (docgen's code, the config, the templates: everything else the HTML
 * depends on) and are dropped when the stamp differs. Saving keeps only the entries this run used,
 * so removed endpoints do not pile up (kept-pieces.ts: after one edit, only a small delta is written).
 */
import { KeptPieces } from '../extract/kept-pieces.ts';
import { textOf } from './kept-text.ts';

export class RenderCache {
  private opened: KeptPieces | undefined;

  /** @param file where the HTML persists between builds (none: memory only). */
  constructor(
    private readonly stamp: string,
    private readonly file?: string,
  ) {}

  get(key: string): string | undefined {
    const bytes = this.pieces().find(key);
    return bytes && textOf(bytes);
  }

  /** Keeps `html` under `key`, unless HTML is kept there already (the key names the content). */
  set(key: string, html: string): void {
    this.pieces().text(key, () => html);
  }

  /** Keeps the entries this run used for the next build. */
  save(): void {
    if (!this.opened || !this.file) return;
    this.opened.save();
    // Read again when used again (`astro dev`): the files on disk are now the ones to add to.
    this.opened = undefined;
  }

  private pieces(): KeptPieces {
    return (this.opened ??= KeptPieces.open(this.file, this.stamp));
  }
}
