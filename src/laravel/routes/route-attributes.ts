/**
 * spatie/laravel-route-attributes: routes declared with `#[Get]`, `#[Post]`, `#[Resource]` … on controllers in
 * the directories of `config/route-attributes.php` (default `app/Http/Controllers`), registered the way the
 * package's RouteRegistrar does.
 */
import { nameMap, lookupTable } from '../../name-map.ts';
import { readComposerJson, requiredVersion } from '../../php/composer-json.ts';
import { join } from 'node:path';
import type { PhpAttribute } from '../../php/attributes.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { listPhpFiles } from '../../php/php-files.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { evaluate } from '../../php/evaluate.ts';
import { fileScope } from '../../php/names.ts';
import { parseFile } from '../../php/parser.ts';
import { isPhpArray, isPhpArrayObject, phpArrayEntries, PhpEnumCase } from '../../php/values.ts';
import { middlewareList, stringMap, toActionArray, type ActionArray } from './action.ts';
import type { CallSite } from './call-args.ts';
import { CONSTRAINT_PATTERNS } from './constraints.ts';
import type { RouteRunner } from './route-runner.ts';
import { DeferredRegistration } from './resources.ts';
import { registerResource } from './register-route.ts';
import { ALL_VERBS } from './router.ts';

const PACKAGE = 'spatie/laravel-route-attributes';
const NAMESPACE = 'Spatie\\RouteAttributes\\Attributes\\';
const VERB_ATTRIBUTES: Record<string, string[]> = lookupTable({
  Get: ['GET'],
  Post: ['POST'],
  Put: ['PUT'],
  Patch: ['PATCH'],
  Delete: ['DELETE'],
  Options: ['OPTIONS'],
  Any: ALL_VERBS,
});

interface DirectoryEntry {
  path: string;
  group?: ActionArray;
  patterns: string[];
  notPatterns: string[];
}

/** Whether the app requires the package (composer.json `require` or `require-dev`). */
export function usesRouteAttributes(root: string): boolean {
  return requiredVersion(readComposerJson(root), PACKAGE) !== undefined;
}

function readConfig(root: string, classes: ClassIndex): { enabled: boolean; directories: DirectoryEntry[]; middleware: string[] } {
  const fallback = { enabled: true, directories: [{ path: join(root, 'app/Http/Controllers'), patterns: [], notPatterns: [] }], middleware: [] };
  const file = join(root, 'config', 'route-attributes.php');
  const parsed = parseFile(file);
  const returned = (parsed.ast.children ?? []).find((node: { kind: string }) => node.kind === 'return');
  if (!returned) return fallback;
  const config = evaluate(returned.expr, { scope: fileScope(parsed.ast), classes, env: classes.env, file, appRoot: root });
  if (!isPhpArrayObject(config)) return fallback;
  const directories: DirectoryEntry[] = [];
  if (isPhpArray(config.directories)) {
    for (const [key, value] of phpArrayEntries(config.directories)) {
      if (typeof value === 'string') directories.push({ path: value, patterns: [], notPatterns: [] });
      else if (typeof key === 'string' && isPhpArrayObject(value)) {
        const { namespace: _n, base_path: _b, patterns, not_patterns: notPatterns, ...group } = value;
        directories.push({
          path: key,
          group: toActionArray(group),
          patterns: middlewareList(patterns),
          notPatterns: middlewareList(notPatterns),
        });
      }
    }
  }
  return {
    enabled: config.enabled !== false,
    directories: isPhpArray(config.directories) ? directories : fallback.directories,
    middleware: middlewareList(config.middleware),
  };
}

function globToRegex(pattern: string): RegExp {
  return new RegExp(`^${pattern.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
}

function attributesNamed(list: PhpAttribute[], ...shortNames: string[]): PhpAttribute[] {
  return list.filter((a) => a.name.startsWith(NAMESPACE) && shortNames.includes(a.shortName));
}

function arg(attribute: PhpAttribute, position: number, name: string): unknown {
  return name in attribute.named ? attribute.named[name] : attribute.args[position];
}

/** Where* attributes as `param => pattern`. */
function wheresOf(list: PhpAttribute[]): Record<string, string> {
  const wheres: Record<string, string> = nameMap();
  for (const attribute of list) {
    if (!attribute.name.startsWith(NAMESPACE)) continue;
    const param = arg(attribute, 0, 'param');
    if (typeof param !== 'string') continue;
    if (attribute.shortName === 'Where') {
      const constraint = arg(attribute, 1, 'constraint');
      if (typeof constraint === 'string') wheres[param] = constraint;
    } else if (attribute.shortName === 'WhereIn') {
      const values = arg(attribute, 1, 'values');
      if (isPhpArray(values)) {
        wheres[param] = phpArrayEntries(values)
          .map(([, v]) => (v instanceof PhpEnumCase ? v.value : v))
          .join('|');
      }
    } else {
      const helper = `where${attribute.shortName.slice('Where'.length)}`;
      if (CONSTRAINT_PATTERNS[helper]) wheres[param] = CONSTRAINT_PATTERNS[helper]!;
    }
  }
  return wheres;
}

function defaultsOf(list: PhpAttribute[]): Record<string, unknown> {
  const defaults: Record<string, unknown> = nameMap();
  for (const attribute of attributesNamed(list, 'Defaults')) {
    const key = arg(attribute, 0, 'key');
    if (typeof key === 'string') defaults[key] = arg(attribute, 1, 'value');
  }
  return defaults;
}

/** Methods as ReflectionClass::getMethods() lists them: the class's own, then inherited ones. */
function methodsOf(cls: PhpClass, classes: ClassIndex): PhpMethod[] {
  const result: PhpMethod[] = [];
  const seen = new Set<string>();
  let current: PhpClass | undefined = cls;
  const visited = new Set<string>();
  while (current && !visited.has(current.name)) {
    visited.add(current.name);
    for (const method of current.methods.values()) {
      if (seen.has(method.name.toLowerCase())) continue;
      seen.add(method.name.toLowerCase());
      result.push(method);
    }
    current = current.parent ? classes.find(current.parent) : undefined;
  }
  return result;
}

function registerClass(cls: PhpClass, classes: ClassIndex, interpreter: RouteRunner, configMiddleware: string[]): void {
  const router = interpreter.router;
  const attributes = cls.attributes;
  const site: CallSite = { file: cls.file, line: cls.line };
  const first = (shortName: string) => attributesNamed(attributes, shortName)[0];
  const prefix = first('Prefix') ? arg(first('Prefix')!, 0, 'prefix') : undefined;
  const domain = first('Domain') ? arg(first('Domain')!, 0, 'domain') : undefined;
  const classMiddleware = first('Middleware') ? middlewareList(arg(first('Middleware')!, 0, 'middleware')) : [];

  const groupAttributes = attributesNamed(attributes, 'Group');
  const groups: ActionArray[] = groupAttributes.length
    ? groupAttributes.map((group) => filterEmpty({
        domain: arg(group, 1, 'domain'),
        prefix: arg(group, 0, 'prefix'),
        where: stringMap(arg(group, 3, 'where')),
        as: arg(group, 2, 'as'),
      }))
    : [filterEmpty({ domain, prefix })];

  for (const group of groups) {
    router.group(group, new DeferredRegistration(() => registerMethods(cls, classes, interpreter, [...configMiddleware, ...classMiddleware])), site);
  }

  const resource = attributesNamed(attributes, 'Resource', 'ApiResource')[0];
  if (resource) {
    const name = arg(resource, 0, 'resource');
    const isApi = resource.shortName === 'ApiResource' || arg(resource, 1, 'apiResource') === true;
    // Resource(resource, apiResource, except, only, names, parameters, shallow); ApiResource has no apiResource.
    const firstOption = resource.shortName === 'ApiResource' ? 1 : 2;
    const options: Array<[string, unknown]> = ['except', 'only', 'names', 'parameters', 'shallow'].map((key, index) => [
      key,
      arg(resource, firstOption + index, key),
    ]);
    router.group(filterEmpty({ domain, prefix }), new DeferredRegistration(() => {
      const pending = registerResource(router, isApi ? 'apiResource' : 'resource', name, cls.name, {}, site);
      // Called like the package does: `$route->only($value)` … for each option that is set.
      for (const [key, value] of options) {
        if (value !== undefined && value !== null) pending?.invoke(key, { positional: [value], named: {} }, site);
      }
      pending?.invoke('middleware', { positional: [[...configMiddleware, ...classMiddleware]], named: {} }, site);
      pending?.finish?.();
    }), site);
  }
}

function filterEmpty(values: Record<string, unknown>): ActionArray {
  const result: ActionArray = nameMap();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '' || value === false) continue;
    if (typeof value === 'object' && Object.keys(value).length === 0) continue;
    result[key] = value;
  }
  return result;
}

function registerMethods(cls: PhpClass, classes: ClassIndex, interpreter: RouteRunner, middleware: string[]): void {
  const router = interpreter.router;
  const classWheres = wheresOf(cls.attributes);
  const classDefaults = defaultsOf(cls.attributes);
  for (const method of methodsOf(cls, classes)) {
    const wheres = { ...classWheres, ...wheresOf(method.attributes) };
    const defaults = { ...classDefaults, ...defaultsOf(method.attributes) };
    const isFallback = attributesNamed(method.attributes, 'Fallback').length > 0;
    for (const attribute of method.attributes) {
      if (!attribute.name.startsWith(NAMESPACE)) continue;
      let methods: string[];
      let uriPosition = 0;
      if (VERB_ATTRIBUTES[attribute.shortName]) methods = VERB_ATTRIBUTES[attribute.shortName]!;
      else if (attribute.shortName === 'Route') {
        const raw = arg(attribute, 0, 'methods');
        const list = isPhpArray(raw) ? phpArrayEntries(raw).map(([, v]) => v) : [raw];
        methods = list.filter((v): v is string => typeof v === 'string').map((v) => (ALL_VERBS.includes(v.toUpperCase()) ? v.toUpperCase() : v));
        uriPosition = 1;
      } else continue;
      const uri = arg(attribute, uriPosition, 'uri');
      const site: CallSite = { file: method.file, line: attribute.line };
      if (typeof uri !== 'string') {
        interpreter.report({ severity: 'warning', code: 'route-uri-unknown', message: 'The route URI of this attribute cannot be read statically; the route is skipped.', file: site.file, line: site.line });
        continue;
      }
      const action = method.name === '__invoke' ? cls.name : [cls.name, method.name];
      const route = router.addRoute(methods, uri, action, site);
      const name = arg(attribute, uriPosition + 1, 'name');
      route.name(typeof name === 'string' ? name : '');
      if (Object.keys(wheres).length) route.where(wheres);
      if (Object.keys(defaults).length) route.defaults = { ...route.defaults, ...defaults };
      route.middleware([...middleware, ...middlewareList(arg(attribute, uriPosition + 2, 'middleware'))]);
      const without = middlewareList(arg(attribute, uriPosition + 3, 'withoutMiddleware'));
      if (without.length) route.action.excluded_middleware = [...(route.action.excluded_middleware ?? []), ...without];
      if (isFallback) route.isFallback = true;
    }
  }
}

/** Registers the attribute routes of an app that uses the package; does nothing otherwise. */
export function registerAttributeRoutes(root: string, classes: ClassIndex, interpreter: RouteRunner): void {
  if (!usesRouteAttributes(root)) return;
  const config = readConfig(root, classes);
  if (!config.enabled) return;
  for (const directory of config.directories) {
    const patterns = (directory.patterns.length ? directory.patterns : ['*.php']).map(globToRegex);
    const notPatterns = directory.notPatterns.map(globToRegex);
    const register = () => {
      for (const file of listPhpFiles(directory.path)) {
        const base = file.split('/').pop()!;
        if (!patterns.some((p) => p.test(base)) || notPatterns.some((p) => p.test(base))) continue;
        for (const cls of classes.readFile(file)) if (cls.kind === 'class') registerClass(cls, classes, interpreter, config.middleware);
      }
    };
    if (directory.group) interpreter.router.group(directory.group, new DeferredRegistration(register), { file: 'config/route-attributes.php', line: 1 });
    else register();
  }
}
