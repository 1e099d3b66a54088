/**
 * Controller facts of route matching (does the method exist, where, is it hidden) kept between runs with the
 * stamps of the files they were read from, so a warm run matches routes without parsing every controller.
 * Facts of a class the app does not declare are not kept: a new file may declare it.
 */
import type { ControllerFacts, ControllerFactsStore } from '../laravel/matching/match-routes.ts';
import type { ControllerRef } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { FileStamps } from './file-stamps.ts';
import type { StampedEntries, Stamps } from './persistent-cache.ts';

export class ControllerFactsCache {
  private readonly entries = new Map<string, { value: ControllerFacts; stamps: Stamps }>();
  changed = false;

  /** The store for one run, which checks stamps with that run's `stamps` and reads with its class index. */
  forRun(classes: ClassIndex, stamps: FileStamps): ControllerFactsStore {
    return {
      lookUp: (ref: ControllerRef, read: () => ControllerFacts | undefined) => {
        const key = `${ref.class}::${ref.method}`.toLowerCase();
        const known = this.entries.get(key);
        if (known && stamps.unchanged(known.stamps)) return known.value;
        const { value, files } = classes.readsDuring(read);
        if (value) this.entries.set(key, { value, stamps: stamps.stampAll(files) });
        else this.entries.delete(key);
        this.changed = true;
        return value;
      },
    };
  }

  toEntries(): StampedEntries<ControllerFacts> {
    return [...this.entries];
  }

  seed(entries: StampedEntries<ControllerFacts>): void {
    for (const [key, entry] of entries) this.entries.set(key, entry);
  }
}
