/**
 * Docblock tags with hostile text: long whitespace runs that once made each command take 25 s (quadratic
 * regexes), brace runs, bare tags. Each is read in linear time, and a bare tag is a warning at its line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, runDocgen } from './harness.ts';
import { controllerFile, documentedEndpoints, expectNoInternals, twoControllerApp } from './parse-cases.ts';

const THING = 'app/Http/Controllers/ThingController.php';
const RUN = 120_000;
/** Far above the linear cost of reading 120,000 characters, far below the 25 s the quadratic regexes took. */
const SECONDS_ALLOWED = 3;

function endpointsText(app: string): string {
  const dir = join(app, '.docgen', 'endpoints');
  return readdirSync(dir)
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

async function extractThing(docblockLines: string[], method = 'public function index() { return []; }') {
  const doc = ['    /**', '     * List things.', ...docblockLines.map((line) => `     * ${line}`), '     */', `    ${method}`].join('\n');
  const app = twoControllerApp({ [THING]: controllerFile('ThingController', doc) });
  const started = Date.now();
  const run = await runDocgen(['extract', '--app', app]);
  return { app, run, seconds: (Date.now() - started) / 1000 };
}

describe('whitespace runs in tag text', () => {
  // The old regexes backtracked over a whitespace run inside the value: `Example: 3` + spaces + `4`.
  it(`${RUN} spaces inside an "Example:" value: read in linear time, the description kept`, async () => {
    const { app, run, seconds } = await extractThing([`@queryParam q string The query. Example: a${' '.repeat(RUN)}b`]);
    expect(seconds).toBeLessThan(SECONDS_ALLOWED);
    expect(run.code).toBe(0);
    expect(endpointsText(app)).toMatch(/q:\n\s+name: q\n\s+description: The query\.\n/);
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });

  it(`${RUN} spaces inside an "Enum:" list of a @queryParam: read in linear time, the description kept`, async () => {
    const { app, run, seconds } = await extractThing([`@queryParam sort string The order. Enum: asc${' '.repeat(RUN)}x, desc`]);
    expect(seconds).toBeLessThan(SECONDS_ALLOWED);
    expect(run.code).toBe(0);
    expect(endpointsText(app)).toMatch(/sort:\n\s+name: sort\n\s+description: The order\.\n(?:.*\n)*?\s+enumValues:\n\s+- "?asc {10}/);
    expectNoInternals(run, app);
  });

  it(`${RUN} spaces inside the "Enum:" list of a @responseField: read in linear time, the values kept`, async () => {
    const { app, run, seconds } = await extractThing([`@responseField status string The state. Enum: open${' '.repeat(RUN)}, closed`]);
    expect(seconds).toBeLessThan(SECONDS_ALLOWED);
    expect(run.code).toBe(0);
    expect(endpointsText(app)).toMatch(/status:\n\s+name: status\n(?:.*\n)*?\s+enumValues:\n\s+- open\n\s+- closed\n/);
    expectNoInternals(run, app);
  });

  it(`a @bodyParam "Example:" value with ${RUN} spaces inside: read in linear time`, async () => {
    const { run, seconds } = await extractThing([`@bodyParam note string A note. Example: x${' '.repeat(RUN)}y`]);
    expect(seconds).toBeLessThan(SECONDS_ALLOWED);
    expect(run.code).toBe(0);
    expectNoInternals(run);
  });

  it(`a tab and newline-free run of ${RUN} "=" and quotes in @apiResourceAdditional: linear, no pair invented`, async () => {
    const { run, seconds } = await extractThing([`@apiResourceAdditional ${'a'.repeat(RUN)} "${'x'.repeat(100)}`]);
    expect(seconds).toBeLessThan(SECONDS_ALLOWED);
    expect(run.code).toBe(0);
    expectNoInternals(run);
  });

  it(`@responseFile followed by ${RUN} "{": read in linear time, the missing file reported at the tag's line`, async () => {
    const { app, run, seconds } = await extractThing([`@responseFile 200 ${'{'.repeat(RUN)}`]);
    expect(seconds).toBeLessThan(SECONDS_ALLOWED);
    expectDiagnostic(run, { file: THING, line: 7, severity: 'warning', sentence: /^@responseFile / });
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });
});

describe('bare and broken tags', () => {
  it('a bare @header: a warning at its line, the endpoint documented', async () => {
    const { app, run } = await extractThing(['@header']);
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: THING, line: 7, severity: 'warning', sentence: /^@header needs a header name; the tag is skipped\.$/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });

  it('a bare @bodyParam and @urlParam: a warning at each line, the endpoint documented', async () => {
    const { app, run } = await extractThing(['@bodyParam', '@urlParam']);
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: THING, line: 7, severity: 'warning', sentence: /@bodyParam/ });
    expectDiagnostic(run, { file: THING, line: 8, severity: 'warning', sentence: /@urlParam/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });

  it('a docblock that is only "/**/" and one that never closes before the method: no crash', async () => {
    const app = twoControllerApp({
      [THING]: controllerFile('ThingController', '    /**/\n    public function index() { return []; }'),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });
});
