/**
 * Reads a Laravel config file (`config/docgen.php`, `config/scribe.php`, `config/app.php` …) statically:
 * the array it returns, evaluated with the PHP layer's evaluator, plus what only config files use —
 * the strategy-list helpers (strategy-helpers.ts) and `config('file.key')` (read from the app's other config files).
 * A value that cannot be known without running PHP is left out (so its default applies) with a warning naming
 * the key and the line.
 */
import { nameMap } from '../name-map.ts';
import { locateAppFile, outsideAppReason } from '../app-files.ts';
import { join, relative } from 'node:path';
import { lineOf, type PhpNode } from '../php/ast.ts';
import { evaluate, containsUnknown, UNKNOWN, type EvalContext } from '../php/evaluate.ts';
import { scopedStatements, type NameScope } from '../php/names.ts';
import { parseFile } from '../php/parser.ts';
import type { Diagnostic } from '../model.ts';
import { ClassRef, isPlainObject } from './php-values.ts';
import { configureStrategy, defaultsConstant, removeStrategies, settingsTuple } from './strategy-helpers.ts';

export interface PhpConfigFile {
  /** The returned array; undefined when the file has no readable `return [...]`. */
  value: Record<string, unknown> | undefined;
  diagnostics: Diagnostic[];
}

interface Session {
  appRoot: string;
  env: Record<string, string>;
  /** Config files being read, to stop `config()` cycles; and those already read. */
  reading: Set<string>;
  cache: Map<string, Record<string, unknown> | undefined>;
}

export function readPhpConfigFile(absPath: string, appRoot: string, env: Record<string, string>): PhpConfigFile {
  const diagnostics: Diagnostic[] = [];
  const session: Session = { appRoot, env, reading: new Set(), cache: new Map() };
  const value = readFile(absPath, session, diagnostics);
  return { value, diagnostics };
}

function readFile(absPath: string, session: Session, diagnostics: Diagnostic[]): Record<string, unknown> | undefined {
  if (session.cache.has(absPath)) return session.cache.get(absPath);
  session.reading.add(absPath);
  const rel = relative(session.appRoot, absPath);
  const lookup = locateAppFile(session.appRoot, absPath);
  if (!lookup.found && lookup.reason === 'outside') {
    // A config file that is a link out of the app. Missing files and files that are not regular files (a
    // folder, a pipe) go on to parseFile, which names them without opening them.
    diagnostics.push({ severity: 'warning', code: 'outside-app', message: `${rel} is not read, ${outsideAppReason(lookup)}.`, file: rel, line: 1 });
    session.cache.set(absPath, undefined);
    return undefined;
  }
  const parsed = parseFile(absPath, lookup.found ? lookup.stat : undefined);
  diagnostics.push(...parsed.errors.map((d) => ({ ...d, file: rel })));
  const variables = new Map<string, unknown>();
  let result: Record<string, unknown> | undefined;
  let returns = false;
  for (const { node, scope } of scopedStatements(parsed.ast)) {
    const evaluator = new ConfigEvaluator(absPath, rel, scope, variables, session, diagnostics);
    if (node.kind === 'expressionstatement' && (node.expression as PhpNode)?.kind === 'assign') {
      const assign = node.expression as PhpNode;
      const left = assign.left as PhpNode;
      if (left.kind === 'variable' && typeof left.name === 'string' && assign.operator === '=') {
        variables.set(left.name, evaluator.value(assign.right as PhpNode, [`$${left.name}`], false));
      }
    } else if (node.kind === 'return') {
      returns = true;
      const value = evaluator.value(node.expr as PhpNode, [], true);
      if (isPlainObject(value)) result = value;
      else if (Array.isArray(value) && value.length === 0) result = {};
      else {
        diagnostics.push({
          severity: 'error',
          code: 'config-not-array',
          message: `${rel} must return an array of settings.`,
          file: rel,
          line: lineOf(node) || 1,
        });
      }
      break;
    }
  }
  if (!returns && parsed.errors.length === 0) diagnostics.push(noSettings(rel, parsed.source));
  session.reading.delete(absPath);
  session.cache.set(absPath, result);
  return result;
}

/** A config file without a `return`: Laravel would read it as no settings, so the defaults apply. */
function noSettings(rel: string, source: string): Diagnostic {
  const message =
    source.trim() === ''
      ? `${rel} is empty; it should return an array of settings, so the defaults are used.`
      : `${rel} returns nothing; it should end with \`return [...];\`, so the defaults are used.`;
  return { severity: 'warning', code: 'config-no-return', message, file: rel, line: 1 };
}

class ConfigEvaluator {
  private readonly ctx: EvalContext;

  constructor(
    file: string,
    private readonly rel: string,
    private readonly scope: NameScope,
    variables: Map<string, unknown>,
    private readonly session: Session,
    private readonly diagnostics: Diagnostic[],
  ) {
    this.ctx = { scope, env: session.env, file, variables, appRoot: session.appRoot };
  }

  /** The value of a node; `UNKNOWN` when it cannot be known (reported when `report` is set). */
  value(node: PhpNode | null | undefined, path: string[], report: boolean): unknown {
    const value = this.compute(node, path, report);
    if (value === UNKNOWN && report && node) this.unknown(node, path);
    return value;
  }

  private compute(node: PhpNode | null | undefined, path: string[], report: boolean): unknown {
    if (!node) return UNKNOWN;
    switch (node.kind) {
      case 'array':
        return this.array(node, path, report);
      case 'parenthesis':
        return this.compute(node.inner as PhpNode, path, report);
      case 'staticlookup': {
        const target = node.what as PhpNode;
        const member = (node.offset as PhpNode)?.name;
        if (target?.kind === 'name' && typeof member === 'string') {
          const className = this.scope.resolveClass(String(target.name));
          if (member === 'class') return new ClassRef(className, lineOf(node));
          if (className.split('\\').pop() === 'Defaults') {
            const list = defaultsConstant(member, lineOf(node));
            if (list) return list;
          }
        }
        break;
      }
      case 'call': {
        const handled = this.call(node, path);
        if (handled !== NOT_HANDLED) return handled;
        break;
      }
    }
    const value = evaluate(node, this.ctx);
    return containsUnknown(value) ? UNKNOWN : value;
  }

  private array(node: PhpNode, path: string[], report: boolean): unknown {
    const listItems: unknown[] = [];
    const keyed: Array<[string, unknown]> = [];
    const order: Array<{ list: unknown } | { key: string }> = [];
    for (const item of (node.items ?? []) as PhpNode[]) {
      if (!item) continue;
      const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item, unpack: false };
      const valueNode = entry.value as PhpNode;
      if (entry.unpack) {
        const spread = this.value(valueNode, path, report);
        if (Array.isArray(spread)) spread.forEach((v) => (listItems.push(v), order.push({ list: v })));
        else if (isPlainObject(spread)) for (const [k, v] of Object.entries(spread)) (keyed.push([k, v]), order.push({ key: k }));
        continue;
      }
      let key: string | number | undefined;
      if (entry.key) {
        const evaluated = evaluate(entry.key as PhpNode, this.ctx);
        if (typeof evaluated === 'number' || typeof evaluated === 'boolean') key = Number(evaluated);
        else if (typeof evaluated === 'string') key = /^(0|-?[1-9]\d*)$/.test(evaluated) ? Number(evaluated) : evaluated;
        else {
          if (report) this.unknown(entry.key as PhpNode, path);
          continue;
        }
      }
      const childPath = typeof key === 'string' ? [...path, key] : [...path, String(listItems.length)];
      const value = this.value(valueNode, childPath, report);
      if (value === UNKNOWN) continue;
      if (typeof key === 'string') {
        const existing = keyed.findIndex(([k]) => k === key);
        if (existing !== -1) keyed[existing] = [key, value];
        else (keyed.push([key, value]), order.push({ key }));
      } else {
        listItems.push(value);
        order.push({ list: value });
      }
    }
    if (keyed.length === 0) return listItems;
    if (listItems.length === 0) return Object.fromEntries(keyed);
    // A mixed array: keep PHP's order with one-key objects for the keyed items.
    const values = new Map(keyed);
    return order.map((o) => ('key' in o ? { [o.key]: values.get(o.key) } : o.list));
  }

  private call(node: PhpNode, path: string[]): unknown {
    const what = node.what as PhpNode;
    const args = (node.arguments ?? []) as PhpNode[];
    const positional: unknown[] = [];
    const named: Record<string, unknown> = nameMap();
    const evaluateArgs = () => {
      for (const arg of args) {
        if (arg.kind === 'namedargument') named[String(arg.name)] = this.value(arg.value as PhpNode, path, false);
        else positional.push(this.value(arg, path, false));
      }
      return [...positional, ...Object.values(named)].some((v) => v === UNKNOWN);
    };
    if (what?.kind === 'name') {
      const fn = this.scope.resolveFunction(String(what.name)).split('\\').pop()!;
      if (fn === 'removeStrategies' || fn === 'configureStrategy') {
        if (evaluateArgs()) return UNKNOWN;
        const list = named.strategiesList ?? named.strategies ?? positional[0];
        const second = positional[1] ?? named.strategiesToRemove ?? named.configurationTuple ?? named.tuple;
        return fn === 'removeStrategies' ? removeStrategies(list, second) : configureStrategy(list, second);
      }
      if (fn === 'config') {
        if (evaluateArgs()) return UNKNOWN;
        return typeof positional[0] === 'string' ? this.configValue(positional[0], positional[1], lineOf(node) || 1) : UNKNOWN;
      }
      return NOT_HANDLED;
    }
    if (what?.kind === 'staticlookup') {
      const target = what.what as PhpNode;
      const method = (what.offset as PhpNode)?.name;
      if (target?.kind !== 'name' || typeof method !== 'string') return NOT_HANDLED;
      if (method !== 'wrapWithSettings' && method !== 'withSettings') return NOT_HANDLED;
      if (evaluateArgs()) return UNKNOWN;
      const ref = new ClassRef(this.scope.resolveClass(String(target.name)), lineOf(node));
      const tuple = settingsTuple(ref, method, positional, named);
      if (tuple && method === 'wrapWithSettings' && restricts(tuple[1].only) && Array.isArray(tuple[1].except) && tuple[1].except.length > 0) {
        // Scribe's wrapWithSettings() throws here, so the app could not even load this config.
        this.diagnostics.push({
          severity: 'error',
          code: 'config-value',
          message: `${ref.shortName}::wrapWithSettings() is given both only and except (config key ${path.join('.')}); give one of them.`,
          file: this.rel,
          line: lineOf(node) || 1,
        });
      }
      return tuple ?? UNKNOWN;
    }
    return NOT_HANDLED;
  }

  /** `config('database.default')`: the app's own config file, read the same way. */
  private configValue(key: string, fallback: unknown, line: number): unknown {
    const [file, ...rest] = key.split('.');
    const absPath = join(this.session.appRoot, 'config', `${file}.php`);
    if (this.session.reading.has(absPath)) return fallback ?? null;
    const lookup = locateAppFile(this.session.appRoot, absPath);
    if (!lookup.found) {
      if (lookup.reason === 'outside') {
        this.diagnostics.push({
          severity: 'warning',
          code: 'outside-app',
          message: `config('${key}') names the file ${absPath}, ${outsideAppReason(lookup)}; its default is used.`,
          file: this.rel,
          line,
        });
      }
      return fallback ?? null;
    }
    let value: unknown = readFile(absPath, this.session, []);
    for (const part of rest) {
      if (isPlainObject(value) && part in value) value = value[part];
      else if (Array.isArray(value) && /^\d+$/.test(part)) value = value[Number(part)];
      else return fallback ?? null;
    }
    return value ?? fallback ?? null;
  }

  private unknown(node: PhpNode, path: string[]): void {
    const key = path.length ? path.join('.') : 'the returned value';
    this.diagnostics.push({
      severity: 'warning',
      code: 'config-unevaluable',
      message: `Config key ${key} cannot be evaluated without running PHP; its default is used.`,
      file: this.rel,
      line: lineOf(node) || 1,
    });
  }
}

const NOT_HANDLED = Symbol('not-handled');

/** An `only` list that limits anything (`['*']`, Scribe's default, does not). */
function restricts(only: unknown): boolean {
  return Array.isArray(only) && only.length > 0 && !(only.length === 1 && only[0] === '*');
}
