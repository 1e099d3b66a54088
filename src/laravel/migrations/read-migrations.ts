/**
 * The database schema an app's migrations build, read statically: `database/migrations/*.php` in file-name
 * order (Laravel's order), the `up()` method of each (named or anonymous class), and in it
 * `Schema::create`/`table`/`rename`/`drop`/`dropIfExists` with the Blueprint calls of their closures.
 */
import { locateAppFile, outsideAppReason } from '../../app-files.ts';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnostic } from '../../model.ts';
import { isNode, lineOf, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import { evaluate, type EvalContext } from '../../php/evaluate.ts';
import type { ClassLookup, PhpClass } from '../../php/class-types.ts';
import { readClassNode } from '../../php/classes.ts';
import { fileScope } from '../../php/names.ts';
import { parseFile } from '../../php/parser.ts';
import { appConfig, configUnchanged, type AppConfig } from '../app-config.ts';
import { isPhpArrayObject, UNKNOWN } from '../../php/values.ts';
import { columnsOf, droppedColumns, type Column } from './blueprint.ts';

export interface TableSchema {
  name: string;
  /** Columns in declaration order. */
  columns: Map<string, Column>;
}

export interface DatabaseSchema {
  tables: Map<string, TableSchema>;
  diagnostics: Diagnostic[];
  /** What it was read from, relative to the app root: the migrations folder (its list of files) and each file. */
  sources?: string[];
}

/** Parsed files are shared objects that change only when the file does, so they identify a schema. */
const cache = new Map<string, { files: unknown[]; env: string; configs: AppConfig['read']; schema: DatabaseSchema }>();

/** The schema of an app's migrations; cached until a migration file, or a config file one of them reads, changes. */
export function readMigrations(appRoot: string, env: Record<string, string> = {}): DatabaseSchema {
  const dir = join(appRoot, 'database', 'migrations');
  const listed = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.php'))
        .sort()
    : [];
  // Only regular files inside the app are read: a link out of the app is reported with the schema below, and
  // anything else (a folder or a pipe named *.php) is skipped.
  const lookups = listed.map((name) => ({ name, lookup: locateAppFile(appRoot, join(dir, name)) }));
  const outside = lookups.flatMap(({ name, lookup }) => (!lookup.found && lookup.reason === 'outside' ? [{ name, lookup }] : []));
  const found = lookups.flatMap(({ name, lookup }) => (lookup.found ? [{ name, stat: lookup.stat }] : []));
  const files = found.map(({ name }) => name);
  const parsed = found.map(({ name, stat }) => parseFile(join(dir, name), stat));
  const envKey = JSON.stringify(env);
  const cached = cache.get(appRoot);
  if (cached && cached.env === envKey && cached.files.length === parsed.length && cached.files.every((f, i) => f === parsed[i]) && configUnchanged(appRoot, cached.configs)) {
    return cached.schema;
  }
  // `Schema::create(config('permission.table_names')['roles'], …)`: published package migrations name their tables in the app's config.
  const config = appConfig(appRoot, env);

  const schema: DatabaseSchema = { tables: new Map(), diagnostics: [], sources: ['database/migrations', ...files.map((name) => `database/migrations/${name}`)] };
  for (const { name, lookup } of outside) {
    schema.diagnostics.push({ severity: 'warning', code: 'outside-app', message: `The migration ${name} is not read, ${outsideAppReason(lookup)}.`, file: `database/migrations/${name}`, line: 1 });
  }
  files.forEach((name, index) => {
    const file = `database/migrations/${name}`;
    const program = parsed[index]!;
    for (const error of program.errors) schema.diagnostics.push({ ...error, file });
    const scope = fileScope(program.ast);
    const found = findUpMethod(program.ast);
    if (!found) return;
    const { up, migration } = found;
    const absFile = join(dir, name);
    const own = readClassNode(migration, scope, { file, absoluteFile: absFile, env });
    const reader = new MigrationReader(schema, { scope, file: absFile, env, classes: ownClassOnly(own), className: own.name, config: config.value }, file);
    reader.readStatements(((up.body as PhpNode).children ?? []) as PhpNode[], new Map());
  });
  schema.sources!.push(...config.read.keys());
  cache.set(appRoot, { files: parsed, env: envKey, configs: config.read, schema });
  return schema;
}

/** The first `up()` method with a body, and the class (named or anonymous) that declares it. */
function findUpMethod(program: PhpNode): { up: PhpNode; migration: PhpNode } | undefined {
  let found: { up: PhpNode; migration: PhpNode } | undefined;
  walk(program, (node) => {
    if (found) return false;
    if (node.kind !== 'class') return undefined;
    const up = ((node.body ?? []) as PhpNode[]).find((member) => member.kind === 'method' && nameOf(member.name)?.toLowerCase() === 'up' && isNode(member.body));
    if (up) found = { up, migration: node };
    return found ? false : undefined;
  });
  return found;
}

/**
 * The migration's own class as evaluation sees it: its constants (`Schema::table(self::TABLE, …)`). Other classes
 * stay unknown, so the schema depends only on the migration files and the config files they read (its cache's key).
 */
function ownClassOnly(own: PhpClass): ClassLookup {
  const isOwn = (fqcn: string) => fqcn.replace(/^\\/, '').toLowerCase() === own.name.toLowerCase();
  return {
    find: (fqcn) => (isOwn(fqcn) ? own : undefined),
    findConstant: (fqcn, name) => {
      const value = isOwn(fqcn) ? own.constants.get(name) : undefined;
      return value ? { owner: own, value } : undefined;
    },
    findProperty: (fqcn, name) => {
      const property = isOwn(fqcn) ? own.properties.get(name) : undefined;
      return property ? { owner: own, property } : undefined;
    },
    absolutePath: (file) => file,
  };
}

/** A chain `a()->b()->c()` as a list from the innermost call out. */
interface ChainLink {
  name: string;
  args: PhpNode[];
  node: PhpNode;
}

function flattenChain(node: PhpNode): { root: PhpNode; links: ChainLink[] } {
  const links: ChainLink[] = [];
  let current: PhpNode = node;
  while (current.kind === 'call' && isNode(current.what) && (current.what.kind === 'propertylookup' || current.what.kind === 'nullsafepropertylookup')) {
    links.unshift({ name: nameOf(current.what.offset) ?? '', args: (current.arguments ?? []) as PhpNode[], node: current });
    current = current.what.what as PhpNode;
  }
  return { root: current, links };
}

class MigrationReader {
  constructor(
    private readonly schema: DatabaseSchema,
    /** Where the migration's code is written: its file, names, class and environment. */
    private readonly where: EvalContext,
    private readonly file: string,
  ) {}

  /** The local variables known where the code being read runs (`$table = 'posts';`, a `foreach` item). */
  private variables: Map<string, unknown> = new Map();

  private value(node: PhpNode | undefined): unknown {
    if (!node) return undefined;
    const expr = node.kind === 'namedargument' ? (node.value as PhpNode) : node;
    return evaluate(expr, { ...this.where, variables: this.variables });
  }

  /**
   * The schema calls of a list of statements, in order. `$name = …` written in the list itself (not in a branch)
   * sets a variable for the statements after it; a `foreach` over a list the code states (a literal, a constant,
   * a property's declared value) reads its body once per item, with the item's variable set.
   */
  readStatements(statements: PhpNode[], variables: Map<string, unknown>): void {
    for (const statement of statements) {
      this.variables = variables;
      const expression = statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
      if (expression?.kind === 'assign' && expression.operator === '=' && (expression.left as PhpNode).kind === 'variable' && typeof expression.left.name === 'string') {
        this.readCalls(expression.right as PhpNode);
        variables.set(expression.left.name, this.value(expression.right as PhpNode));
        continue;
      }
      if (statement.kind === 'foreach' && this.readLoop(statement, variables)) continue;
      this.readCalls(statement);
    }
  }

  /** Reads a `foreach` once per item of a list known here; false when the list or its variables are not. */
  private readLoop(loop: PhpNode, variables: Map<string, unknown>): boolean {
    const items = this.value(loop.source as PhpNode);
    const valueName = (loop.value as PhpNode | null)?.kind === 'variable' ? (loop.value as PhpNode).name : undefined;
    const keyName = (loop.key as PhpNode | null)?.kind === 'variable' ? (loop.key as PhpNode).name : undefined;
    const known = Array.isArray(items) || isPhpArrayObject(items);
    if (!known || typeof valueName !== 'string' || (loop.key && typeof keyName !== 'string')) return false;
    const body = loop.body as PhpNode;
    const statements = (body.kind === 'block' ? body.children : [body]) as PhpNode[];
    for (const [key, item] of Object.entries(items as object)) {
      const inner = new Map(variables).set(valueName, item);
      if (typeof keyName === 'string') inner.set(keyName, Array.isArray(items) ? Number(key) : key);
      this.readStatements(statements, inner);
    }
    this.variables = variables;
    return true;
  }

  /** Every schema call in a piece of code, with the variables known now. */
  private readCalls(node: PhpNode): void {
    walk(node, (child) => {
      if (child.kind !== 'call') return undefined;
      this.readSchemaCall(child);
      return false;
    });
  }

  private warn(node: PhpNode, message: string): void {
    this.schema.diagnostics.push({ severity: 'warning', code: 'migration-unreadable', message, file: this.file, line: lineOf(node) });
  }

  /** `Schema::create('t', fn)`, `Schema::connection('x')->table('t', fn)`, `Schema::rename`, `Schema::drop…`. */
  readSchemaCall(call: PhpNode): void {
    const what = call.what as PhpNode;
    let method: string | undefined;
    if (what?.kind === 'staticlookup' && isNode(what.what) && what.what.kind === 'name') {
      const className = this.where.scope.resolveClass(String(what.what.name));
      if (!/(^|\\)Schema$/.test(className)) return;
      method = nameOf(what.offset);
    } else if (what?.kind === 'propertylookup') {
      const { root, links } = flattenChain(call);
      const isSchemaRoot =
        root.kind === 'call' && isNode(root.what) && root.what.kind === 'staticlookup' && /(^|\\)Schema$/.test(String(root.what.what?.name ?? ''));
      if (!isSchemaRoot) return;
      method = links[links.length - 1]?.name;
    } else {
      return;
    }
    const args = (call.arguments ?? []) as PhpNode[];
    const tableName = this.value(args[0]);
    if (!method) return;
    const lower = method.toLowerCase();
    if (lower !== 'create' && lower !== 'table' && lower !== 'drop' && lower !== 'dropifexists' && lower !== 'rename') return;
    if (typeof tableName !== 'string') {
      this.warn(call, `Cannot read the table name of Schema::${method}() statically; the migration is skipped.`);
      return;
    }
    if (lower === 'drop' || lower === 'dropifexists') {
      this.schema.tables.delete(tableName);
      return;
    }
    if (lower === 'rename') {
      const to = this.value(args[1]);
      const table = this.schema.tables.get(tableName);
      if (typeof to === 'string' && table) {
        this.schema.tables.delete(tableName);
        this.schema.tables.set(to, { ...table, name: to });
      }
      return;
    }
    let table = this.schema.tables.get(tableName);
    if (!table || lower === 'create') {
      table = { name: tableName, columns: new Map() };
      this.schema.tables.set(tableName, table);
    }
    const closure = args[1];
    if (!closure || (closure.kind !== 'closure' && closure.kind !== 'arrowfunc')) return;
    const blueprintVar = nameOf(((closure.arguments ?? []) as PhpNode[])[0]?.name) ?? 'table';
    const body = closure.kind === 'arrowfunc' ? [closure.body as PhpNode] : ((closure.body?.children ?? []) as PhpNode[]);
    walk(body, (node) => {
      if (node.kind === 'call') {
        this.readBlueprintCall(node, blueprintVar, table!);
        return false;
      }
      return undefined;
    });
  }

  private readBlueprintCall(call: PhpNode, blueprintVar: string, table: TableSchema): void {
    const { root, links } = flattenChain(call);
    if (root.kind !== 'variable' || root.name !== blueprintVar || links.length === 0) return;
    const [base, ...modifiers] = links;
    const args = base!.args.map((arg) => this.value(arg));
    const dropped = droppedColumns(base!.name, args);
    if (dropped) {
      for (const name of dropped) table.columns.delete(name);
      return;
    }
    if (base!.name.toLowerCase() === 'renamecolumn') {
      const [from, to] = args;
      const column = typeof from === 'string' ? table.columns.get(from) : undefined;
      if (column && typeof to === 'string') {
        const renamed = new Map<string, Column>();
        for (const [name, value] of table.columns) renamed.set(name === from ? to : name, name === from ? { ...value, name: to } : value);
        table.columns = renamed;
      }
      return;
    }
    const seeds = columnsOf(base!.name, args);
    if (!seeds) return;
    if (seeds.some((seed) => seed.name === 'id' && args[0] === UNKNOWN && base!.name.toLowerCase() !== 'id')) {
      this.warn(call, `Cannot read the column name of $${blueprintVar}->${base!.name}() statically.`);
      return;
    }
    const isChange = modifiers.some((m) => m.name.toLowerCase() === 'change');
    for (const seed of seeds) {
      const existing = table.columns.get(seed.name);
      const column: Column = {
        nullable: false,
        autoIncrement: false,
        hasDefault: false,
        ...seed,
        file: this.file,
        line: lineOf(call),
      };
      for (const modifier of modifiers) this.applyModifier(column, modifier);
      if (isChange && existing) table.columns.set(seed.name, { ...existing, ...column, file: existing.file, line: existing.line });
      else table.columns.set(seed.name, column);
    }
  }

  private applyModifier(column: Column, modifier: ChainLink): void {
    const arg = modifier.args[0] ? this.value(modifier.args[0]) : undefined;
    switch (modifier.name.toLowerCase()) {
      case 'nullable':
        column.nullable = arg === undefined ? true : arg !== false;
        return;
      case 'default':
        if (arg !== UNKNOWN) {
          column.hasDefault = true;
          column.default = arg;
        }
        return;
      case 'usecurrent':
        column.hasDefault = true;
        return;
      case 'autoincrement':
        column.autoIncrement = true;
        return;
      default:
        return;
    }
  }
}
