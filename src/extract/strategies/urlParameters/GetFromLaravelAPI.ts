/**
 * URL parameters from the route itself (https://scribe.knuckles.wtf/laravel/documenting/url-parameters):
 * every `{x}` / `{x?}` of the documented URI,
 * with a description inferred from the URI; types and examples from the model bound to it (its key
 * type, statically: no database query), a backed enum type-hint (its backing type and first case),
 * a `where()` constraint (an example that matches it), else the example a parameter of that name and type gets.
 */
import { nameMap } from '../../../name-map.ts';
import { castToType } from '../../../examples/types.ts';
import { whereConstraintToJs } from '../../../examples/regex.ts';
import type { ClassIndex } from '../../../php/class-index.ts';
import { makeParameter, type Parameter } from '../../../model.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';
import { modelKeys, type ModelKeys } from '../../../laravel/models/model-keys.ts';
import { typeHintedModels } from './normalize-uri.ts';
import { inferUrlParamDescription, nameOfUrlThing } from './url-descriptions.ts';

interface Inferred {
  type?: string;
  example?: unknown;
}

export const GetFromLaravelAPI: Strategy<'urlParameters'> = {
  name: 'GetFromLaravelAPI',
  stage: 'urlParameters',
  run(context) {
    const uri = context.endpoint.uri || context.route.uri;
    const names = [...uri.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
    if (names.length === 0) return undefined;
    const inferred = new Map<string, Inferred>();
    const classes = context.app.classes;
    const paramNames = names.map((n) => n.replace(/\?$/, ''));

    // `{post:slug}` binds by that field whatever the model's own route key is.
    const withBinding = (paramName: string, keys: ModelKeys): ModelKeys => {
      const field = context.route.bindingFields[paramName];
      return field ? { ...keys, routeKey: field } : keys;
    };
    for (const [paramName, keys] of boundModels(context, paramNames)) inferred.set(paramName, fromModel(withBinding(paramName, keys), paramName, context));
    for (const paramName of paramNames) {
      if (inferred.has(paramName)) continue;
      const keys = modelFromUrlThing(uri, paramName, classes);
      if (keys) inferred.set(paramName, fromModel(withBinding(paramName, keys), paramName, context));
    }
    for (const [paramName, info] of typeHintedEnums(context)) if (paramNames.includes(paramName)) inferred.set(paramName, info);

    const result: Record<string, Parameter> = nameMap();
    for (const written of names) {
      const name = written.replace(/\?$/, '');
      const info = inferred.get(name) ?? {};
      const type = info.type ?? 'string';
      let example = info.example;
      if (example === undefined) example = exampleFromWhere(context, name, type) ?? context.examples.forType(type, name);
      result[name] = makeParameter({
        name,
        description: inferUrlParamDescription(uri, name),
        required: !written.endsWith('?'),
        type,
        example,
      });
    }
    return result;
  },
};

/** Type-hinted models matched to parameters by `{arg}`, `{arg_routeKey}` or `{routeKey}`. */
export function boundModels(context: StrategyContext, paramNames: string[]): Map<string, ModelKeys> {
  const result = new Map<string, ModelKeys>();
  const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  for (const [argument, keys] of typeHintedModels(annotationSources(context).handler, context.app.classes)) {
    const candidates = [argument, snake(argument), `${argument}_${keys.routeKey}`, `${snake(argument)}_${keys.routeKey}`, keys.routeKey];
    const match = candidates.find((candidate) => paramNames.includes(candidate));
    if (match) result.set(match, keys);
  }
  return result;
}

/** `/things/{id}` without model binding: an `App\Models\Thing` (or `App\Thing`) model, if the app has one. */
function modelFromUrlThing(uri: string, paramName: string, classes: ClassIndex): ModelKeys | undefined {
  const thing = nameOfUrlThing(uri, paramName);
  if (!thing) return undefined;
  const className = thing.replace(/(^|[\s_-])(\w)/g, (_m, _s: string, c: string) => c.toUpperCase());
  return modelKeys(`App\\Models\\${className}`, classes) ?? modelKeys(`App\\${className}`, classes);
}

/** Type = the key's type when the route key is the primary key, else string; a realistic example of it. */
function fromModel(keys: ModelKeys, paramName: string, context: StrategyContext): Inferred {
  const type = keys.routeKey === keys.primaryKey ? keys.keyType : 'string';
  const faker = context.examples.faker(paramName, 'model-key');
  let example: unknown;
  if (type === 'integer') example = faker.number.int({ min: 1, max: 20 });
  else if (keys.routeKey === keys.primaryKey && keys.uuidLike) example = faker.string.uuid();
  else if (keys.routeKey.toLowerCase().includes('slug')) example = faker.lorem.slug(3);
  else example = context.examples.forType('string', `${paramName}.${keys.routeKey}`);
  return { type, example };
}

/** Backed enums type-hinted on the method: `{status}` with `Status $status` → backing type, first case. */
function typeHintedEnums(context: StrategyContext): Map<string, Inferred> {
  const result = new Map<string, Inferred>();
  for (const param of annotationSources(context).handler?.params ?? []) {
    const type = param.type?.replace(/^\?/, '');
    // The text of a class's file tells it is no enum without parsing it (a model, a request).
    if (!type || context.app.classes.classText(type)?.kind === 'class') continue;
    const cls = context.app.classes.find(type);
    if (cls?.kind !== 'enum' || !cls.backingType) continue;
    result.set(param.name, { type: cls.backingType === 'int' ? 'integer' : 'string', example: cls.enumCases[0]?.value });
  }
  return result;
}

function exampleFromWhere(context: StrategyContext, name: string, type: string): unknown {
  const constraint = context.route.wheres[name];
  if (!constraint) return undefined;
  const regex = whereConstraintToJs(constraint);
  const sample = regex ? context.examples.matching(regex, name, 'where') : undefined;
  if (sample === undefined) {
    context.report({
      severity: 'notice',
      code: 'where-unsampled',
      message: `No example could be made for the where('${name}', '${constraint}') constraint; a generated one is used.`,
      file: context.route.definedAt.file,
      line: context.route.definedAt.line,
    });
    return undefined;
  }
  return castToType(sample, type);
}
