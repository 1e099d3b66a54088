/**
 * From the configured strategy lists (names, as Scribe's short class names) to runnable strategies.
 * Lookup order for a name in a stage: the TypeScript strategies passed in the options, the built-in registry,
 * then `StaticData`. A name with no implementation is skipped with one diagnostic per name, never a crash.
 */
import { STAGES, type DocgenConfig, type Stage, type StrategyEntry, type StrategySettings } from '../config/types.ts';
import { DEFAULT_STRATEGY_NAMES, RESPONSE_CALLS, SCRIBE_ONLY_STRATEGY_NAMES, STATIC_DATA } from '../config/strategy-names.ts';
import type { Diagnostic } from '../model.ts';
import { builtinStrategies } from './builtin-strategies.ts';
import { staticDataStrategy } from './static-data.ts';
import type { Strategy } from './strategy.ts';

/** What the options may put in a stage's list: a strategy object, a name, or either with settings. */
export type StrategyListItem =
  | Strategy
  | string
  | { strategy: Strategy; settings?: Partial<StrategySettings> }
  | { name: string; settings?: Partial<StrategySettings> };

export interface StrategyOptions {
  /** Replaces whole stage lists; items may be TypeScript strategies or names of known ones. */
  strategies?: Partial<Record<Stage, StrategyListItem[]>>;
  /** TypeScript strategies the config may name (a PHP config naming `App\Docs\MyStrategy` runs the one named `MyStrategy`). */
  customStrategies?: Strategy[];
}

export interface ResolvedStrategy {
  strategy: Strategy;
  settings: StrategySettings;
}

export type ResolvedStrategies = Record<Stage, ResolvedStrategy[]>;

/** Strategy names Scribe ships that docgen knows of even when no implementation is registered yet. */
const KNOWN_NAMES = new Set<string>([
  ...Object.values(DEFAULT_STRATEGY_NAMES).flat(),
  ...SCRIBE_ONLY_STRATEGY_NAMES,
  STATIC_DATA,
]);

const isStrategy = (value: unknown): value is Strategy =>
  typeof value === 'object' && value !== null && typeof (value as Strategy).run === 'function' && typeof (value as Strategy).name === 'string';

function settingsOf(partial: Partial<StrategySettings> | undefined): StrategySettings {
  return { ...partial, only: partial?.only ?? [], except: partial?.except ?? [] };
}

export function resolveStrategies(
  config: DocgenConfig,
  options: StrategyOptions = {},
  configFile: string | null = null,
  registry: Record<Stage, Record<string, Strategy>> = builtinStrategies,
): { strategies: ResolvedStrategies; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const reported = new Set<string>();
  const lookup = strategyLookup(options.customStrategies ?? [], registry);
  const strategies = {} as ResolvedStrategies;
  for (const stage of STAGES) {
    const fromOptions = options.strategies?.[stage];
    const items = fromOptions ? fromOptions.flatMap(optionItem) : (config.strategies[stage] ?? []);
    const resolved: ResolvedStrategy[] = [];
    for (const item of items) {
      if ('strategy' in item) {
        resolved.push(item);
        continue;
      }
      const found = lookup(stage, item.name);
      if (found) resolved.push({ strategy: found, settings: item.settings });
      else if (!reported.has(item.name)) {
        reported.add(item.name);
        diagnostics.push(missingStrategy(stage, item, configFile));
      }
    }
    strategies[stage] = resolved;
  }
  return { strategies, diagnostics };
}

/** An options list item as a strategy to run or a name to look up; nothing for an item that is neither. */
function optionItem(item: StrategyListItem): Array<ResolvedStrategy | StrategyEntry> {
  if (isStrategy(item)) return [{ strategy: item, settings: settingsOf(undefined) }];
  if (typeof item === 'string') return [{ name: item, settings: settingsOf(undefined) }];
  if ('strategy' in item && isStrategy(item.strategy)) return [{ strategy: item.strategy, settings: settingsOf(item.settings) }];
  if ('name' in item && typeof item.name === 'string') return [{ name: item.name, settings: settingsOf(item.settings) }];
  return [];
}

/** Finds a name in a stage: the TypeScript strategies of the options, the built-in registry, then `StaticData`. */
function strategyLookup(customStrategies: readonly Strategy[], registry: Record<Stage, Record<string, Strategy>>) {
  const custom = new Map<string, Strategy[]>();
  for (const strategy of customStrategies) {
    const list = custom.get(strategy.name) ?? [];
    list.push(strategy);
    custom.set(strategy.name, list);
  }
  return (stage: Stage, name: string): Strategy | undefined => {
    const own = custom.get(name);
    if (own) return own.find((s) => s.stage === stage) ?? own[0];
    const builtin = registry[stage]?.[name];
    if (builtin) return builtin;
    if (name === STATIC_DATA) return staticDataStrategy(stage);
    return undefined;
  };
}

/** Why a configured strategy is skipped: ResponseCalls without the bridge, a Scribe strategy docgen lacks, or a PHP class. */
function missingStrategy(stage: Stage, entry: StrategyEntry, configFile: string | null): Diagnostic {
  // Entries read from the config file know their line; those given as options have no file to point at.
  const where = configFile && entry.line ? { file: configFile, line: entry.line } : {};
  if (entry.name === RESPONSE_CALLS) {
    // Implemented through the PHP bridge; its absence is expected, so it gets a notice, not a warning.
    return {
      severity: 'notice',
      code: 'response-calls-unavailable',
      message: 'ResponseCalls needs the PHP bridge, which is not available here; no response calls are made.',
      ...where,
    };
  }
  if (KNOWN_NAMES.has(entry.name)) {
    return {
      severity: 'warning',
      code: 'strategy-unavailable',
      message: `Strategy ${entry.name} (stage ${stage}) has no implementation in docgen yet; it is skipped.`,
      ...where,
    };
  }
  const written = entry.className ?? entry.name;
  return {
    severity: 'warning',
    code: 'strategy-php-class',
    message: `Strategy ${written} is a PHP class and cannot run statically; it is skipped (pass a TypeScript strategy named "${entry.name}" in the customStrategies option to replace it).`,
    ...where,
  };
}
