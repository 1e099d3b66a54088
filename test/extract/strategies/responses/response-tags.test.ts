import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UseResponseFileTag } from '../../../../src/extract/strategies/responses/UseResponseFileTag.ts';
import { UseResponseTag } from '../../../../src/extract/strategies/responses/UseResponseTag.ts';
import { readResponseFile } from '../../../../src/extract/strategies/responses/response-file.ts';
import { BLOG_APP, fixtureLine, harness } from './harness.ts';

const CONTROLLER_FILE = 'app/Http/Controllers/PostController.php';

describe('UseResponseTag', () => {
  it('reads every @response with its status, scenario and body (multi-line, empty, text)', () => {
    const responses = harness('responseTags').run(UseResponseTag)!;
    expect(responses.map((r) => [r.status, r.description])).toEqual([
      [200, ''],
      [404, 'not found'],
      [201, 'post created'],
      [204, ''],
      [500, ''],
    ]);
    expect(JSON.parse(responses[0]!.content!)).toEqual({ id: 4, title: 'Hello' });
    expect(JSON.parse(responses[1]!.content!)).toEqual({ message: 'No post' });
    // The body continues over several docblock lines.
    expect(JSON.parse(responses[2]!.content!)).toEqual({ id: 5, title: 'New' });
    // No body: an empty JSON object, as Scribe writes it.
    expect(responses[3]!.content).toBe('{}');
    // Text that is not JSON stays text.
    expect(responses[4]!.content).toBe('Server error, as text');
    expect(responses.every((r) => Object.keys(r.headers).length === 0)).toBe(true);
  });

  it('keeps a malformed JSON body with a warning at its line, and the other responses', () => {
    const h = harness('malformedResponse');
    const responses = h.run(UseResponseTag)!;
    expect(responses).toHaveLength(2);
    expect(responses[0]!.content).toBe('{"id": 4,}');
    expect(JSON.parse(responses[1]!.content!)).toEqual({ message: 'gone' });
    expect(h.diagnostics).toHaveLength(1);
    const [warning] = h.diagnostics;
    expect(warning!.severity).toBe('warning');
    expect(warning!.file).toBe('app/Http/Controllers/PostController.php');
    expect(warning!.line).toBe(fixtureLine(CONTROLLER_FILE, '@response {"id": 4,}'));
    expect(warning!.message).toMatch(/not valid JSON/);
  });

  it('reads the docblock of a closure route', () => {
    const h = harness('responseTags');
    h.context.controller = undefined;
    h.context.route = {
      ...h.context.route,
      controller: undefined,
      closure: { location: { file: 'routes/api.php', line: 12 }, docComment: '/**\n * @response 202 {"queued": true}\n * @response {"oops": }\n */' },
    };
    const responses = h.run(UseResponseTag)!;
    expect(responses.map((r) => [r.status, r.content])).toEqual([
      [202, '{"queued": true}'],
      [200, '{"oops": }'],
    ]);
    // The broken body is reported in the routes file, at its line above the closure.
    expect(h.diagnostics[0]).toMatchObject({ file: 'routes/api.php', line: 10 });
  });

  it('says nothing for a method without @response', () => {
    expect(harness('apiResource').run(UseResponseTag)).toBeUndefined();
  });
});

describe('UseResponseFileTag', () => {
  it('reads files relative to storage/ and to the app root, merges JSON, and warns about missing files', () => {
    const h = harness('responseFiles');
    const responses = h.run(UseResponseFileTag)!;
    expect(responses.map((r) => [r.status, r.description])).toEqual([
      [200, ''],
      [404, ''],
      [201, 'merged'],
    ]);
    // `responses/post.json` is found under storage/, verbatim.
    expect(responses[0]!.content).toBe('{"id": 7, "title": "From a file", "tags": ["a", "b"]}\n');
    // `resources/examples/error.json` is relative to the app root.
    expect(JSON.parse(responses[1]!.content!)).toEqual({ message: 'Not found' });
    // The merge JSON (single quotes accepted) overrides and extends the file's top level.
    expect(JSON.parse(responses[2]!.content!)).toEqual({ id: 7, title: 'Merged title', tags: ['a', 'b'], extra: 1 });
    expect(h.diagnostics).toHaveLength(1);
    expect(h.diagnostics[0]).toMatchObject({
      severity: 'warning',
      file: CONTROLLER_FILE,
      line: fixtureLine(CONTROLLER_FILE, '@responseFile responses/missing.json'),
    });
    expect(h.diagnostics[0]!.message).toContain('responses/missing.json');
  });

  it('accepts an absolute path', () => {
    const absolute = join(BLOG_APP, 'storage', 'responses', 'post.json');
    expect(readResponseFile(absolute, undefined, BLOG_APP)).toEqual({ content: '{"id": 7, "title": "From a file", "tags": ["a", "b"]}\n' });
    expect(readResponseFile('/nowhere/at/all.json', undefined, BLOG_APP)).toHaveProperty('problem');
  });
});
