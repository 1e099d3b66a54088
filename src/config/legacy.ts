/**
 * Configs written for Scribe or for earlier versions: Scribe's names (`postman`, `laravel`, `fractal`, type
 * `laravel`/`external_laravel`) read as docgen's (`collection`, `framework`, `transformers`), Scribe 3 keys
 * moved to their new homes, and 4.x per-route-group `apply` settings turned into strategy entries limited to
 * that group — each with a deprecation warning that says what to write instead.
 */
import { nameMap, lookupTable } from '../name-map.ts';
import type { Diagnostic } from '../model.ts';
import type { DocgenConfig, StrategyEntry } from './types.ts';
import { isPlainObject } from './php-values.ts';
import { RESPONSE_CALLS, STATIC_DATA } from './strategy-names.ts';

const RENAMED_SECTIONS: Record<string, string> = lookupTable({ postman: 'collection', laravel: 'framework', fractal: 'transformers' });
const RENAMED_TYPES: Record<string, string> = lookupTable({ laravel: 'framework', external_laravel: 'external_framework' });

/** Scribe 3's top-level keys → their 4.x/5.x paths. */
const MOVED_KEYS: Record<string, [string, string]> = lookupTable({
  default_group: ['groups', 'default'],
  faker_seed: ['examples', 'faker_seed'],
  interactive: ['try_it_out', 'enabled'],
});

export function mapScribeNames(
  raw: Record<string, unknown>,
  fromScribeFile: boolean,
  where: { file?: string },
  diagnostics: Diagnostic[],
): Record<string, unknown> {
  const at = where.file ? { file: where.file, line: 1 } : {};
  const result: Record<string, unknown> = nameMap();
  for (const [key, value] of Object.entries(raw)) {
    const renamed = RENAMED_SECTIONS[key];
    if (renamed) {
      if (!fromScribeFile) {
        diagnostics.push({
          severity: 'notice',
          code: 'config-scribe-name',
          message: `Config key ${key} is Scribe's name; docgen reads it as ${renamed}.`,
          ...at,
        });
      }
      if (!Object.hasOwn(raw, renamed)) result[renamed] = value;
    } else if (!MOVED_KEYS[key]) result[key] = value;
  }
  for (const [key, [section, field]] of Object.entries(MOVED_KEYS)) {
    if (!Object.hasOwn(raw, key)) continue;
    diagnostics.push({
      severity: 'warning',
      code: 'config-deprecated',
      message: `Config key ${key} is from an earlier version; it is read as ${section}.${field}. Write ${section}.${field} instead.`,
      ...at,
    });
    const current = isPlainObject(result[section]) ? (result[section] as Record<string, unknown>) : {};
    if (!Object.hasOwn(current, field)) result[section] = { ...current, [field]: raw[key] };
  }
  if (typeof result.type === 'string' && RENAMED_TYPES[result.type]) {
    if (!fromScribeFile) {
      diagnostics.push({
        severity: 'notice',
        code: 'config-scribe-name',
        message: `Config key type is '${result.type}', Scribe's name; docgen reads it as '${RENAMED_TYPES[result.type]}'.`,
        ...at,
      });
    }
    result.type = RENAMED_TYPES[result.type];
  }
  return result;
}

/**
 * `routes[].apply.headers` → a StaticData headers entry limited to that route group (first, like Scribe 4's
 * GetFromRouteRules); `routes[].apply.response_calls` → ResponseCalls settings for that group;
 * `match.versions` → accepted and ignored. Mutates `config`.
 */
export function applyLegacyRouteSettings(config: DocgenConfig, where: { file?: string }, diagnostics: Diagnostic[]): void {
  const at = where.file ? { file: where.file, line: 1 } : {};
  const deprecated = (key: string, instead: string) =>
    diagnostics.push({
      severity: 'warning',
      code: 'config-deprecated',
      message: `Config key ${key} is from an earlier version; ${instead}`,
      ...at,
    });

  const headerEntries: StrategyEntry[] = [];
  const responseCallGroups = new Map<number, NonNullable<NonNullable<DocgenConfig['routes'][number]['apply']>['response_calls']> | false>();
  config.routes.forEach((group, index) => {
    if (group.match.versions !== undefined) {
      deprecated(`routes.${index}.match.versions`, 'it is ignored (route versions are not matched any more).');
      delete group.match.versions;
    }
    const apply = group.apply;
    if (!apply) return;
    if (apply.headers && Object.keys(apply.headers).length > 0) {
      deprecated(`routes.${index}.apply.headers`, 'it is applied as a StaticData headers strategy limited to this route group. Use strategies.headers instead.');
      const data = Object.fromEntries(Object.entries(apply.headers).map(([k, v]) => [k, String(v)]));
      headerEntries.push({ name: STATIC_DATA, settings: { only: [], except: [], data, routeGroup: index } });
    }
    if (apply.response_calls !== undefined) {
      deprecated(`routes.${index}.apply.response_calls`, 'it is applied as ResponseCalls settings for this route group. Use ResponseCalls::withSettings(...) in strategies.responses instead.');
      responseCallGroups.set(index, apply.response_calls as never);
    }
  });
  if (headerEntries.length) config.strategies.headers = [...headerEntries, ...config.strategies.headers];
  if (responseCallGroups.size === 0) return;

  config.strategies.responses = config.strategies.responses.flatMap((entry) => {
    if (entry.name !== RESPONSE_CALLS) return [entry];
    return config.routes.flatMap((_group, index): StrategyEntry[] => {
      if (!responseCallGroups.has(index)) return [{ ...entry, settings: { ...entry.settings, routeGroup: index } }];
      const legacy = responseCallGroups.get(index);
      if (legacy === false) return [];
      const methods = (legacy?.methods ?? ['GET']).map((m) => m.toUpperCase());
      if (methods.length === 0) return [];
      const only = methods.includes('*') ? ['*'] : methods.map((m) => `${m} *`);
      const { methods: _methods, ...rest } = legacy ?? {};
      return [{ ...entry, settings: { ...entry.settings, ...rest, only, except: [], routeGroup: index } }];
    });
  });
}
