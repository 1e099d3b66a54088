/**
 * What each `Blueprint` method (`$table->string('title')`, `id()`, `timestamps()`, `morphs('taggable')` …) adds
 * to a table, following Laravel's Blueprint: column names, a coarse kind that decides the example value,
 * and the modifiers that matter for examples (nullable, default, allowed values).
 */
import { snake } from '../extensions/str-facade.ts';

/** The kind of value a column holds. */
export type ColumnKind =
  | 'integer'
  | 'float'
  | 'decimal'
  | 'string'
  | 'text'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'year'
  | 'json'
  | 'uuid'
  | 'ulid'
  | 'enum'
  | 'binary'
  | 'ip'
  | 'mac'
  | 'geometry';

export interface Column {
  name: string;
  /** The Blueprint method that declared it (`string`, `foreignId`, `timestamps` …). */
  method: string;
  kind: ColumnKind;
  nullable: boolean;
  /** Whether `->default(…)` (or `useCurrent()`) gave a database default. */
  hasDefault: boolean;
  default?: unknown;
  autoIncrement: boolean;
  /** Values of `enum()`/`set()` columns. */
  allowed?: unknown[];
  /** `string('code', 3)`: the length; `decimal('price', 8, 2)`: the scale in `places`. */
  length?: number;
  places?: number;
  /** Where it is declared (relative file, line). */
  file: string;
  line: number;
}

export type ColumnSeed = Omit<Column, 'file' | 'line' | 'hasDefault' | 'nullable' | 'autoIncrement'> & {
  nullable?: boolean;
  autoIncrement?: boolean;
};

const INTEGER_METHODS = new Set([
  'integer',
  'tinyinteger',
  'smallinteger',
  'mediuminteger',
  'biginteger',
  'unsignedinteger',
  'unsignedtinyinteger',
  'unsignedsmallinteger',
  'unsignedmediuminteger',
  'unsignedbiginteger',
]);
const INCREMENT_METHODS = new Set([
  'increments',
  'integerincrements',
  'tinyincrements',
  'smallincrements',
  'mediumincrements',
  'bigincrements',
]);

const str = (value: unknown, fallback: string): string => (typeof value === 'string' && value ? value : fallback);
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * The columns a Blueprint call adds, given its evaluated arguments; undefined when the method adds none
 * (indexes, foreign keys, drops — drops are handled by the reader).
 */
export function columnsOf(method: string, args: unknown[]): ColumnSeed[] | undefined {
  const lower = method.toLowerCase();
  const [first, second, third] = args;
  const one = (name: string, kind: ColumnKind, extra: Partial<ColumnSeed> = {}): ColumnSeed[] => [
    { name, method, kind, ...extra },
  ];

  if (lower === 'id') return one(str(first, 'id'), 'integer', { autoIncrement: true });
  if (INCREMENT_METHODS.has(lower)) return one(str(first, 'id'), 'integer', { autoIncrement: true });
  if (INTEGER_METHODS.has(lower)) return one(str(first, 'id'), 'integer', { autoIncrement: second === true });
  if (lower === 'foreignid') return one(str(first, 'id'), 'integer');
  if (lower === 'foreignidfor') {
    const className = typeof first === 'string' ? first : '';
    const column = typeof second === 'string' ? second : `${snake(className.split('\\').pop() ?? 'model')}_id`;
    return one(column, 'integer');
  }
  if (lower === 'foreignuuid') return one(str(first, 'uuid'), 'uuid');
  if (lower === 'foreignulid') return one(str(first, 'ulid'), 'ulid');
  if (['float', 'double', 'unsignedfloat', 'unsigneddouble'].includes(lower)) return one(str(first, 'value'), 'float', { places: numberOr(third) });
  if (['decimal', 'unsigneddecimal'].includes(lower)) return one(str(first, 'value'), 'decimal', { places: numberOr(third) ?? 2 });
  if (lower === 'boolean') return one(str(first, 'flag'), 'boolean');
  if (lower === 'string' || lower === 'char') return one(str(first, 'value'), 'string', { length: numberOr(second) });
  if (['text', 'tinytext', 'mediumtext', 'longtext'].includes(lower)) return one(str(first, 'text'), 'text');
  if (lower === 'enum' || lower === 'set') {
    const allowed = Array.isArray(second) ? second : second && typeof second === 'object' ? Object.values(second) : [];
    return one(str(first, 'value'), 'enum', { allowed });
  }
  if (lower === 'json' || lower === 'jsonb') return one(str(first, 'data'), 'json');
  if (lower === 'date') return one(str(first, 'date'), 'date');
  if (['datetime', 'datetimetz', 'timestamp', 'timestamptz'].includes(lower)) return one(str(first, 'at'), 'datetime');
  if (lower === 'time' || lower === 'timetz') return one(str(first, 'time'), 'time');
  if (lower === 'year') return one(str(first, 'year'), 'year');
  if (lower === 'uuid') return one(str(first, 'uuid'), 'uuid');
  if (lower === 'ulid') return one(str(first, 'ulid'), 'ulid');
  if (lower === 'ipaddress') return one(str(first, 'ip_address'), 'ip');
  if (lower === 'macaddress') return one(str(first, 'mac_address'), 'mac');
  if (lower === 'binary') return one(str(first, 'data'), 'binary');
  if (['geometry', 'point', 'linestring', 'polygon', 'geography', 'multipoint', 'multipolygon'].includes(lower)) {
    return one(str(first, 'location'), 'geometry');
  }
  if (['timestamps', 'timestampstz', 'nullabletimestamps', 'datetimes'].includes(lower)) {
    return [
      { name: 'created_at', method, kind: 'datetime', nullable: true },
      { name: 'updated_at', method, kind: 'datetime', nullable: true },
    ];
  }
  if (lower === 'softdeletes' || lower === 'softdeletestz' || lower === 'softdeletesdatetime') {
    return one(str(first, 'deleted_at'), 'datetime', { nullable: true });
  }
  if (lower === 'remembertoken') return one('remember_token', 'string', { nullable: true, length: 100 });
  const morph = /^(nullable)?(uuid|ulid)?morphs$/.exec(lower);
  if (morph) {
    const base = str(first, 'morphable');
    const nullable = Boolean(morph[1]);
    const idKind: ColumnKind = morph[2] === 'uuid' ? 'uuid' : morph[2] === 'ulid' ? 'ulid' : 'integer';
    return [
      { name: `${base}_type`, method, kind: 'string', nullable },
      { name: `${base}_id`, method, kind: idKind, nullable },
    ];
  }
  return undefined;
}

/** Blueprint methods that remove columns, with the names they remove. */
export function droppedColumns(method: string, args: unknown[]): string[] | undefined {
  const lower = method.toLowerCase();
  const names = (value: unknown): string[] =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];
  if (lower === 'dropcolumn' || lower === 'dropcolumns') return args.flatMap(names);
  if (lower === 'droptimestamps' || lower === 'droptimestampstz') return ['created_at', 'updated_at'];
  if (lower === 'dropsoftdeletes' || lower === 'dropsoftdeletestz') return [typeof args[0] === 'string' ? args[0] : 'deleted_at'];
  if (lower === 'dropremembertoken') return ['remember_token'];
  if (lower === 'dropmorphs' && typeof args[0] === 'string') return [`${args[0]}_type`, `${args[0]}_id`];
  return undefined;
}
