/** A closure route's docblock counts like a controller method's (Scribe reads it through ReflectionFunction). */
import { describe, expect, it } from 'vitest';
import { GetFromBodyParamTag } from '../../../../src/extract/strategies/bodyParameters/GetFromBodyParamTag.ts';
import { GetFromDocBlocks } from '../../../../src/extract/strategies/metadata/GetFromDocBlocks.ts';
import { GetFromQueryParamTag } from '../../../../src/extract/strategies/queryParameters/GetFromQueryParamTag.ts';
import type { StrategyContext } from '../../../../src/extract/strategy.ts';
import { harness } from './harness.ts';

const DOC_COMMENT = `/**
 * Health check
 *
 * Whether the API is up.
 *
 * @group Status
 * @unauthenticated
 * @queryParam verbose boolean Include timings. Example: true
 * @bodyParam probe string required Any text. Example: ping
 */`;

function closureContext(docComment?: string): StrategyContext {
  const { context } = harness('index', {
    methods: ['GET', 'HEAD'],
    uri: 'api/health',
    action: 'Closure',
    controller: undefined,
    closure: { location: { file: 'routes/api.php', line: 12 }, ...(docComment ? { docComment } : {}) },
  });
  const { controller: _none, ...withoutController } = context;
  return withoutController;
}

describe('closure routes', () => {
  it('take title, description, group and auth status from the docblock above the route', async () => {
    expect(await GetFromDocBlocks.run(closureContext(DOC_COMMENT))).toMatchObject({
      title: 'Health check',
      description: 'Whether the API is up.',
      groupName: 'Status',
      authenticated: false,
    });
  });

  it('take @queryParam and @bodyParam tags from it', async () => {
    const context = closureContext(DOC_COMMENT);
    expect(await GetFromQueryParamTag.run(context)).toMatchObject({ verbose: { type: 'boolean', description: 'Include timings.', example: true } });
    expect(await GetFromBodyParamTag.run(context)).toMatchObject({ probe: { type: 'string', required: true, description: 'Any text.', example: 'ping' } });
  });

  it('without a docblock say nothing', async () => {
    const metadata = (await GetFromDocBlocks.run(closureContext())) ?? {};
    expect(metadata.title ?? '').toBe('');
    expect(metadata.groupName).toBeUndefined();
  });
});
