import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ClassIndex } from '../../src/php/class-index.ts';
import { evaluate, PhpEnumCase, UNKNOWN, type EvalContext } from '../../src/php/evaluate.ts';
import { parseCode } from '../../src/php/parser.ts';
import { fileScope } from '../../src/php/names.ts';

const appRoot = fileURLToPath(new URL('../fixtures/apps/php-model', import.meta.url));
const classes = ClassIndex.forApp(appRoot);

/** Evaluates `return <expr>;` written in a file of the fixture app. */
function value(expr: string, extra: Partial<EvalContext> = {}, header = ''): unknown {
  const code = `<?php\nnamespace App\\Http\\Controllers;\nuse App\\Enums\\Status;\n${header}\nreturn ${expr};\n`;
  const file = `${appRoot}/routes/example.php`;
  const ast = parseCode(code, file).ast;
  const namespace = ast.children[0];
  const statement = namespace.children.find((n: { kind: string }) => n.kind === 'return');
  return evaluate(statement.expr, { scope: fileScope(ast), classes, env: classes.env, file, appRoot, ...extra });
}

describe('evaluate: the pipe operator (PHP 8.5)', () => {
  it('passes the value to a first-class callable of a function, left to right', () => {
    expect(value(`'  Hello ' |> trim(...) |> strtolower(...)`)).toBe('hello');
  });

  it('is unknown for a closure or a method on the right', () => {
    expect(value(`'a' |> (fn ($s) => $s . 'b')`)).toBe(UNKNOWN);
    expect(value(`'a' |> $this->wrap(...)`)).toBe(UNKNOWN);
  });
});

describe('evaluate: literals and operators', () => {
  it('reads strings, numbers, booleans and null', () => {
    expect(value(`'it\\'s'`)).toBe("it's");
    expect(value(`"tab\\there"`)).toBe('tab\there');
    expect(value('1_000')).toBe(1000);
    expect(value('0x1F')).toBe(31);
    expect(value('-2.5')).toBe(-2.5);
    expect(value('TRUE')).toBe(true);
    expect(value('null')).toBe(null);
    expect(value('PHP_EOL')).toBe('\n');
  });

  it('concatenates with PHP string conversion and does arithmetic', () => {
    expect(value(`'v' . 1 . '/' . true . false . null`)).toBe('v1/1');
    expect(value('2 ** 10 + 6 / 3 - 7 % 4')).toBe(1023);
    expect(value(`'a' . (1 + 2)`)).toBe('a3');
  });

  it('evaluates ternaries, ?:, ?? and match on known values', () => {
    expect(value(`true ? 'yes' : 'no'`)).toBe('yes');
    expect(value(`'' ?: 'fallback'`)).toBe('fallback');
    expect(value(`null ?? 'dflt'`)).toBe('dflt');
    expect(value(`match (2) { 1 => 'one', 2, 3 => 'few', default => 'many' }`)).toBe('few');
    expect(value(`$unknown ? 'a' : 'b'`)).toBe(UNKNOWN);
  });

  it('compares arrays as PHP does: == by key/value pairs in any order, === also by order and type', () => {
    expect(value(`[1, 2] == [1, 2]`)).toBe(true);
    expect(value(`['a' => 1, 'b' => 2] == ['b' => 2, 'a' => 1]`)).toBe(true);
    expect(value(`['a' => 1, 'b' => 2] === ['b' => 2, 'a' => 1]`)).toBe(false);
    expect(value(`[1] == ['1']`)).toBe(true);
    expect(value(`[1] === ['1']`)).toBe(false);
    expect(value(`[1, [2]] != [1, ['2']]`)).toBe(false);
    expect(value(`[1] <> [1, 2]`)).toBe(true);
  });

  it('reads heredoc and nowdoc', () => {
    expect(value(`<<<EOT\n  Hello\n  World\n  EOT`)).toBe('Hello\nWorld');
    expect(value(`<<<'EOT'\nraw \\n text\nEOT`)).toBe('raw \\n text');
  });
});

describe('evaluate: arrays', () => {
  it('gives lists as arrays and keyed arrays as objects in order', () => {
    expect(value(`['a', 'b']`)).toEqual(['a', 'b']);
    expect(value(`array('x' => 1, 'y' => [2, 3])`)).toEqual({ x: 1, y: [2, 3] });
    expect(Object.keys(value(`['z' => 1, 'a' => 2]`) as object)).toEqual(['z', 'a']);
  });

  it('numbers unkeyed items after the largest integer key, like PHP', () => {
    expect(value(`[5 => 'a', 'b', 'k' => 'c', 'd']`)).toEqual({ 5: 'a', 6: 'b', k: 'c', 7: 'd' });
    expect(value(`['0' => 'a', '1' => 'b']`)).toEqual(['a', 'b']);
  });

  it('spreads known arrays', () => {
    expect(value(`[...['a', 'b'], 'c', ...['k' => 1]]`)).toEqual({ 0: 'a', 1: 'b', 2: 'c', k: 1 });
  });

  it('keeps unknown values in place', () => {
    expect(value(`['known' => 1, 'unknown' => $x]`)).toEqual({ known: 1, unknown: UNKNOWN });
  });
});

describe('evaluate: classes and constants', () => {
  it('resolves ::class against the namespace and imports', () => {
    expect(value('BookController::class')).toBe('App\\Http\\Controllers\\BookController');
    expect(value('Status::class')).toBe('App\\Enums\\Status');
    expect(value('\\Foo\\Bar::class')).toBe('Foo\\Bar');
  });

  it('reads class constants through the class index, with self:: and parent:: inside them', () => {
    expect(value('BookController::NOUN')).toBe('books');
    expect(value('BookController::ROUTE')).toBe('base/books');
    expect(value('BookController::ALL')).toEqual({ 0: 'a', 1: 'b', extra: true });
    expect(value('\\Acme\\Lib\\Client::TIMEOUT')).toBe(60);
  });

  it('finds constants inherited from a parent class and from an interface', () => {
    expect(value('BookController::PREFIX')).toBe('base');
    expect(value('BookController::VERSION')).toBe('v2');
  });

  it('reads self:: when told which class the code is in', () => {
    expect(value('self::NOUN', { className: 'App\\Http\\Controllers\\BookController' })).toBe('books');
    expect(value('self::NOUN')).toBe(UNKNOWN);
  });

  it('gives enum cases, their values and names, cases() and from()', () => {
    const active = value('Status::Active');
    expect(active).toBeInstanceOf(PhpEnumCase);
    expect(active).toMatchObject({ className: 'App\\Enums\\Status', name: 'Active', value: 'active' });
    expect(value('Status::Archived->value')).toBe('archived');
    expect(value('Status::Active->name')).toBe('Active');
    expect((value('Status::cases()') as PhpEnumCase[]).map((c) => c.value)).toEqual(['active', 'archived']);
    expect(value(`Status::from('archived')->name`)).toBe('Archived');
    expect(value(`Status::tryFrom('deleted')`)).toBe(null);
    expect(value(`Status::from('deleted')`)).toBe(UNKNOWN);
    // An element of a constant array is a constant expression too: STATUSES = [Status::Active, Status::Archived].
    expect(value(`BookController::STATUSES[1]`)).toMatchObject({ className: 'App\\Enums\\Status', name: 'Archived' });
    expect(value(`BookController::STATUSES[$i]`)).toBe(UNKNOWN);
  });

  it('gives UNKNOWN for constants it cannot find', () => {
    expect(value('Nowhere::THING')).toBe(UNKNOWN);
    expect(value('BookController::MISSING')).toBe(UNKNOWN);
  });
});

describe('evaluate: env, paths and variables', () => {
  it("reads the app's .env with Laravel's conversions, and env() defaults", () => {
    expect(value(`env('API_PREFIX', 'api')`)).toBe('api/v2');
    expect(value(`env('APP_NAME')`)).toBe('Model Fixture');
    expect(value(`env('FEATURE_ON')`)).toBe(true);
    expect(value(`env('FEATURE_OFF')`)).toBe(false);
    expect(value(`env('EMPTY_ONE')`)).toBe('');
    expect(value(`env('NULL_ONE', 'x')`)).toBe(null);
    expect(value(`env('GREETING')`)).toBe('Hello Model Fixture');
    expect(value(`env('EXPORTED')`)).toBe('yes');
    expect(value(`env('MISSING_KEY', 'fallback')`)).toBe('fallback');
    expect(value(`env('MISSING_KEY')`)).toBe(null);
    expect(value(`env('API_PREFIX', 'api')`, { env: {} })).toBe('api');
  });

  it('knows __DIR__, base_path() and friends', () => {
    expect(value(`__DIR__ . '/web.php'`)).toBe(`${appRoot}/routes/web.php`);
    expect(value(`base_path('routes/api.php')`)).toBe(`${appRoot}/routes/api.php`);
    expect(value(`app_path('Http')`)).toBe(`${appRoot}/app/Http`);
  });

  it('answers file tests only when the caller says what is on disk', () => {
    const kinds: Record<string, 'file' | 'dir'> = { [`${appRoot}/routes/api.php`]: 'file', [`${appRoot}/routes`]: 'dir' };
    const pathKind = (path: string) => kinds[path];
    expect(value(`file_exists(base_path('routes/api.php'))`)).toBe(UNKNOWN);
    expect(value(`file_exists(base_path('routes/api.php'))`, { pathKind })).toBe(true);
    expect(value(`file_exists(base_path('routes/gone.php'))`, { pathKind })).toBe(false);
    expect(value(`!file_exists(base_path('routes/gone.php'))`, { pathKind })).toBe(true);
    expect(value(`is_file(base_path('routes'))`, { pathKind })).toBe(false);
    expect(value(`is_dir(base_path('routes'))`, { pathKind })).toBe(true);
    expect(value(`file_exists($unknown)`, { pathKind })).toBe(UNKNOWN);
  });

  it('uses known variables and interpolates them', () => {
    const variables = new Map<string, unknown>([['version', 'v1']]);
    expect(value(`"api/{$version}/users"`, { variables })).toBe('api/v1/users');
    expect(value(`"api/$version"`, { variables })).toBe('api/v1');
    expect(value(`"api/$other"`, { variables })).toBe(UNKNOWN);
  });

  it('calls a few pure functions', () => {
    expect(value(`implode('|', ['a', 'b'])`)).toBe('a|b');
    expect(value(`['a' => 1, 'b' => 2] + ['b' => 3, 'c' => 4]`)).toEqual({ a: 1, b: 2, c: 4 });
    expect(value(`[1, 2] + [9, 9, 3]`)).toEqual([1, 2, 3]);
    expect(value(`array_merge(['a' => 1], ['a' => 2, 'b' => 3], ['x'])`)).toEqual({ a: 2, b: 3, 0: 'x' });
    expect(value(`strtolower('ABC') . sprintf('-%s-%d', 'x', 4)`)).toBe('abc-x-4');
    expect(value(`random_int(1, 2)`)).toBe(UNKNOWN);
  });

  it('gives UNKNOWN for what needs PHP to run', () => {
    expect(value('new Foo()')).toBe(UNKNOWN);
    expect(value('$this->x')).toBe(UNKNOWN);
    expect(value(`config('app.name')`)).toBe(UNKNOWN);
    expect(value(`'a' . $x`)).toBe(UNKNOWN);
  });
});

describe('evaluate: constant expressions on the PHP engine', () => {
  it('reads a variable it is not given as unknown, not as undefined', () => {
    expect(value(`$missing ?? 'default'`)).toBe(UNKNOWN);
    expect(value(`$given ?? 'default'`, { variables: new Map([['given', null]]) })).toBe('default');
    expect(value(`$given ?? 'default'`, { variables: new Map([['given', 'set']]) })).toBe('set');
  });

  it('hands nested arrays to PHP functions as PHP arrays, and back as plain data', () => {
    expect(value(`in_array(['a'], [['b'], ['a']], true)`)).toBe(true);
    expect(value(`array_merge(['x' => ['y' => 1]], ['z' => [2]])`)).toEqual({ x: { y: 1 }, z: [2] });
    const variables = new Map<string, unknown>([['list', ['b', 'c']]]);
    expect(value(`['a', ...$list]`, { variables })).toEqual(['a', 'b', 'c']);
  });

  it('runs no code: methods, closures, objects and static properties are unknown', () => {
    expect(value(`Status::Active->label()`)).toBe(UNKNOWN);
    expect(value(`(fn () => 1)()`)).toBe(UNKNOWN);
    expect(value(`Status::$cache`)).toBe(UNKNOWN);
    expect(value(`[Status::Active => 1]`)).toBe(UNKNOWN);
  });

  it('tells whether an enum case is an instance of its enum', () => {
    expect(value(`Status::Active instanceof Status`)).toBe(true);
    expect(value(`'active' instanceof Status`)).toBe(false);
    expect(value(`$missing instanceof Status`)).toBe(UNKNOWN);
  });
});

describe('evaluate: $this properties', () => {
  it('reads a property default of the class the code is in, through parents', () => {
    const ctx = { className: 'App\\Http\\Controllers\\BookController' };
    expect(value('$this->limit', ctx)).toBe(10);
    expect(value('$this->limit')).toBe(UNKNOWN);
    expect(value('$this->nothing', ctx)).toBe(UNKNOWN);
  });
});
