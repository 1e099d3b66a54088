/** The static PHP interpreter on small snippets: PHP semantics, framework helpers, faker formatters, warnings. */
import { Faker, base, en } from '@faker-js/faker';
import { describe, expect, it, vi } from 'vitest';
import type { Diagnostic } from '../../src/model.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { fileScope } from '../../src/php/names.ts';
import { parseCode } from '../../src/php/parser.ts';
import type { PhpNode } from '../../src/php/ast.ts';
import { appFunctions } from '../../src/laravel/extensions/app-functions.ts';
import { exampleExtensions } from '../../src/laravel/extensions/example-extensions.ts';
import { PhpEngine } from '../../src/php/engine/engine.ts';
import { encodeJson } from '../../src/laravel/models/json-encode.ts';
import { PhpDate } from '../../src/laravel/models/carbon-date.ts';
import { OrderedArray, UNKNOWN } from '../../src/laravel/models/runtime-values.ts';
import { BLOG_APP, HELPERS_APP } from './harness.ts';

const NOW = Date.UTC(2024, 2, 10, 12, 30, 0);

/** Runs the statements of `<?php …` and returns the value of the last `return`, with the warnings. */
function run(code: string, seed = 1, app = BLOG_APP) {
  const parsed = parseCode(`<?php\n${code}`, 'snippet.php');
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  const diagnostics: Diagnostic[] = [];
  const classes = ClassIndex.forApp(app, { env: {} });
  const interpreter: PhpEngine = new PhpEngine({
    classes,
    hosts: [exampleExtensions({ faker, now: NOW, appUrl: 'https://api.test' }), appFunctions(classes, () => interpreter)],
    report: (d) => diagnostics.push(d),
  });
  const scope = fileScope(parsed.ast);
  const frame = { vars: new Map(), scope, file: 'snippet.php' };
  const completion = interpreter.runStatements(parsed.ast.children as PhpNode[], frame);
  const value = completion.kind === 'return' ? completion.value : undefined;
  const site = interpreter.topSite('snippet.php', 1, scope);
  return { value, json: encodeJson(value, site), diagnostics };
}

describe('PHP semantics', () => {
  it('keeps PHP array order with integer and string keys, and appends after the highest integer key', () => {
    expect(run("$a = ['x' => 1, 5 => 'five', 'y' => 2]; $a[] = 'six'; return $a;").json).toBe('{"x":1,"5":"five","y":2,"6":"six"}');
    expect(run('return [];').json).toBe('[]');
    expect(run("return ['a', 'b'];").json).toBe('["a","b"]');
  });

  it("compares and computes with PHP 8's rules, as the constant evaluator does (src/php/operators.ts)", () => {
    expect(run(`return [null == '0', '1' == '01', 0 == 'a', 'Z' < 'a', '5 apples' + 1, [] == false, 7 % -3, 6 ^ 3];`).json).toBe(
      '[false,true,false,true,6,true,1,5]',
    );
    // The interpreter's own policy stays: a comparison with an unknown side is false, a switch on it takes no case.
    expect(run(`return [$nope == null, $nope != null];`).json).toBe('[false,false]');
  });

  it('evaluates operators, casts, ternaries, null coalescing, match and closures', () => {
    expect(run("$n = 7; return [$n % 3, $n / 2, (int) '12abc', (string) 3, (bool) '0', $n > 5 ? 'big' : 'small', $missing ?? 'default'];").json).toBe(
      '[1,3.5,12,"3",false,"big","default"]',
    );
    expect(run("$f = fn ($x) => $x * 2; $g = function ($y) use ($f) { return $f($y) + 1; }; return $g(4);").value).toBe(9);
    expect(run("return match (2) { 1 => 'one', 2, 3 => 'few', default => 'many' };").value).toBe('few');
    expect(run("$s = 'b'; switch ($s) { case 'a': return 1; case 'b': return 2; } return 3;").value).toBe(2);
    expect(run("$t = 0; foreach ([1, 2, 3] as $i) { $t += $i; } return $t;").value).toBe(6);
    expect(run('$name = "Ada"; return "Hi {$name}!";').value).toBe('Hi Ada!');
  });

  it('reads class constants and enum cases of the app', () => {
    expect(run('return [\\App\\Enums\\PostStatus::Published->value, \\App\\Enums\\PostStatus::from("draft")->name, count(\\App\\Enums\\PostStatus::cases())];').json).toBe(
      '["published","Draft",3]',
    );
  });
});

describe('Laravel helpers', () => {
  it('Str::ulid() is on the example clock: its time part is the clock\'s, whatever the real time, so a seeded build repeats', () => {
    // A ULID's first 10 characters are the time in ms, Crockford base-32: NOW (2024-03-10T12:30:00Z) is 01HRM5ESA0.
    const first = run('return Str::ulid();').value as string;
    vi.setSystemTime(Date.UTC(2030, 0, 1));
    try {
      expect(run('return Str::ulid();').value).toBe(first);
    } finally {
      vi.useRealTimers();
    }
    expect(first.slice(0, 10)).toBe('01HRM5ESA0');
  });

  it('answers Str, dates, url() and hashing', () => {
    const { value } = run(
      "return [Str::slug('Hello World!'), Str::upper('ab'), Str::limit('abcdefghij', 4), strlen(Str::random(12)), url('/x'), now()->toIso8601String(), now()->subDays(2)->toDateString(), bcrypt('secret')];",
    );
    const values = (value as OrderedArray).values();
    expect(values.slice(0, 5)).toEqual(['hello-world', 'AB', 'abcd...', 12, 'https://api.test/x']);
    expect(values[5]).toBe('2024-03-10T12:30:00+00:00');
    expect(values[6]).toBe('2024-03-08');
    expect(values[7]).toMatch(/^\$2y\$10\$/);
  });

  it('serialises dates the way Laravel does', () => {
    expect(new PhpDate(Date.UTC(2024, 0, 2, 3, 4, 5)).toJson()).toBe('2024-01-02T03:04:05.000000Z');
    expect(run("return Carbon::parse('2020-05-06 07:08:09');").json).toBe('"2020-05-06T07:08:09.000000Z"');
  });
});

describe("the app's helper functions", () => {
  it('runs the functions of composer autoload files, after Laravel has answered its own helpers', () => {
    const { value, diagnostics } = run("return [price_label(125050), price_label(99, 'USD'), initials('ada king lovelace'), now()->toDateString()];", 1, HELPERS_APP);
    expect((value as OrderedArray).values()).toEqual(['1,250.50 EUR', '0.99 USD', 'AKL', '2024-03-10']);
    expect(diagnostics).toEqual([]);
  });
});

describe('Laravel facades and classes', () => {
  it('answers Hash, Crypt, Storage, URL, Arr and Collection, and leaves their other methods to the rest', () => {
    const { value, diagnostics } = run(
      "return [Hash::make('x'), Crypt::encryptString('x'), Storage::url('/avatars/a.png'), URL::to('docs'), Arr::get(['a' => ['b' => 5]], 'a.b'), Arr::random([7]), Collection::make([1, 2])->count(), Hash::check('x', 'y')];",
    );
    const values = (value as OrderedArray).values();
    expect(values[0]).toBe('$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi');
    expect(values[1]).toMatch(/^eyJpdiI6I[A-Za-z0-9]{40}$/);
    expect(values.slice(2, 7)).toEqual(['https://api.test/storage/avatars/a.png', 'https://api.test/docs', 5, 7, 2]);
    // Hash::check() is not known: null in the example, with a warning that names the call.
    expect(values[7]).toBe(UNKNOWN);
    expect(diagnostics.map((d) => d.message)).toContainEqual(expect.stringContaining('Cannot infer Hash::check() statically'));
  });

  it('builds dates and collections with new', () => {
    const { value } = run("return [(new Carbon('2024-01-02'))->toDateString(), (new \\DateTime('2024-05-06 07:08:09'))->format('Y-m-d H:i'), (new Collection(['a', 'b']))->last()];");
    expect((value as OrderedArray).values()).toEqual(['2024-01-02', '2024-05-06 07:08', 'b']);
  });
});

describe('Faker formatters', () => {
  it('give values of the same kind as PHP Faker, from the seeded faker', () => {
    const { value, diagnostics } = run(
      `$f = fake();
       return [
         $f->safeEmail(), $f->unique()->safeEmail, $f->numberBetween(1, 5), $f->randomElement(['a', 'b']),
         $f->sentence(4), $f->paragraphs(2, true), $f->boolean(), $f->uuid(), $f->dateTimeBetween('-1 week', 'now'),
         $f->words(3), $f->randomFloat(2, 1, 9), $f->numerify('###-##'),
       ];`,
    );
    expect(diagnostics).toEqual([]);
    const [email, email2, number, element, sentence, paragraphs, bool, uuid, date, words, float, numerified] = (value as OrderedArray).values();
    expect(email).toMatch(/@example\.(com|net|org)$/);
    expect(email2).toMatch(/@example\.(com|net|org)$/);
    expect(number).toBeGreaterThanOrEqual(1);
    expect(number).toBeLessThanOrEqual(5);
    expect(['a', 'b']).toContain(element);
    expect((sentence as string).split(' ')).toHaveLength(4);
    expect(paragraphs).toContain('\n\n');
    expect(typeof bool).toBe('boolean');
    expect(uuid).toMatch(/^[0-9a-f]{8}-/);
    expect(date).toBeInstanceOf(PhpDate);
    expect((date as PhpDate).ms).toBeGreaterThanOrEqual(NOW - 7 * 86_400_000);
    expect((date as PhpDate).ms).toBeLessThanOrEqual(NOW);
    expect((words as OrderedArray).size).toBe(3);
    expect(float).toBeGreaterThanOrEqual(1);
    expect(numerified).toMatch(/^\d{3}-\d{2}$/);
  });

  it('are deterministic for a seed', () => {
    const code = 'return [fake()->name(), fake()->email()];';
    expect(run(code, 9).json).toBe(run(code, 9).json);
    expect(run(code, 9).json).not.toBe(run(code, 10).json);
  });

  it('warn about unknown formatters and functions, at their line', () => {
    const { json, diagnostics } = run("$x = 1;\nreturn [fake()->catchyNonsense(), mystery_helper(2)];");
    expect(json).toBe('[null,null]');
    expect(diagnostics.map((d) => [d.line, d.file, d.severity])).toEqual([
      [3, 'snippet.php', 'warning'],
      [3, 'snippet.php', 'warning'],
    ]);
    expect(diagnostics[0]!.message).toContain('catchyNonsense');
    expect(diagnostics[1]!.message).toContain('mystery_helper()');
  });
});
