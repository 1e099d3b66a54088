/**
 * Controller facts of route matching (does the method exist, where, is it hidden) kept between runs with the
 * stamps of the files they were read from, so a warm run matches routes without parsing every controller.
 * Facts of a class the app does not declare are not kept: a new file may declare it.
 */
import type { ControllerFacts, ControllerFactsStore } from '../laravel/matching/match-routes.ts';
import type { ControllerRef } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { FileStamps } from './file-stamps.ts';
import type { StampedEntries, Stamps } from './stamped-table.ts';

/** The tag that hides a controller or method; where its file never mentions it, nothing there is hidden. */
const HIDING = /hidefromapidocumentation/i;

/**
 * A method's facts read from its controller's text, without parsing it, when the text tells them: the class
 * declares the method itself and its file never mentions the hiding tag. Else undefined (the class is parsed).
 * The controller is then parsed when its endpoints are extracted, not all at once before.
 */
function factsFromText(ref: ControllerRef, classes: ClassIndex): ControllerFacts | undefined {
  const found = classes.methodInText(ref.class, ref.method);
  if (!found || HIDING.test(found.text)) return undefined;
  return { location: { file: found.file, line: found.line }, magicCall: false, hidden: false };
}

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
        const { value, files } = classes.readsDuring(() => factsFromText(ref, classes) ?? read());
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
    for (let index = 0; index < entries.length; index++) this.entries.set(entries[index]![0], entries[index]![1]);
  }
}
