/**
 * `new ValueObject(...)` for plain classes the app declares: the object gets its promoted constructor parameters
 * (`__construct(public string $theme)`) as PHP assigns them, then its constructor's body runs as PHP. Models,
 * resources and framework classes are answered by their own extensions first.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/class-types.ts';
import type { PhpEngine } from '../../php/engine/engine.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { argument } from '../../php/engine/frame.ts';
import { evaluate } from '../../php/evaluate.ts';
import { isNode } from '../../php/ast.ts';
import { isPromoted } from '../../php/class-types.ts';
import { AppObject } from '../models/app-object.ts';

function promote(constructor: PhpMethod, args: unknown[], object: AppObject, classes: ClassIndex): void {
  constructor.params.forEach((param, index) => {
    if (!isPromoted(param)) return;
    const given = argument(args, index, param.name);
    if (given !== undefined) return object.setProperty(param.name, given);
    const fallback = isNode(param.node.value)
      ? evaluate(param.node.value, { scope: constructor.scope, classes, env: classes.env, file: classes.absolutePath(constructor.file), className: constructor.className })
      : null;
    object.setProperty(param.name, fallback);
  });
}

export function appObjects(classes: ClassIndex, engine: () => PhpEngine): EngineExtension {
  return {
    construct(className, args) {
      const cls = classes.find(className);
      if (!cls || cls.kind !== 'class' || cls.isAbstract || cls.file.startsWith('vendor/')) return NOT_HANDLED;
      const object = new AppObject(cls.name, classes);
      const constructor = classes.findMethod(cls.name, '__construct');
      if (constructor && !constructor.file.startsWith('vendor/')) {
        promote(constructor, args, object, classes);
        engine().runMethod(constructor, object, args, cls.name);
      }
      return object;
    },
  };
}
