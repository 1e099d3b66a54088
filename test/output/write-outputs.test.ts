/** Where `collection.json` and `openapi.yaml` go for each output type, and disabled outputs. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defaultConfig } from '../../src/config/defaults.ts';
import { outputDirectory, writeOutputs } from '../../src/output/write-outputs.ts';
import { richGroups } from './support/rich-groups.ts';

const temporary = mkdtempSync(join(tmpdir(), 'docgen-write-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

function app(name: string): string {
  const root = join(temporary, name);
  mkdirSync(root, { recursive: true });
  return root;
}

describe('writeOutputs', () => {
  it('writes to <static.output_path> for type static (public/docs by default)', () => {
    const root = app('static');
    const config = defaultConfig();
    config.type = 'static';
    config.openapi.enabled = true;
    const result = writeOutputs({ config, appName: 'Shop', appUrl: 'http://shop.test', appRoot: root, groups: richGroups() });
    expect(result.written).toEqual([join(root, 'public/docs/collection.json'), join(root, 'public/docs/openapi.yaml')]);
    expect(JSON.parse(readFileSync(result.written[0]!, 'utf8')).info.name).toBe('Shop');
    expect(parse(readFileSync(result.written[1]!, 'utf8')).openapi).toBe('3.0.3');
  });

  it('honours a custom static.output_path and external_static', () => {
    const root = app('custom');
    const config = defaultConfig();
    config.type = 'external_static';
    config.static.output_path = 'docs/api';
    expect(outputDirectory(root, config)).toBe(join(root, 'docs/api'));
    const result = writeOutputs({ config, appName: 'A', appUrl: '', appRoot: root, groups: [] });
    expect(result.written).toEqual([join(root, 'docs/api/collection.json')]);
  });

  it('writes to storage/app/docgen for type framework (the default type)', () => {
    const root = app('framework');
    const config = defaultConfig();
    config.openapi.enabled = true;
    expect(config.type).toBe('framework');
    const result = writeOutputs({ config, appName: 'A', appUrl: '', appRoot: root, groups: richGroups() });
    expect(result.written).toEqual([join(root, 'storage/app/docgen/collection.json'), join(root, 'storage/app/docgen/openapi.yaml')]);
    config.type = 'external_framework';
    expect(outputDirectory(root, config)).toBe(join(root, 'storage/app/docgen'));
  });

  it('writes no OpenAPI file by default (openapi.enabled is false)', () => {
    const root = app('default');
    const result = writeOutputs({ config: defaultConfig(), appName: 'A', appUrl: '', appRoot: root, groups: richGroups() });
    expect(result.written).toEqual([join(root, 'storage/app/docgen/collection.json')]);
    expect(existsSync(join(root, 'storage/app/docgen/openapi.yaml'))).toBe(false);
  });

  it('removes the stale file of a disabled output', () => {
    const root = app('stale');
    const dir = join(root, 'storage/app/docgen');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'collection.json'), '{}');
    writeFileSync(join(dir, 'openapi.yaml'), 'old: true');
    const config = defaultConfig();
    config.collection.enabled = false;
    const result = writeOutputs({ config, appName: 'A', appUrl: '', appRoot: root, groups: richGroups() });
    expect(result.written).toEqual([]);
    expect(result.removed.sort()).toEqual([join(dir, 'collection.json'), join(dir, 'openapi.yaml')]);
    expect(existsSync(join(dir, 'collection.json'))).toBe(false);
    expect(existsSync(join(dir, 'openapi.yaml'))).toBe(false);
  });
});
