/**
 * The factory class of a model, found the way Laravel finds it: the model's own `newFactory()`, else
 * `Database\Factories\<Model>Factory` (Factory::resolveFactoryName), else a factory whose `$model` names it.
 */
import { isNode, walk, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass } from '../../php/classes.ts';
import { evaluate } from '../../php/evaluate.ts';

/** Laravel's default factory name for a model class. */
export function conventionalFactoryName(modelClass: string): string {
  const name = modelClass.replace(/^\\/, '');
  const relative = name.startsWith('App\\Models\\') ? name.slice('App\\Models\\'.length) : name.startsWith('App\\') ? name.slice('App\\'.length) : name;
  return `Database\\Factories\\${relative}Factory`;
}

function fromNewFactory(model: PhpClass, classes: ClassIndex): string | undefined {
  const method = classes.findMethod(model.name, 'newFactory');
  if (!method || method.file.startsWith('vendor/')) return undefined;
  let found: string | undefined;
  walk(method.body, (node: PhpNode) => {
    if (found) return false;
    if (node.kind === 'new' && isNode(node.what) && node.what.kind === 'name') {
      found = method.scope.resolveClass(String(node.what.name));
      return false;
    }
    if (node.kind === 'staticlookup' && isNode(node.what) && node.what.kind === 'name') {
      found = method.scope.resolveClass(String(node.what.name));
      return false;
    }
    return undefined;
  });
  return found;
}

/** The factory class, or undefined when the app has none for the model. */
export function findFactoryClass(modelClass: string, classes: ClassIndex): PhpClass | undefined {
  const model = classes.find(modelClass);
  if (model) {
    const named = fromNewFactory(model, classes);
    const cls = named ? classes.find(named) : undefined;
    if (cls) return cls;
  }
  const conventional = classes.find(conventionalFactoryName(modelClass));
  if (conventional) return conventional;
  // A factory elsewhere that declares `protected $model = Model::class;`.
  for (const candidate of classes.classesIn('database/factories')) {
    const property = candidate.properties.get('model');
    if (!property?.default) continue;
    const value = evaluate(property.default, {
      scope: candidate.scope,
      classes,
      file: classes.absolutePath(candidate.file),
      className: candidate.name,
    });
    if (typeof value === 'string' && value.replace(/^\\/, '').toLowerCase() === modelClass.replace(/^\\/, '').toLowerCase()) return candidate;
  }
  return undefined;
}

/** The model a factory class makes: its `$model` property, else the name convention in reverse. */
export function modelOfFactory(factory: PhpClass, classes: ClassIndex): string | undefined {
  const property = factory.properties.get('model');
  if (property?.default) {
    const value = evaluate(property.default, { scope: factory.scope, classes, file: classes.absolutePath(factory.file), className: factory.name });
    if (typeof value === 'string') return value.replace(/^\\/, '');
  }
  const match = /^Database\\Factories\\(.+)Factory$/.exec(factory.name);
  if (!match) return undefined;
  const candidates = [`App\\Models\\${match[1]}`, `App\\${match[1]}`];
  return candidates.find((candidate) => classes.find(candidate)) ?? candidates[0];
}
