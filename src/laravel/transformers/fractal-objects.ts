/**
 * league/fractal objects for the interpreter: a transformer instance (the app's `transform()` and
 * `includeX()` methods run as PHP with it as `$this`) and the resources its include methods return
 * (`$this->item(…)`, `$this->collection(…)`, `$this->primitive(…)`, `$this->null()`).
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { PhpClosure } from '../../php/closure.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { OrderedArray, fromPlain, type CallSite, type RuntimeObject } from '../models/runtime-values.ts';
import { evaluate } from '../../php/evaluate.ts';

export const TRANSFORMER_ABSTRACT = 'League\\Fractal\\TransformerAbstract';

export function isTransformerClass(className: string, classes: ClassIndex): boolean {
  return className.replace(/^\\/, '') === TRANSFORMER_ABSTRACT || classes.isSubclassOf(className, TRANSFORMER_ABSTRACT);
}

/** `new PostTransformer()`. */
export class TransformerInstance implements RuntimeObject {
  readonly phpClass: string;

  constructor(
    className: string,
    private readonly classes: ClassIndex,
  ) {
    this.phpClass = className.replace(/^\\/, '');
  }

  /** `$defaultIncludes` (the includes Fractal applies without a request asking for them). */
  defaultIncludes(): string[] {
    const value = this.propertyValue('defaultIncludes');
    return value instanceof OrderedArray ? value.values().filter((v): v is string => typeof v === 'string') : [];
  }

  private propertyValue(name: string): unknown {
    const found = this.classes.findProperty(this.phpClass, name);
    if (!found) return undefined;
    const { owner, property } = found;
    if (!property.default) return null;
    return fromPlain(evaluate(property.default, { scope: owner.scope, classes: this.classes, file: this.classes.absolutePath(owner.file), className: owner.name }));
  }

  getProperty(name: string, site: CallSite): unknown {
    const value = this.propertyValue(name);
    return value === undefined ? site.unknown(`the transformer property ${name}`) : value;
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    switch (name) {
      case 'item':
        return new FractalResource('item', args[0] ?? null, args[1], typeof args[2] === 'string' ? args[2] : null);
      case 'collection':
        return new FractalResource('collection', args[0] ?? null, args[1], typeof args[2] === 'string' ? args[2] : null);
      case 'primitive':
        return new FractalResource('primitive', args[0] ?? null, args[1], null);
      case 'null':
        return new FractalResource('null', null, undefined, null);
      case 'getDefaultIncludes':
        return OrderedArray.list(this.defaultIncludes());
      case 'getAvailableIncludes': {
        const value = this.propertyValue('availableIncludes');
        return value instanceof OrderedArray ? value : new OrderedArray();
      }
      case 'getCurrentScope':
        return null;
      default:
        return site.unknown(`the transformer method ${name}()`);
    }
  }
}

export type FractalKind = 'item' | 'collection' | 'primitive' | 'null';

/** A Fractal resource: data with the transformer that shapes it. */
export class FractalResource implements RuntimeObject {
  readonly phpClass: string;

  constructor(
    readonly kind: FractalKind,
    readonly data: unknown,
    /** A TransformerInstance, a closure, or undefined (primitive/null). */
    readonly transformer: unknown,
    readonly resourceKey: string | null,
  ) {
    this.phpClass = `League\\Fractal\\Resource\\${kind === 'null' ? 'NullResource' : kind[0]!.toUpperCase() + kind.slice(1)}`;
  }

  getProperty(name: string, site: CallSite): unknown {
    return site.unknown(`the Fractal resource property ${name}`);
  }

  callMethod(name: string, _args: unknown[], site: CallSite): unknown {
    if (name === 'getData') return this.data;
    if (name === 'getResourceKey') return this.resourceKey;
    if (name === 'setMeta' || name === 'setMetaValue' || name === 'setResourceKey') return this;
    return site.unknown(`the Fractal resource method ${name}()`);
  }
}

export function isTransformer(value: unknown): boolean {
  return value instanceof TransformerInstance || value instanceof PhpClosure;
}

/** `new PostTransformer()` and `new Item(…)`/`new Collection(…)` written by hand. */
export function transformersHost(classes: ClassIndex): EngineExtension {
  return {
    construct(className, args) {
      const name = className.replace(/^\\/, '');
      if (name === 'League\\Fractal\\Resource\\Item') return new FractalResource('item', args[0] ?? null, args[1], typeof args[2] === 'string' ? args[2] : null);
      if (name === 'League\\Fractal\\Resource\\Collection') return new FractalResource('collection', args[0] ?? null, args[1], typeof args[2] === 'string' ? args[2] : null);
      if (!isTransformerClass(name, classes)) return NOT_HANDLED;
      return new TransformerInstance(name, classes);
    },
  };
}

