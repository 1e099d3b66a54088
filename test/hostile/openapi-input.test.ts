/**
 * Input that used to make the OpenAPI spec invalid without a word: response statuses outside 100–599, from every
 * source that yields one (response tags, response attributes, response files, API resource tags, overrides,
 * custom endpoint files, StaticData in the config). Each is reported at the place that wrote it and left out; the
 * other responses stay, every output is written and the spec validates.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, hostileApp, lineOf, thingController } from './harness.ts';
import { runAllOutputs } from './all-outputs.ts';

const CONTROLLER = 'app/Http/Controllers/ThingController.php';

/** The response keys of GET /api/things in the spec (parsed by the caller's YAML reader). */
async function statusesOf(spec: string): Promise<string[]> {
  const { parse } = await import('yaml');
  const document = parse(spec) as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
  return Object.keys(document.paths['/api/things']!.get.responses);
}

/** The status is in no output: not as a spec response, a collection response code or an endpoint file status. */
function expectStatusNowhere(outputs: Map<string, string>, status: string): void {
  for (const [path, text] of outputs) {
    expect(text, path).not.toMatch(new RegExp(`"code":\\s*${status}\\b|^\\s*(- )?status: ${status}$|^\\s*"${status}":$`, 'm'));
  }
}

const BAD_STATUS = /gives the status (\d+|NaN|-\d+), which is not an HTTP status \(100 to 599\); the response is left out/;

describe('response statuses outside 100–599', () => {
  const cases: Array<{ name: string; doc: string[]; attributes?: string[]; needle: string; files?: Record<string, string>; what: RegExp }> = [
    { name: '@response 999', doc: ['@response 999 {"a": 1}'], needle: '999', what: /^@response gives the status 999/ },
    { name: '@response status=99999', doc: ['@response status=99999 {"a": 1}'], needle: '99999', what: /^@response gives the status 99999/ },
    { name: '@response 099', doc: ['@response 099 {"a": 1}'], needle: '099', what: /^@response gives the status 99,/ },
    { name: '@response status=600 scenario=…', doc: ['@response status=600 scenario="Too far" {"a": 1}'], needle: '600', what: /^@response gives the status 600/ },
    {
      name: '@responseFile 700',
      doc: ['@responseFile 700 responses/thing.json'],
      needle: '700',
      files: { 'storage/responses/thing.json': '{"from": "file"}' },
      what: /^@responseFile gives the status 700/,
    },
    { name: '#[Response] with status 1000', doc: [], attributes: ["#[Response('{\"a\": 1}', 1000)]"], needle: '1000', what: /^#\[Response\] gives the status 1000/ },
    { name: '#[Response] with a negative status', doc: [], attributes: ["#[Response('{\"a\": 1}', status: -5)]"], needle: '-5', what: /^#\[Response\] gives the status -5/ },
    {
      name: '#[ResponseFromFile] with status 42',
      doc: [],
      attributes: ["#[ResponseFromFile('responses/thing.json', 42)]"],
      needle: '42',
      files: { 'storage/responses/thing.json': '{"from": "file"}' },
      what: /^#\[ResponseFromFile\] gives the status 42/,
    },
  ];

  for (const testCase of cases) {
    it(`reports and leaves out ${testCase.name}, keeping the valid response`, async () => {
      const source = thingController([...testCase.doc, '@response 201 {"kept": true}'], testCase.attributes);
      const app = hostileApp({ [CONTROLLER]: source, ...testCase.files });
      const result = await runAllOutputs(app);
      expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, testCase.needle), severity: 'warning', sentence: testCase.what });
      expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, testCase.needle), sentence: BAD_STATUS });
      expect(result.all.code).toBe(0);
      expect(await statusesOf(result.spec)).toEqual(['201']);
      expectStatusNowhere(result.outputs, testCase.needle.replace(/^0+/, ''));
    });
  }

  it('reports and leaves out an @apiResource status of 999', async () => {
    const source = thingController(['@apiResource 999 App\\Http\\Resources\\ThingResource', '@apiResourceModel App\\Models\\Thing', '@response 201 {"kept": true}']);
    const app = hostileApp({
      [CONTROLLER]: source,
      'app/Models/Thing.php': '<?php\nnamespace App\\Models;\nuse Illuminate\\Database\\Eloquent\\Model;\nclass Thing extends Model {}\n',
      'app/Http/Resources/ThingResource.php':
        "<?php\nnamespace App\\Http\\Resources;\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\nclass ThingResource extends JsonResource { public function toArray($request) { return ['id' => 1]; } }\n",
    });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@apiResource 999'), sentence: /^@apiResource gives the status 999/ });
    expect(result.all.code).toBe(0);
    expect(await statusesOf(result.spec)).toEqual(['201']);
    expectStatusNowhere(result.outputs, '999');
  });

  it('reports a response status of 1000 in .docgen/overrides.yaml at its section', async () => {
    const overrides = '"GET /api/things":\n  metadata:\n    title: Overridden\n  responses:\n    - { status: 1000, content: "{}" }\n    - { status: 202, content: "{}" }\n';
    const app = hostileApp({ '.docgen/overrides.yaml': overrides });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: '.docgen/overrides.yaml', line: 4, sentence: /^Override "GET \/api\/things": a response gives the status 1000/ });
    expect(result.all.code).toBe(0);
    expect(await statusesOf(result.spec)).toEqual(['202']);
    expectStatusNowhere(result.outputs, '1000');
  });

  it('reports a response status of 0 in a custom endpoint file at its line', async () => {
    const custom = '- httpMethods: [GET]\n  uri: api/custom\n  metadata: { title: Custom }\n  responses:\n    - status: 0\n      content: "{}"\n';
    const app = hostileApp({ '.docgen/endpoints/custom.0.yaml': custom });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: '.docgen/endpoints/custom.0.yaml', line: 5, sentence: /Response status "0" is not an HTTP status; the response is skipped/ });
    expect(result.spec).toContain('/api/custom');
    expectStatusNowhere(new Map([...result.outputs].filter(([path]) => path.startsWith('out/'))), '0');
  });

  it('reports a StaticData response with status 9999 from the config at the endpoint', async () => {
    const config = `<?php
use Docgen\\Extracting\\Strategies;
return [
    'strategies' => [
        'responses' => [
            Strategies\\Responses\\UseResponseTag::class,
            Strategies\\StaticData::withSettings(data: ['status' => 9999, 'content' => '{"static": 1}']),
        ],
    ],
];
`;
    const source = thingController(['@response 201 {"kept": true}']);
    const app = hostileApp({ 'config/docgen.php': config, [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, 'public function index'), sentence: /^A response of GET \/api\/things gives the status 9999/ });
    expect(result.all.code).toBe(0);
    expect(await statusesOf(result.spec)).toEqual(['201']);
    expectStatusNowhere(result.outputs, '9999');
  });
});
