/**
 * What Laravel's container gives the example engine: `app(Service::class)` / `resolve(...)` / `app()->make(...)`
 * for a class the app declares is an object of it (its typed properties examples, its methods the app's PHP),
 * and a static call on an app facade (`class License extends Facade`) runs the method of the class its
 * `getFacadeAccessor()` names, else gives an example of the type its `@method static bool isPlus()` doc declares.
 * What the container binds at run time (an interface, a string key) cannot be known statically.
 */
import type { PhpClass } from '../../php/classes.ts';
import { isNode, type PhpNode } from '../../php/ast.ts';
import type { PhpEngine } from '../../php/engine/engine.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { shortName } from '../../php/engine/value-ops.ts';
import { tagsNamed } from '../../php/docblock.ts';
import { evaluate } from '../../php/evaluate.ts';
import { exampleObject, exampleOfType, resolveDocType, type TypedExampleWorld } from '../models/typed-examples.ts';

const FACADE = 'Illuminate\\Support\\Facades\\Facade';

export interface ContainerWorld extends TypedExampleWorld {
  readonly interpreter: PhpEngine;
}

/** An object of an app class the container would build, or undefined for what only a binding can say. */
function resolved(name: unknown, world: ContainerWorld): unknown {
  if (typeof name !== 'string') return undefined;
  const cls = world.classes.find(name);
  if (!cls || cls.kind !== 'class' || cls.isAbstract || cls.file.startsWith('vendor/')) return undefined;
  return exampleObject(cls, world);
}

/** `app()` without arguments: the container, whose `make()` resolves classes. */
class Container implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Foundation\\Application';

  constructor(private readonly world: ContainerWorld) {}

  getProperty(name: string, site: CallSite): unknown {
    return site.unknown(`the container's property ${name}`);
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const lower = name.toLowerCase();
    if (lower === 'make' || lower === 'get' || lower === 'makewith') return resolveOrUnknown(args[0], this.world, site);
    return site.unknown(`app()->${name}()`);
  }
}

function resolveOrUnknown(name: unknown, world: ContainerWorld, site: CallSite): unknown {
  const object = resolved(name, world);
  if (object !== undefined) return object;
  const what = typeof name === 'string' ? shortName(name) : 'a service';
  return site.unknown(`what the container binds to ${what}`);
}

/** The string or class `getFacadeAccessor()` returns, when it is written as a constant. */
function facadeAccessor(facade: PhpClass, world: ContainerWorld): unknown {
  const method = world.classes.findMethod(facade.name, 'getFacadeAccessor');
  const returned = method?.body.find((statement) => statement.kind === 'return');
  if (!method || !returned || !isNode(returned.expr)) return undefined;
  return evaluate(returned.expr as PhpNode, { scope: method.scope, classes: world.classes, env: world.classes.env, file: world.classes.absolutePath(method.file), className: method.className });
}

/** The type a facade's `@method static T name(...)` doc declares, class names resolved. */
function documentedType(facade: PhpClass, method: string, world: ContainerWorld): string | undefined {
  for (let cls: PhpClass | undefined = facade; cls; cls = cls.parent ? world.classes.find(cls.parent) : undefined) {
    for (const tag of tagsNamed(cls.docBlock, 'method')) {
      const match = /^(?:static\s+)?(\S+)\s+(\w+)\s*\(/.exec(tag.content.trim());
      if (match && match[2]!.toLowerCase() === method.toLowerCase()) return resolveDocType(match[1]!, cls);
    }
  }
  return undefined;
}

function facadeCall(facade: PhpClass, method: string, args: unknown[], site: CallSite, world: ContainerWorld): unknown {
  const accessor = facadeAccessor(facade, world);
  const target = typeof accessor === 'string' ? world.classes.findMethod(accessor, method) : undefined;
  const service = target && !target.file.startsWith('vendor/') && target.body.length ? resolved(accessor, world) : undefined;
  if (target && service !== undefined) return world.interpreter.runMethod(target, service, args, world.classes.find(accessor as string)!.name);
  const type = documentedType(facade, method, world);
  if (type && type.toLowerCase() !== 'void') return exampleOfType(type, method, world);
  if (type) return null;
  return site.unknown(`${facade.shortName}::${method}() (the facade's service is bound at run time)`);
}

export function container(world: ContainerWorld): EngineExtension {
  return {
    callFunction(name, args, site) {
      const lower = name.toLowerCase();
      if (lower !== 'app' && lower !== 'resolve') return NOT_HANDLED;
      if (args.length === 0) return new Container(world);
      return resolveOrUnknown(args[0], world, site);
    },
    callStatic(className, method, args, site) {
      const facade = world.classes.find(className);
      if (!facade || facade.file.startsWith('vendor/') || !world.classes.isSubclassOf(facade.name, FACADE)) return NOT_HANDLED;
      return facadeCall(facade, method, args, site, world);
    },
  };
}
