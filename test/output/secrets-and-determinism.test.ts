/**
 * `auth.use_value` never reaches any output (it is a real secret, used only for response calls), whatever
 * `auth.in` is, and the same input always gives the same bytes.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { groupToCamelYaml } from '../../src/camel/to-camel.ts';
import type { AuthIn } from '../../src/config/types.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { collectionToJson, generatePostmanCollection } from '../../src/output/postman/generate-collection.ts';
import { writeOutputs } from '../../src/output/write-outputs.ts';
import { richConfig, richContext, richGroups } from './support/rich-groups.ts';

const MARKER = 'USE-VALUE-MARKER-3b9f1c';
const temporary = mkdtempSync(join(tmpdir(), 'docgen-secrets-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

function everyOutput(authIn: AuthIn, placeholder: string): string[] {
  const config = richConfig();
  config.auth = { ...config.auth, enabled: true, in: authIn, name: 'api_key', use_value: MARKER, placeholder };
  const context = richContext(config);
  const texts = [
    collectionToJson(generatePostmanCollection(richGroups(), context).collection),
    openApiToYaml(generateOpenApiSpec(richGroups(), context).spec),
  ];
  config.openapi.version = '3.1.0';
  texts.push(openApiToYaml(generateOpenApiSpec(richGroups(), context).spec));
  texts.push(...richGroups().map((group) => groupToCamelYaml(group)));
  const app = join(temporary, `app-${authIn}-${placeholder.length}`);
  config.type = 'static';
  const written = writeOutputs({ ...context, appRoot: app, groups: richGroups() });
  texts.push(...written.written.map((file) => readFileSync(file, 'utf8')));
  return texts;
}

describe('auth.use_value', () => {
  for (const authIn of ['bearer', 'basic', 'header', 'query', 'body'] as const) {
    for (const placeholder of ['{YOUR_AUTH_KEY}', '']) {
      it(`appears in no output byte (auth.in ${authIn}, placeholder ${placeholder ? 'set' : 'empty'})`, () => {
        const texts = everyOutput(authIn, placeholder);
        expect(texts.length).toBe(7);
        for (const text of texts) expect(text).not.toContain(MARKER);
        // The placeholder is what users see instead.
        if (authIn === 'bearer') expect(texts[0]).toContain('{YOUR_AUTH_KEY}');
      });
    }
  }
});

describe('determinism', () => {
  it('gives byte-identical collection, spec and Camel files for the same input', () => {
    const render = () => [
      collectionToJson(generatePostmanCollection(richGroups(), richContext()).collection),
      openApiToYaml(generateOpenApiSpec(richGroups(), richContext()).spec),
      ...richGroups().map((group) => groupToCamelYaml(group)),
    ];
    expect(render()).toEqual(render());
  });

  it('writes identical files on a second run and leaves no temporary file behind', () => {
    const app = join(temporary, 'twice');
    const config = richConfig();
    config.type = 'static';
    const first = writeOutputs({ ...richContext(config), appRoot: app, groups: richGroups() });
    const bytes = first.written.map((file) => readFileSync(file));
    const second = writeOutputs({ ...richContext(config), appRoot: app, groups: richGroups() });
    expect(second.written).toEqual(first.written);
    expect(second.written.map((file) => readFileSync(file))).toEqual(bytes);
    expect(readdirSync(join(app, 'public/docs')).sort()).toEqual(['collection.json', 'openapi.yaml']);
  });
});
