/**
 * Strategy lists as written (class names, `[class, settings]` tuples, 4.x `['override', [...]]` entries,
 * or `{name, settings}` objects from options) → `StrategyEntry[]` matched by short class name.
 */
import type { Diagnostic } from '../model.ts';
import { STAGES, type Stage, type StrategyEntry, type StrategySettings } from './types.ts';
import { ClassRef, isPlainObject, withClassNames } from './php-values.ts';
import { RESPONSE_CALLS, STATIC_DATA } from './strategy-names.ts';

function settingsFrom(raw: unknown): StrategySettings {
  const plain = isPlainObject(raw) ? (withClassNames(raw) as Record<string, unknown>) : {};
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
  return { ...plain, only: list(plain.only), except: list(plain.except) };
}

/** One entry; undefined (with a diagnostic) when it is not a strategy. */
export function toStrategyEntry(
  raw: unknown,
  where: { stage: Stage; file?: string; index: number },
  diagnostics: Diagnostic[],
): StrategyEntry | undefined {
  const at = (line?: number) => (where.file ? { file: where.file, line: line ?? 1 } : {});
  const make = (className: string, settings: StrategySettings, line?: number): StrategyEntry => {
    const name = className.replace(/^\\+/, '').split('\\').pop() ?? className;
    const entry: StrategyEntry = { name, settings };
    if (className.includes('\\')) entry.className = className.replace(/^\\+/, '');
    if (line) entry.line = line;
    // A plain ResponseCalls entry makes calls for GET routes only (docgen's default; others when configured).
    if (name === RESPONSE_CALLS && !isPlainObject(raw) && !Array.isArray(raw)) entry.settings.only = ['GET *'];
    return entry;
  };
  if (raw instanceof ClassRef) return make(raw.name, settingsFrom(undefined), raw.line);
  if (typeof raw === 'string') return make(raw, settingsFrom(undefined));
  if (Array.isArray(raw) && raw.length === 2) {
    const [head, settings] = raw;
    if (head === 'override') {
      // Scribe 4: `['override', [...]]` is merged after the stage: StaticData with that data.
      return { name: STATIC_DATA, settings: { only: [], except: [], data: withClassNames(settings) } };
    }
    if (head instanceof ClassRef) return make(head.name, settingsFrom(settings), head.line);
    if (typeof head === 'string') return make(head, settingsFrom(settings));
  }
  if (isPlainObject(raw) && typeof raw.name === 'string') {
    return make(raw.name, settingsFrom(raw.settings), typeof raw.line === 'number' ? raw.line : undefined);
  }
  diagnostics.push({
    severity: 'error',
    code: 'config-type',
    message: `Config key strategies.${where.stage}.${where.index} is not a strategy; allowed: a strategy class, a [class, settings] pair or Strategy::wrapWithSettings(...).`,
    ...at(),
  });
  return undefined;
}

/** Normalises every stage list present in `strategies`; other stages are left out (their defaults apply). */
export function normaliseStrategies(
  raw: unknown,
  file: string | undefined,
  diagnostics: Diagnostic[],
): Partial<Record<Stage, StrategyEntry[]>> | undefined {
  if (raw === undefined) return undefined;
  if (!isPlainObject(raw)) {
    if (Array.isArray(raw) && raw.length === 0) return {};
    diagnostics.push({
      severity: 'error',
      code: 'config-type',
      message: 'Config key strategies must be an array of stage names to strategy lists.',
      ...(file ? { file, line: 1 } : {}),
    });
    return undefined;
  }
  const result: Partial<Record<Stage, StrategyEntry[]>> = {};
  for (const [key, list] of Object.entries(raw)) {
    const stage = key as Stage;
    if (!STAGES.includes(stage)) continue; // reported as an unknown key
    if (!Array.isArray(list)) {
      diagnostics.push({
        severity: 'error',
        code: 'config-type',
        message: `Config key strategies.${stage} must be a list of strategies.`,
        ...(file ? { file, line: 1 } : {}),
      });
      continue;
    }
    result[stage] = list
      .map((entry, index) => toStrategyEntry(entry, { stage, file, index }, diagnostics))
      .filter((e): e is StrategyEntry => e !== undefined);
  }
  return result;
}
