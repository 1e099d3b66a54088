/** The Doctrine annotation syntax swagger-php docblocks are written in, read without PHP. */
import { describe, expect, it } from 'vitest';
import { NameScope } from '../../src/php/names.ts';
import type { Annotation } from '../../src/swagger-php/annotation.ts';
import { readDocblockAnnotations } from '../../src/swagger-php/read-docblock.ts';
import { operationOf } from '../../src/swagger-php/to-openapi.ts';

const scope = new NameScope('App\\Http\\Controllers', new Map([['OA', 'OpenApi\\Annotations'], ['User', 'App\\Models\\User']]));
const read = (lines: string[], startLine = 10) =>
  readDocblockAnnotations({ raw: ['/**', ...lines.map((l) => ` * ${l}`), ' */'].join('\n'), startLine, file: 'app/X.php', scope });

describe('docblock annotations', () => {
  it('read strings with doubled quotes, numbers, booleans, null, arrays, keyed arrays and ::class', () => {
    const { annotations, problems } = read([
      '@OA\\Get(path="/a ""quoted"" path", deprecated=true, x=null, tags={"one", "two"},',
      '  security={{"bearer": {}}}, @OA\\Response(response=200, description="ok", @OA\\JsonContent(ref=User::class, example={"a"=1, "b": 2.5}))',
      ')',
    ]);
    expect(problems).toEqual([]);
    const get = annotations[0]!;
    expect(get.type).toBe('Get');
    expect(get.line).toBe(11);
    expect(get.named).toMatchObject({ path: '/a "quoted" path', deprecated: true, x: null, tags: ['one', 'two'], security: [{ bearer: [] }] });
    const response = get.positional[0] as Annotation;
    expect(response.named).toMatchObject({ response: 200, description: 'ok' });
    expect((response.positional[0] as Annotation).named).toEqual({ ref: 'App\\Models\\User', example: { a: 1, b: 2.5 } });
    const operation = operationOf(get)!;
    expect(operation.responses[0]!.content['application/json']).toEqual({ schema: { $ref: 'App\\Models\\User', example: { a: 1, b: 2.5 } }, example: { a: 1, b: 2.5 } });
  });

  it('skip other tags and e-mail addresses in prose', () => {
    const { annotations, problems } = read(['Write to admin@example.com.', '@param int $id', '@OA\\Delete(path="/x")', '@return void']);
    expect(annotations.map((a) => a.type)).toEqual(['Delete']);
    expect(problems).toEqual([]);
  });

  it('report a malformed annotation at its line and read the next one', () => {
    const { annotations, problems } = read(['@OA\\Get(path="/x" summary="no comma")', '@OA\\Post(path="/y")']);
    expect(problems).toEqual([{ message: 'The swagger-php annotation @OA\\Get could not be read (a "," or ")" was expected in @OA\\Get); it is ignored.', file: 'app/X.php', line: 11 }]);
    expect(annotations.map((a) => [a.type, a.named.path])).toEqual([['Post', '/y']]);
  });

  it('report an unclosed string, a bare word and an unknown constant instead of failing', () => {
    expect(read(['@OA\\Get(path="/x)']).problems[0]!.message).toBe('The swagger-php annotation @OA\\Get could not be read (a string is not closed); it is ignored.');
    expect(read(['@OA\\Get(path=/x)']).problems[0]!.message).toContain('a value was expected');
    const constant = read(['@OA\\Get(path=Routes::USERS)']);
    expect(constant.problems.map((p) => p.message)).toEqual(['The constant Routes::USERS in a swagger-php annotation cannot be read statically; it is left out.']);
    expect(constant.annotations[0]!.named.path).toBeNull();
  });
});
