/**
 * The documented form of a route's URI (Scribe's UrlParamsNormalizer): clearer
 * parameter names for readers who do not know Laravel's binding.
 *
 * - Resource routes (names ending `.index/.show/.update/.destroy/.store`): the last resource
 *   parameter becomes its route key (`posts/{post}` → `posts/{id}`, or `{slug}`), parent ones
 *   `{singular_key}` (`users/{user}/posts` → `users/{user_id}/posts`).
 * - Other parameters bound to a field (`{post:slug}`) or type-hinted with a model become
 *   `{param_field}` (`{post}` → `{post_slug}`, `{user}` → `{user_id}`).
 */
import { ownValue } from '../../../name-map.ts';
import type { ClassIndex } from '../../../php/class-index.ts';
import type { PhpMethod } from '../../../php/classes.ts';
import type { Route } from '../../../model.ts';
import { modelKeys, type ModelKeys } from '../../../laravel/models/model-keys.ts';
import { singular as singularOf } from '../../../inflect.ts';

const RESOURCE_ACTIONS = ['.index', '.show', '.update', '.destroy', '.store'];

/** Method arguments type-hinted with an Eloquent model, by argument name. */
export function typeHintedModels(method: PhpMethod | undefined, classes: ClassIndex): Map<string, ModelKeys> {
  const result = new Map<string, ModelKeys>();
  for (const param of method?.params ?? []) {
    const type = param.type?.replace(/^\?/, '');
    if (!type || type.includes('|')) continue;
    const keys = modelKeys(type, classes);
    if (keys) result.set(param.name, keys);
  }
  return result;
}

function camel(name: string): string {
  return name.replace(/(?<![_-])[_-]+([a-zA-Z0-9])/g, (_m, c: string) => c.toUpperCase());
}

function routeKeyFor(route: Route, param: string, models: Map<string, ModelKeys>, fallback?: string): string | undefined {
  return ownValue(route.bindingFields, param) ?? models.get(camel(param))?.routeKey ?? fallback;
}

function replaceParam(uri: string, from: string, to: string, prefix = ''): string {
  return uri.split(`${prefix}{${from}}`).join(`${prefix}{${to}}`).split(`${prefix}{${from}?}`).join(`${prefix}{${to}?}`);
}

export function normalizeEndpointUri(route: Route, method: PhpMethod | undefined, classes: ClassIndex): string {
  let uri = route.uri;
  const params = [...route.uri.matchAll(/\{(\w+?)\??\}/g)].map((m) => m[1]!);
  const models = typeHintedModels(method, classes);
  const name = route.name ?? '';

  if (RESOURCE_ACTIONS.some((action) => name.endsWith(action))) {
    const resources = name.split('.').slice(0, -1).reverse();
    resources.forEach((plural, index) => {
      const singular = singularOf(plural);
      const param = singular.replace(/-/g, '_');
      const binding = routeKeyFor(route, param, models, 'id')!;
      for (const written of new Set([param, singular])) {
        uri = replaceParam(uri, written, index === 0 ? binding : `${param}_${binding}`, `${plural}/`);
      }
    });
  }
  for (const param of params) {
    const binding = routeKeyFor(route, param, models);
    if (binding) uri = replaceParam(uri, param, `${param}_${binding}`);
  }
  return uri;
}
