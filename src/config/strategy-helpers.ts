/**
 * The PHP helpers a config uses to build strategy lists, with Scribe 5's semantics:
 * `Defaults::*_STRATEGIES`, `removeStrategies($list, [classes])`, `configureStrategy($list, $tuple)`,
 * `X::wrapWithSettings(only:, except:, ...)`, `ResponseCalls::withSettings(...)`, `StaticData::withSettings(...)`.
 * Strategy classes are compared by short name, so Scribe's, docgen's and an app's own namespaces all work.
 */
import { nameMap, lookupTable } from '../name-map.ts';
import { STAGES, type Stage } from './types.ts';
import { DEFAULT_STRATEGY_NAMES } from './strategy-names.ts';
import { ClassRef, isPlainObject } from './php-values.ts';

/** `Defaults::BODY_PARAMETERS_STRATEGIES` → `bodyParameters`. */
export const DEFAULTS_CONSTANTS: Record<string, Stage> = lookupTable(Object.fromEntries(
  STAGES.map((stage) => [`${stage.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_STRATEGIES`, stage]),
)) as Record<string, Stage>;

/** The PHP namespace (and folder) of a stage's strategy classes: `bodyParameters` → `BodyParameters`. */
export function stageNamespace(stage: Stage): string {
  return stage.charAt(0).toUpperCase() + stage.slice(1);
}

/** The default list of a stage, as `Defaults::X_STRATEGIES` gives it (class names in docgen's namespace). */
export function defaultsConstant(constant: string, line: number): ClassRef[] | undefined {
  const stage = DEFAULTS_CONSTANTS[constant];
  if (!stage) return undefined;
  return DEFAULT_STRATEGY_NAMES[stage].map(
    (name: string) => new ClassRef(`Docgen\\Extracting\\Strategies\\${stageNamespace(stage)}\\${name}`, line),
  );
}

/** A strategy entry's short name: a class (ref or string), a `[class, settings]` tuple, or `'override'`. */
export function entryName(entry: unknown): string | undefined {
  const head = Array.isArray(entry) ? entry[0] : entry;
  if (head instanceof ClassRef) return head.shortName;
  if (typeof head === 'string') return head.split('\\').pop();
  return undefined;
}

export function removeStrategies(list: unknown, toRemove: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  const names = new Set((Array.isArray(toRemove) ? toRemove : [toRemove]).map(entryName).filter(Boolean));
  return list.filter((entry) => !names.has(entryName(entry)));
}

export function configureStrategy(list: unknown, tuple: unknown): unknown[] {
  const entries = Array.isArray(list) ? [...list] : [];
  const name = entryName(tuple);
  const index = entries.findIndex((entry) => entryName(entry) === name);
  if (index === -1) entries.push(tuple);
  else entries[index] = tuple;
  return entries;
}

/** Parameter names and defaults of the static settings builders, by method and (for withSettings) class. */
const BUILDERS: Record<string, Array<[string, unknown]>> = lookupTable({
  wrapWithSettings: [
    ['only', ['*']],
    ['except', []],
  ],
  'ResponseCalls::withSettings': [
    ['only', ['GET *']],
    ['except', []],
    ['config', []],
    ['queryParams', []],
    ['bodyParams', []],
    ['fileParams', []],
    ['cookies', []],
  ],
  'StaticData::withSettings': [
    ['only', ['*']],
    ['except', []],
    ['data', []],
  ],
});

/**
 * `X::wrapWithSettings(...)` / `X::withSettings(...)` → `[X, settings]`, or undefined when the method is not one
 * of the builders. Named arguments beyond the declared ones become extra settings (PHP's `...$otherSettings`).
 */
export function settingsTuple(
  target: ClassRef,
  method: string,
  positional: unknown[],
  named: Record<string, unknown>,
): [ClassRef, Record<string, unknown>] | undefined {
  const signature =
    method === 'wrapWithSettings' ? BUILDERS.wrapWithSettings : BUILDERS[`${target.shortName}::${method}`];
  if (!signature) return undefined;
  const settings: Record<string, unknown> = nameMap();
  signature.forEach(([name, fallback], index) => {
    settings[name] = name in named ? named[name] : index < positional.length ? positional[index] : fallback;
  });
  for (const [name, value] of Object.entries(named)) if (!(name in settings)) settings[name] = value;
  return [target, settings];
}

export function isSettingsTuple(value: unknown): value is [ClassRef | string, Record<string, unknown>] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    (value[0] instanceof ClassRef || typeof value[0] === 'string') &&
    (isPlainObject(value[1]) || Array.isArray(value[1]))
  );
}
