/**
 * A model factory (`Post::factory()`, `$this` inside a factory class) for the interpreter: states and counts
 * accumulate, `create()`/`make()` ask the example world for a model, and the app's own factory methods
 * (`definition()`, state methods such as `published()`) run as PHP with this object as `$this`.
 */
import type { PhpClass } from '../../php/classes.ts';
import { UNKNOWN, type CallSite, type RuntimeObject } from '../models/runtime-values.ts';

/** What a factory needs from the example world. */
export interface FactoryWorld {
  readonly fakerProxy: RuntimeObject;
  /** `create()` (persist: ids and timestamps) or `make()`; a collection when a count was given. */
  makeFromFactory(factory: PendingFactory, persist: boolean): unknown;
  /** `raw()`: the attributes the factory would give, states applied. */
  rawAttributes(factory: PendingFactory): unknown;
}

export class PendingFactory implements RuntimeObject {
  readonly phpClass: string;

  constructor(
    readonly factoryClass: PhpClass,
    readonly modelClass: string,
    readonly world: FactoryWorld,
    /** State arrays and closures, in the order they were applied. */
    readonly states: unknown[] = [],
    readonly count: number | null = null,
  ) {
    this.phpClass = factoryClass.name;
  }

  withState(state: unknown): PendingFactory {
    return new PendingFactory(this.factoryClass, this.modelClass, this.world, [...this.states, state], this.count);
  }

  withCount(count: number | null): PendingFactory {
    return new PendingFactory(this.factoryClass, this.modelClass, this.world, this.states, count);
  }

  getProperty(name: string, site: CallSite): unknown {
    if (name === 'faker') return this.world.fakerProxy;
    if (name === 'model') return this.modelClass;
    return site.unknown(`the factory property ${name}`);
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    switch (name.toLowerCase()) {
      case 'state':
        return this.withState(args[0]);
      case 'count':
      case 'times':
        return this.withCount(typeof args[0] === 'number' ? args[0] : null);
      case 'create':
      case 'createone':
      case 'createquietly':
        return this.world.makeFromFactory(args.length ? this.withState(args[0]) : this, true);
      case 'make':
      case 'makeone':
        return this.world.makeFromFactory(args.length ? this.withState(args[0]) : this, false);
      case 'createmany':
      case 'makemany':
        return this.world.makeFromFactory(this.withCount(typeof args[0] === 'number' ? args[0] : 1), name.toLowerCase() === 'createmany');
      case 'raw':
        return this.world.rawAttributes(args.length ? this.withState(args[0]) : this);
      case 'modelname':
        return this.modelClass;
      case 'has':
      case 'hasattached':
      case 'for':
      case 'afterCreating'.toLowerCase():
      case 'aftermaking':
      case 'sequence':
      case 'foreachsequence':
      case 'configure':
      case 'recycle':
      case 'connection':
      case 'new':
      case 'withoutparents':
        return this;
      case 'definition':
        // A factory class without a definition() of its own.
        return UNKNOWN;
      default:
        return site.unknown(`the factory method ${name}()`);
    }
  }
}
