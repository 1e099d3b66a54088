/**
 * Controller facts of route matching (does the method exist, where, is it hidden) kept between runs with the
 * stamps of the files they were read from, so a warm run matches routes without parsing every controller.
 * Facts of a class the app does not declare are not kept: a new file may declare it.
 */
import type { ControllerFacts, ControllerFactsStore } from '../laravel/matching/match-routes.ts';
import type { ControllerRef } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { FileStamps } from './file-stamps.ts';
import type { StampedEntries } from './stamped-table.ts';
import { StampedValues } from './stamped-values.ts';

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
  private readonly values = new StampedValues<ControllerFacts | undefined>();

  get changed(): boolean {
    return this.values.changed;
  }

  set changed(changed: boolean) {
    this.values.changed = changed;
  }

  /** The store for one run, which checks stamps with that run's `stamps` and reads with its class index. */
  forRun(classes: ClassIndex, stamps: FileStamps): ControllerFactsStore {
    return {
      lookUp: (ref: ControllerRef, read: () => ControllerFacts | undefined) => {
        const key = `${ref.class}::${ref.method}`.toLowerCase();
        return this.values.get(key, stamps, () => classes.readsDuring(() => factsFromText(ref, classes) ?? read())).value;
      },
    };
  }

  toEntries(): StampedEntries<ControllerFacts> {
    return this.values.toEntries() as StampedEntries<ControllerFacts>;
  }

  seed(entries: StampedEntries<ControllerFacts>): void {
    this.values.seed(entries);
  }
}
