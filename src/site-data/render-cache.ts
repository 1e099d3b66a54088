/**
 * Rendered endpoint HTML kept between builds, so that a rebuild renders only the endpoints whose
 * data changed. Entries are found by a key the caller builds from the endpoint's digest; the whole
 * file belongs to one `stamp` (docgen's code, the config, the templates: everything else the HTML
 * depends on) and is dropped when the stamp differs. Saving keeps only the entries this run used,
 * so removed endpoints do not pile up.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

interface CacheFile {
  stamp: string;
  html: Record<string, string>;
}

export class RenderCache {
  private readonly stored = new Map<string, string>();
  private readonly used = new Map<string, string>();
  private added = false;

  /** @param file where the HTML persists between builds (none: memory only). */
  constructor(
    private readonly stamp: string,
    private readonly file?: string,
  ) {
    if (!file) return;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
      if (saved.stamp === stamp) for (const [key, html] of Object.entries(saved.html)) this.stored.set(key, html);
    } catch {
      // No cache yet, or an unreadable one: start empty.
    }
  }

  get(key: string): string | undefined {
    const html = this.used.get(key) ?? this.stored.get(key);
    if (html !== undefined) this.used.set(key, html);
    return html;
  }

  set(key: string, html: string): void {
    this.used.set(key, html);
    this.added = true;
  }

  /** Writes the entries of this run (atomically), unless they are exactly the ones already on disk. */
  save(): void {
    if (!this.file) return;
    if (!this.added && this.used.size === this.stored.size) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    const content: CacheFile = { stamp: this.stamp, html: Object.fromEntries(this.used) };
    writeFileSync(temporary, JSON.stringify(content));
    renameSync(temporary, this.file);
    this.stored.clear();
    for (const [key, html] of this.used) this.stored.set(key, html);
    this.added = false;
  }
}
