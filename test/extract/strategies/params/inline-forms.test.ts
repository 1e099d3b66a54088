/** Every form of inline validation Scribe finds, and rule objects read statically (fixture: InlineController). */
import { describe, expect, it } from 'vitest';
import { GetFromInlineValidator } from '../../../../src/extract/strategies/bodyParameters/GetFromInlineValidator.ts';
import { GetFromQueryParamAttribute } from '../../../../src/extract/strategies/queryParameters/GetFromQueryParamAttribute.ts';
import { harness } from './harness.ts';

const INLINE = 'App\\Http\\Controllers\\InlineController';
const body = (method: string) => {
  const h = harness(method, {}, 1234, INLINE);
  return { result: h.run(GetFromInlineValidator), diagnostics: h.diagnostics };
};

describe('inline validation forms', () => {
  it('request()->validate([...]) assigned to a variable', () => {
    expect(body('helper').result!.name).toMatchObject({ type: 'string', required: true });
  });

  it('$request->validateWithBag(bag, [...]) and Rule::notIn', () => {
    expect(body('bag').result!.title).toMatchObject({
      required: true, description: 'Must not be one of <code>draft</code> or <code>test</code>.',
    });
  });

  it('Request::validate([...]) (the facade) and File::image()', () => {
    expect(body('facade').result!.avatar).toMatchObject({ type: 'file', required: true, description: 'Must be an image.' });
  });

  it('$this->validate($request, [...]) with Rule::in(Enum::cases()), new In([...]), a spread and a No-example comment', () => {
    const { result, diagnostics } = body('controllerValidate');
    expect(diagnostics).toEqual([]);
    expect(Object.keys(result!)).toEqual(['genre', 'size', 'extra']);
    expect(result!.genre).toMatchObject({ enumValues: ['fiction', 'poetry', 'essay'], description: 'A genre.' });
    expect(result!.genre!.example).toBeUndefined();
    expect(result!.size!.enumValues).toEqual(['s', 'm']);
    expect(result!.extra!.type).toBe('boolean');
  });

  it('validation after ten other statements is found: the whole action is searched', () => {
    expect(body('late').result!.too_late).toMatchObject({ required: true });
  });
});

describe('enum: on parameter attributes', () => {
  it('a backed enum class gives its values; a list is taken as is; enum cases count by value', () => {
    const h = harness('genres', { methods: ['GET'] }, 1234, INLINE);
    const result = h.run(GetFromQueryParamAttribute)!;
    expect(h.diagnostics).toEqual([]);
    expect(result.genre).toMatchObject({ enumValues: ['fiction', 'poetry', 'essay'], required: true, description: 'A genre.' });
    expect(['fiction', 'poetry', 'essay']).toContain(result.genre!.example);
    expect(result.level).toMatchObject({ type: 'integer', enumValues: [1, 2], required: false });
    expect([1, 2]).toContain(result.level!.example);
    expect(result.favourite).toMatchObject({ enumValues: ['poetry', 'essay'], example: 'essay', exampleWasSpecified: true });
  });
});
