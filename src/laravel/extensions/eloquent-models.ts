/**
 * Eloquent for the PHP engine: static calls on the app's models (`Post::factory()`, `Post::where(…)->first()`),
 * `new Post([...])`, `Attribute::make()` and `Factory::new()`, answered from the endpoint's example world.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { argument } from '../../php/engine/frame.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { UNKNOWN } from '../../php/values.ts';
import { truthy } from '../../php/engine/value-ops.ts';
import { findFactoryClass, modelOfFactory } from '../factories/find-factory.ts';
import { PendingFactory, type FactoryWorld } from '../factories/pending-factory.ts';
import type { ModelInfo } from '../models/model-info.ts';
import { isEloquentModel } from '../models/model-keys.ts';
import { AttributeCast, ModelInstance, type ModelWorld } from '../models/model-instance.ts';
import { PhpCollection } from '../models/php-collection.ts';
import type { CallSite, RuntimeObject } from '../models/runtime-values.ts';

/** What Eloquent's calls need from the example world. */
export interface EloquentWorld extends ModelWorld, FactoryWorld {
  readonly classes: ClassIndex;
  modelInfo(className: string): ModelInfo | undefined;
  /** An example model of the class, as the world's models source builds it. */
  exampleModel(className: string): ModelInstance;
  /** The model of the class with this key in the example database (see ExampleWorld.foundModel). */
  foundModel(className: string, key: string | number): ModelInstance;
  /** `firstOrCreate($attributes, $values)` and its kin (see ExampleWorld.firstOrMake). */
  firstOrMake(className: string, attributes: Record<string, unknown>, values: Record<string, unknown>, how: 'create' | 'update' | 'new'): ModelInstance;
}

/** `Post::factory()`, `Attribute::make()`, `Post::first()` and other static calls on models, `new Post([...])`. */
export function eloquentModels(world: EloquentWorld): EngineExtension {
  return {
    callStatic: (className, method, args, site) => {
      const short = className.split('\\').pop()!;
      if (short === 'Attribute' && (method === 'make' || method === 'get' || method === 'set')) {
        if (method === 'get') return new AttributeCast(args[0], undefined);
        if (method === 'set') return new AttributeCast(undefined, args[0]);
        return new AttributeCast(argument(args, 0, 'get'), argument(args, 1, 'set'));
      }
      if (!isEloquentModel(className, world.classes) && !world.classes.find(className)?.name.includes('\\Models\\')) {
        const factory = world.classes.find(className);
        if (factory && method.toLowerCase() === 'new' && world.classes.isSubclassOf(className, 'Illuminate\\Database\\Eloquent\\Factories\\Factory')) {
          const model = modelOfFactory(factory, world.classes);
          if (model) return new PendingFactory(factory, model, world);
        }
        return NOT_HANDLED;
      }
      return modelStatic(world, className, method, args, site);
    },
    construct: (className, args) => {
      if (className.split('\\').pop() === 'Attribute') return new AttributeCast(argument(args, 0, 'get'), argument(args, 1, 'set'));
      if (isEloquentModel(className, world.classes)) {
        const info = world.modelInfo(className);
        if (!info) return NOT_HANDLED;
        const model = new ModelInstance(info, world);
        if (args[0] instanceof OrderedArray) for (const [k, v] of args[0].entries()) model.setAttribute(String(k), v);
        return model;
      }
      return NOT_HANDLED;
    },
  };
}

function modelStatic(world: EloquentWorld, className: string, method: string, args: unknown[], site: CallSite): unknown {
  const lower = method.toLowerCase();
  if (lower === 'factory') {
    const factoryClass = findFactoryClass(className, world.classes);
    if (!factoryClass) return site.unknown(`${className.split('\\').pop()}::factory() (no factory class found)`);
    let pending = new PendingFactory(factoryClass, className, world);
    if (typeof args[0] === 'number') pending = pending.withCount(args[0]);
    if (args[0] instanceof OrderedArray) pending = pending.withState(args[0]);
    return pending;
  }
  return new ModelQuery(world, className).callMethod(method, args, site);
}

const NARROWING =
  /^(where|orwhere|latest|oldest|orderby|reorder|inrandomorder|with|select|addselect|distinct|limit|take|skip|offset|forpage|join|leftjoin|rightjoin|crossjoin|groupby|having|has|orhas|doesnthave|without|query|active|published|tobase|lockforupdate|sharedlock)/i;

/** `Post::query()`, `Post::where(…)->first()`, `Post::inRandomOrder()->first()->id`: the example database. */
class ModelQuery implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Database\\Eloquent\\Builder';

  constructor(
    private readonly world: EloquentWorld,
    private readonly className: string,
  ) {}

  getProperty(name: string, site: CallSite): unknown {
    return site.unknown(`the query property ${name}`);
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const one = () => this.world.exampleModel(this.className);
    switch (name.toLowerCase()) {
      case 'find':
      case 'findorfail': {
        // By one key (not a list of keys, nor one the engine cannot tell): the model the example database holds.
        const key = args[0];
        return typeof key === 'number' || typeof key === 'string' ? this.world.foundModel(this.className, key) : one();
      }
      case 'firstorcreate':
        return this.world.firstOrMake(this.className, recordOf(args[0]), recordOf(args[1]), 'create');
      case 'updateorcreate':
        return this.world.firstOrMake(this.className, recordOf(args[0]), recordOf(args[1]), 'update');
      case 'firstornew':
        return this.world.firstOrMake(this.className, recordOf(args[0]), recordOf(args[1]), 'new');
      case 'first':
      case 'firstorfail':
      case 'sole':
      case 'create':
      case 'make':
        return one();
      case 'all':
      case 'get':
        return PhpCollection.of([one()], 'Illuminate\\Database\\Eloquent\\Collection');
      case 'count':
        return 1;
      case 'exists':
        return true;
      case 'value':
      case 'max':
      case 'min': {
        const model = one();
        return typeof args[0] === 'string' ? model.getProperty(args[0], site) : UNKNOWN;
      }
      case 'pluck': {
        const model = one();
        return PhpCollection.of([typeof args[0] === 'string' ? model.getProperty(args[0], site) : UNKNOWN]);
      }
      case 'random':
        return one();
      case 'when':
      case 'unless': {
        // Conditionable: the callback gets the query when the value holds (unless: when it does not).
        const holds = args[0] === UNKNOWN || truthy(args[0]) === (name.toLowerCase() === 'when');
        const callback = holds ? args[1] : args[2];
        if (callback === undefined || callback === null) return this;
        const result = site.invoke(callback, [this, args[0]]);
        return result === null || result === undefined ? this : result;
      }
      default:
        // Builder methods that narrow the query (`where`, `latest`, `inRandomOrder`, `with`, `addSelect`, `join` …).
        if (NARROWING.test(name)) return this;
        return site.unknown(`${this.className.split('\\').pop()}::${name}()`);
    }
  }
}

/** An array argument's string keys and values (nothing for a missing or unknown one). */
function recordOf(value: unknown): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  if (value instanceof OrderedArray) for (const [key, item] of value.entries()) if (typeof key === 'string') record[key] = item;
  return record;
}
