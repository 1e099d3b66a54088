/**
 * Every YAML docgen writes (openapi.yaml, `.docgen/endpoints/*.yaml`) goes through one emitter. What it writes
 * must be read back, exactly, by three independent readers: `yaml` (strict), `js-yaml` and PyYAML. Generated
 * values (fast-check, fixed seed) cover control characters, unicode, very long strings and keys, keys that look
 * like numbers, booleans or null, leading and trailing spaces, `: `, ` #` and the like; then real runs of docgen
 * on an app whose source holds such text.
 */
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emitYaml } from '../../src/yaml-emit.ts';
import { validateOpenApiYaml } from '../output/support/validators.ts';
import { hostileApp, runDocgen } from './harness.ts';
import { readWithAll, readWithJs } from './yaml-readers.ts';

/** Strings YAML readers are known to take for something else, or to reject when written raw. */
const TRICKY = [
  '', ' ', 'true', 'False', 'NULL', 'null', '~', 'yes', 'No', 'on', 'OFF', 'y', 'n', '1', '-1', '0x1F', '0o17', '0b101', '1e3',
  '1_000', '.5', '.inf', '-.Inf', '.NaN', '12:30:45', '2001-12-14', '2001-12-14t21:59:43.10-05:00', '=', '<<', ' lead', 'trail ',
  'a: b', 'a:b', 'a #b', 'a#b', '#x', '- x', '-', '? x', '?', ': x', '&anchor', '*alias', '!tag', '!!str', '%YAML', '@x', '`x', '|', '>',
  "'", '"', "it's", '{a: 1}', '[1, 2]', ',', '\t', '\ttab', '\n', 'a\n', '\na', 'a\n\n', ' \n', 'a\n \nb', 'a\r\nb', 'a\rb', '---', '...',
  '--- x', '\u007f', 'a\u007fb', '\u0080', '\u0085', 'a\u0085b', '\u009f', '\u00a0', '\u2028', 'a\u2029b', '\ufeff', '\ufeffx', '\ufffe',
  '\uffff', '\u0000', 'a\u0000b', '\u001b[31m', '\ud83d\ude00', 'é', '日本語', 'x'.repeat(1025), 'y'.repeat(14_000),
  '__proto__', 'constructor', 'toString', 'hasOwnProperty',
];

const CONTROL = [...Array(32).keys()].map((code) => String.fromCharCode(code)).concat(['\u007f', '\u0085', '\u0090', '\u009f', '\u2028', '\u2029', '\ufeff']);

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...CONTROL, 'a', 'Z', ' ', ':', '#', '-', '?', '"', "'", '\\', '\n', 'é'), maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1000, maxLength: 1500 }) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...TRICKY), fc.constantFrom(...TRICKY)).map(([a, b]) => `${a}${b}`) },
);

const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value)),
  fc.constantFrom(1e21, 1e-7, 123456789012345680000, Number.MAX_SAFE_INTEGER, 0.1),
);

const { value: data } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, text, number, fc.boolean(), fc.constant(null), tie('list'), tie('map')),
  list: fc.array(tie('value'), { maxLength: 4 }),
  map: fc.dictionary(text, tie('value'), { maxKeys: 4 }),
}));

/** Runs in CI: a fixed seed, so a failure is reproducible; a few hundred documents, read by all three in one go. */
const SEED = 20261124;
const RUNS = 300;

describe('the YAML emitter, read back by three YAML readers', () => {
  it(`round-trips ${RUNS} generated documents exactly (seed ${SEED})`, () => {
    const documents = fc.sample(fc.dictionary(text, data, { minKeys: 1, maxKeys: 6 }), { seed: SEED, numRuns: RUNS });
    const texts = documents.map((document) => emitYaml(document));
    const readings = readWithAll(texts);
    readings.forEach((reading, index) => {
      for (const [reader, result] of Object.entries(reading)) {
        expect(result, `${reader} on document ${index}:\n${texts[index]!.slice(0, 2000)}`).toEqual({ value: documents[index] });
      }
    });
  });

  it('round-trips single values through yaml and js-yaml (fast-check property, shrinking to the failing value)', () => {
    // The in-process readers only, so that fast-check can shrink a failure without a Python process per run.
    fc.assert(
      fc.property(data, (value) => {
        const reading = readWithJs(emitYaml({ value }));
        expect(reading.yaml).toEqual({ value: { value } });
        expect(reading['js-yaml']).toEqual({ value: { value } });
      }),
      { seed: SEED, numRuns: 100 },
    );
  });

  it('writes DEL and C1 control characters escaped, never raw', () => {
    const written = emitYaml({ a: 'x\u007fy', b: 'p\u0085q\u0090r', c: 'line\nwith\u009f' });
    expect(written).not.toMatch(/[\u007f-\u009f]/);
    expect(written).toContain('\\u007f');
  });

  it('writes a key over 1,024 characters in the explicit `? ` form', () => {
    const key = `/${'a'.repeat(14_000)}`;
    const written = emitYaml({ paths: { [key]: { get: { summary: 'x' } } } });
    expect(written).toContain(`? "${key}"\n  :\n`);
    for (const result of Object.values(readWithAll([written])[0]!)) expect(result).toEqual({ value: { paths: { [key]: { get: { summary: 'x' } } } } });
  });
});

describe('YAML written by docgen from hostile source text', () => {
  const hostileText = 'Name\u007f with DEL, C1 \u0085\u0090 and \u2028 separators: yes #no';
  const longUri = `things/${'a'.repeat(14_000)}`;
  const app = hostileApp({
    'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
Route::get('things', [ThingController::class, 'index']);
Route::get('${longUri}', [ThingController::class, 'index']);
`,
    'app/Http/Controllers/ThingController.php': `<?php
namespace App\\Http\\Controllers;
class ThingController extends Controller
{
    /**
     * ${hostileText}
     *
     * @group true
     * @queryParam null string ${hostileText}. Example: ${hostileText}
     * @queryParam 123 string A key that looks like a number. Example: 1e3
     * @response {"yes": "${hostileText.replace(/\u2028/g, '')}", "~": null}
     */
    public function index() { return []; }
}
`,
  });

  it('writes openapi.yaml and .docgen/endpoints/*.yaml that all three readers load, and the spec validates', async () => {
    const out = join(app, 'out', 'openapi.yaml');
    const extract = await runDocgen(['extract', '--app', app]);
    const openapi = await runDocgen(['openapi', '--app', app, '--out', out]);
    expect(extract.code).toBe(0);
    expect(openapi.code).toBe(0);
    const endpointsDir = join(app, '.docgen', 'endpoints');
    const files = [out, ...readdirSync(endpointsDir).map((name) => join(endpointsDir, name))];
    const texts = files.map((file) => readFileSync(file, 'utf8'));
    expect(texts.join('\n')).not.toMatch(/[\u007f-\u009f]/);
    const readings = readWithAll(texts);
    readings.forEach((reading, index) => {
      const values = Object.entries(reading).map(([reader, result]) => {
        expect(result, `${reader} on ${files[index]}`).toHaveProperty('value');
        return (result as { value: unknown }).value;
      });
      for (const value of values.slice(1)) expect(value).toEqual(values[0]);
    });
    const spec = (readings[0]!.yaml as { value: { paths: Record<string, unknown> } }).value;
    expect(Object.keys(spec.paths)).toContain(`/api/${longUri}`);
    expect(JSON.stringify(spec)).toContain(JSON.stringify(hostileText).slice(1, -1));
    await validateOpenApiYaml(texts[0]!);
  });
});
