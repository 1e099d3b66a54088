/**
 * Validation rules → parameters. Expected wording is Scribe's (the strings of its
 * ValidationRuleParsingTest), written here by hand.
 */
import { describe, expect, it } from 'vitest';
import { createExampleGenerator } from '../../../src/examples/generator.ts';
import { stringRules, type CustomParameterData, type RuleItem, type RuleSet } from '../../../src/laravel/validation/rules.ts';
import { parametersFromRules } from '../../../src/laravel/validation/to-parameters.ts';
import type { Parameter } from '../../../src/model.ts';

const examples = createExampleGenerator(1234, 'POST /api/test');

function parse(rules: Record<string, string | RuleItem[]>, custom: Record<string, CustomParameterData> = {}): Record<string, Parameter> {
  const set: RuleSet = {};
  for (const [key, value] of Object.entries(rules)) set[key] = typeof value === 'string' ? stringRules(value) : value;
  return parametersFromRules(set, custom, { examples });
}

function one(rule: string, custom?: CustomParameterData): Parameter {
  return parse({ p: rule }, custom ? { p: custom } : {}).p!;
}

const D = 'A description';

describe('rule wording', () => {
  const cases: Array<[string, CustomParameterData | undefined, string, string?]> = [
    ['string', { description: D }, 'A description.', 'string'],
    ['boolean', undefined, '', 'boolean'],
    ['integer', undefined, '', 'integer'],
    ['numeric', { description: D }, 'A description.', 'number'],
    ['file|required', { description: D }, 'A description. Must be a file.', 'file'],
    ['image|required', undefined, 'Must be an image.', 'file'],
    ['timezone|required', undefined, 'Must be a valid time zone, such as <code>Africa/Accra</code>.', 'string'],
    ['email|required', undefined, 'Must be a valid email address.', 'string'],
    ['url|required', { description: D }, 'A description. Must be a valid URL.', 'string'],
    ['ip|required', { description: D }, 'A description. Must be a valid IP address.', 'string'],
    ['json|required', undefined, 'Must be a valid JSON string.', 'string'],
    ['date|required', undefined, 'Must be a valid date.', 'string'],
    ['date_format:Y-m-d|required', { description: D }, 'A description. Must be a valid date in the format <code>Y-m-d</code>.', 'string'],
    ['in:3,5,6', { description: D }, 'A description.', 'string'],
    ['not_in:3,5,6', undefined, 'Must not be one of <code>3</code>, <code>5</code>, or <code>6</code>.'],
    ['digits:8', undefined, 'Must be 8 digits.', 'string'],
    ['digits_between:2,8', undefined, 'Must be between 2 and 8 digits.', 'string'],
    ['alpha', undefined, 'Must contain only letters.', 'string'],
    ['alpha_dash', undefined, 'Must contain only letters, numbers, dashes and underscores.', 'string'],
    ['alpha_num', undefined, 'Must contain only letters and numbers.', 'string'],
    ['ends_with:go,ha', undefined, 'Must end with one of <code>go</code> or <code>ha</code>.', 'string'],
    ['starts_with:go,ha', undefined, 'Must start with one of <code>go</code> or <code>ha</code>.', 'string'],
    ['uuid', undefined, 'Must be a valid UUID.', 'string'],
    ['required_if:another_field,a_value', undefined, 'This field is required when <code>another_field</code> is <code>a_value</code>.'],
    ['string|required_unless:another_field,a_value', undefined, 'This field is required unless <code>another_field</code> is in <code>a_value</code>.'],
    ['required_with:another_field,some_other_field', undefined, 'This field is required when <code>another_field</code> or <code>some_other_field</code> is present.'],
    ['required_with_all:another_field,some_other_field', undefined, 'This field is required when <code>another_field</code> and <code>some_other_field</code> are present.'],
    ['string|required_without:another_field,some_other_field', undefined, 'This field is required when <code>another_field</code> or <code>some_other_field</code> is not present.'],
    ['string|required_without_all:another_field,some_other_field', undefined, 'This field is required when none of <code>another_field</code> and <code>some_other_field</code> are present.'],
    ['same:other_field', undefined, 'The value and <code>other_field</code> must match.'],
    ['string|different:other_field', undefined, 'The value and <code>other_field</code> must be different.'],
    ['after:2020-02-12', undefined, 'Must be a date after <code>2020-02-12</code>.'],
    ['after_or_equal:2020-02-12', undefined, 'Must be a date after or equal to <code>2020-02-12</code>.'],
    ['before:2020-02-12', undefined, 'Must be a date before <code>2020-02-12</code>.'],
    ['before_or_equal:2020-02-12', undefined, 'Must be a date before or equal to <code>2020-02-12</code>.'],
    ['numeric|size:6', undefined, 'Must be 6.'],
    ['string|size:6', undefined, 'Must be 6 characters.'],
    ['file|size:6', undefined, 'Must be a file. Must be 6 kilobytes.'],
    ['numeric|max:6', undefined, 'Must not be greater than 6.'],
    ['string|max:6', undefined, 'Must not be greater than 6 characters.'],
    ['string|max:255', undefined, 'Must not be greater than 255 characters.'],
    ['file|max:6', undefined, 'Must be a file. Must not be greater than 6 kilobytes.'],
    ['max:6', undefined, 'Must not be greater than 6 characters.'],
    ['numeric|min:6', undefined, 'Must be at least 6.'],
    ['string|min:6', undefined, 'Must be at least 6 characters.'],
    ['file|min:6', undefined, 'Must be a file. Must be at least 6 kilobytes.'],
    ['numeric|between:1,2', undefined, 'Must be between 1 and 2.'],
    ['string|between:1,2', undefined, 'Must be between 1 and 2 characters.'],
    ['file|between:1,2', undefined, 'Must be a file. Must be between 1 and 2 kilobytes.'],
    ['string|min:1', undefined, 'Must be at least 1 character.'],
    ['digits:1', undefined, 'Must be 1 digit.'],
    ['regex:/\\d/', undefined, 'Must match the regex /\\d/.'],
    ['accepted', undefined, 'Must be accepted.', 'boolean'],
    ['exists:users,id', undefined, 'The <code>id</code> of an existing record in the users table.'],
    ['accepted_if:another_field,a_value', undefined, 'Must be accepted when <code>another_field</code> is <code>a_value</code>.', 'boolean'],
    ['bail|sometimes|confirmed|unique:users|mimes:jpg|dimensions:min_width=100|present|filled', { description: D }, 'A description.', 'string'],
  ];
  for (const [rule, custom, description, type] of cases) {
    it(`${rule} → "${description}"`, () => {
      const param = one(rule, custom);
      expect(param.description).toBe(description);
      if (type) expect(param.type).toBe(type);
    });
  }

  it('takes the date rules\' argument verbatim when it names another field', () => {
    const result = parse({ to_time: 'date|max:6', from_time: 'date|before:to_time' });
    expect(result.from_time!.description).toBe('Must be a valid date. Must be a date before <code>to_time</code>.');
  });

  it('an array\'s size rules speak of items', () => {
    expect(parse({ tags: 'array|max:3', 'tags.*': 'string' }).tags!.description).toBe('Must not have more than 3 items.');
  });

  it('exists without a column names the field itself', () => {
    expect(one('exists:users').description).toBe('The <code>p</code> of an existing record in the users table.');
  });
});

describe('flags, enums and rule objects', () => {
  it('required sets required; sometimes before required does not', () => {
    expect(one('required').required).toBe(true);
    expect(one('sometimes|required').required).toBe(false);
    expect(one('required|sometimes').required).toBe(true);
    expect(one('sometimes|accepted').required).toBe(false);
    expect(one('accepted|sometimes').required).toBe(true);
  });

  it('nullable sets nullable, unless required', () => {
    expect(one('nullable|string').nullable).toBe(true);
    expect(one('string').nullable).toBe(false);
    expect(one('required|nullable|string').nullable).toBe(false);
    const nested = parse({ object: 'array', 'object.field1': 'string', 'object.field2': 'nullable|string' });
    expect(nested.object!.nullable).toBe(false);
    expect(nested['object.field1']!.nullable).toBe(false);
    expect(nested['object.field2']!.nullable).toBe(true);
  });

  it('in: sets the enum values (cast to the type) and picks the example among them', () => {
    const param = one('in:3,5,6');
    expect(param.enumValues).toEqual(['3', '5', '6']);
    expect(['3', '5', '6']).toContain(param.example);
    const typed = one('required|integer|in:3,5,6');
    expect(typed.enumValues).toEqual([3, 5, 6]);
    expect([3, 5, 6]).toContain(typed.example);
  });

  it('Rule::in values keep their PHP types', () => {
    const result = parse({ in_param: [{ kind: 'string', rule: 'numeric' }, { kind: 'in', values: [3, 5, 6] }] });
    expect(result.in_param!.enumValues).toEqual([3, 5, 6]);
  });

  it('enum rules give the backing type and the cases\' values', () => {
    const strings = parse({ colour: [{ kind: 'string', rule: 'required' }, { kind: 'enum', values: ['red', 'green', 'blue'], className: 'App\\Enums\\Colour' }] }).colour!;
    expect(strings.type).toBe('string');
    expect(strings.enumClass).toBe('App\\Enums\\Colour');
    expect(strings.enumValues).toEqual(['red', 'green', 'blue']);
    expect(['red', 'green', 'blue']).toContain(strings.example);
    const ints = parse({ level: [{ kind: 'string', rule: 'required' }, { kind: 'enum', values: [1, 2, 3], className: 'App\\Enums\\Level' }, { kind: 'in', values: [1, 2] }] }, { level: { description: 'A description' } }).level!;
    expect(ints.type).toBe('integer');
    expect(ints.description).toBe('A description.');
    expect([1, 2]).toContain(ints.example);
    // A later `in` rule lists other values: they are no longer the enum's.
    expect(ints.enumClass).toBeUndefined();
  });

  it('closure rules give their docblock text as the description', () => {
    const p = parse({ closure: [{ kind: 'string', rule: 'bail' }, { kind: 'string', rule: 'required' }, { kind: 'closure', description: 'This is a single line parsed closure rule.' }] }).closure!;
    expect(p.description).toBe('This is a single line parsed closure rule.');
  });

  it('rule objects with docs() add their description and example; others add nothing', () => {
    const result = parse({
      param1: [{ kind: 'string', rule: 'required' }, { kind: 'documented', description: 'This is a dummy test rule.', example: 'Default example', hasExample: true, extra: {} }],
      unsupported: [{ kind: 'opaque', label: 'App\\Rules\\Dummy' }, { kind: 'string', rule: 'bail' }],
    }, { unsupported: { description: D } });
    expect(result.param1!.required).toBe(true);
    expect(result.param1!.description).toBe('This is a dummy test rule.');
    expect(result.param1!.example).toBe('Default example');
    expect(result.unsupported!.description).toBe('A description.');
  });
});

describe('nested parameters', () => {
  it('ids + ids.* → one ids: integer[] that keeps the list\'s required flag', () => {
    const result = parse({ array_param: 'array|required', 'array_param.*': 'integer' });
    expect(Object.keys(result)).toEqual(['array_param']);
    expect(result.array_param!.type).toBe('integer[]');
    expect(result.array_param!.required).toBe(true);
    const example = result.array_param!.example as unknown[];
    expect(Array.isArray(example) && Number.isInteger(example[0])).toBe(true);
  });

  it('object fields and array-of-string fields', () => {
    const result = parse({ object_param: 'array|required', 'object_param.field1.*': 'string', 'object_param.field2': 'integer|required' });
    expect(Object.keys(result)).toHaveLength(3);
    expect(result.object_param!.type).toBe('object');
    expect(result['object_param.field1']!.type).toBe('string[]');
    expect(result['object_param.field2']!.type).toBe('integer');
  });

  it('synthesises missing parents with [] names', () => {
    const result = parse({
      'array_of_objects_with_array.*.another.*.one.field1.*': 'string|required',
      'array_of_objects_with_array.*.another.*.one.field2': 'integer',
      'array_of_objects_with_array.*.another.*.two.field2': 'numeric',
    });
    expect(Object.keys(result)).toHaveLength(7);
    expect(result.array_of_objects_with_array!.type).toBe('object[]');
    expect(result['array_of_objects_with_array[].another']!.type).toBe('object[]');
    expect(result['array_of_objects_with_array[].another[].one']!.type).toBe('object');
    expect(result['array_of_objects_with_array[].another[].two']!.type).toBe('object');
    expect(result['array_of_objects_with_array[].another[].one.field1']!.type).toBe('string[]');
    expect(result['array_of_objects_with_array[].another[].one.field2']!.type).toBe('integer');
    expect(result['array_of_objects_with_array[].another[].two.field2']!.type).toBe('number');
    // Synthesised parents are optional.
    expect(result.array_of_objects_with_array!.required).toBe(false);
  });

  it('items.*.name → items: object[] + items[].name, even with an explicit items => array', () => {
    const result = parse({ items: 'required|array', 'items.*.name': 'required|string' });
    expect(Object.keys(result)).toEqual(['items', 'items[].name']);
    expect(result.items!.type).toBe('object[]');
    expect(result.items!.required).toBe(true);
    expect(result['items[].name']!.type).toBe('string');
  });

  it('a list body (*.foo) is named [] and [].foo', () => {
    const result = parse({ '*.foo': 'required|array', '*.foo.*': 'required|array', '*.foo.*.bar': 'required' });
    expect(Object.keys(result).sort()).toEqual(['[]', '[].foo', '[].foo[].bar']);
    expect(result['[]']!.type).toBe('object[]');
    expect(result['[].foo']!.type).toBe('object[]');
    expect(result['[].foo[].bar']!.type).toBe('string');
  });

  it('x.*.* → T[][]', () => {
    expect(parse({ 'matrix.*.*': 'integer' }).matrix!.type).toBe('integer[][]');
  });

  it('a parent example propagates to its children', () => {
    const result = parse({ data: 'array', 'data.title': 'string' }, { data: { example: { title: 'A title' } } });
    expect(result['data.title']!.example).toBe('A title');
  });
});

describe('examples from rules', () => {
  it('optional parameters without an example-producing rule get none; required ones get one', () => {
    expect(one('exists:users,id').example).toBeUndefined();
    expect(one('required|exists:users,id').example).toEqual(expect.any(String));
    expect(one('string').example).toEqual(expect.any(String));
  });

  it('user examples win and are cast; No-example removes it; Example: null is an explicit null', () => {
    const result = parametersFromRules(
      { count: stringRules('integer'), name: stringRules('required|string'), note: stringRules('string'), gone: stringRules('string') },
      { count: { example: '12' }, note: { example: null }, gone: { example: 'No-example' } },
      { examples, castUserExamples: true },
    );
    expect(result.count!.example).toBe(12);
    expect(result.count!.exampleWasSpecified).toBe(true);
    expect(result.note!.example).toBeNull();
    expect(result.note!.exampleWasSpecified).toBe(true);
    expect(result.gone!.example).toBeUndefined();
    expect(result.name!.exampleWasSpecified).toBe(false);
  });

  it('examples satisfy their rules', () => {
    expect(String(one('string|max:6').example).length).toBeLessThanOrEqual(6);
    expect(String(one('string|min:6').example).length).toBeGreaterThanOrEqual(6);
    expect(String(one('string|size:6').example)).toHaveLength(6);
    const between = one('numeric|between:3,9').example as number;
    expect(between >= 3 && between <= 9).toBe(true);
    expect(one('digits:8').example).toMatch(/^\d{8}$/);
    expect(one('digits_between:2,4').example).toMatch(/^\d{2,4}$/);
    expect(one('date_format:d/m/Y').example).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(one('regex:/^[A-Z]{3}\\d{2}$/').example).toMatch(/^[A-Z]{3}\d{2}$/);
    expect(one('uuid').example).toMatch(/^[0-9a-f-]{36}$/);
    expect(one('starts_with:go,ha').example).toMatch(/^go/);
    expect(one('ends_with:go,ha').example).toMatch(/go$/);
    expect(one('alpha').example).toMatch(/^[a-z]+$/);
    expect(one('alpha_num').example).toMatch(/^[a-z0-9]+$/);
    expect(one('accepted').example).toBe(true);
    expect(JSON.parse(String(one('json').example))).toHaveLength(2);
    const after = String(one('date|after:2020-02-12').example);
    expect(after > '2020-02-12').toBe(true);
    const before = String(one('before:2020-02-12').example);
    expect(before < '2020-02-12').toBe(true);
    expect(one('date_format:Y/m/d|after:2020-02-12').example).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
    expect(one('email').example).toMatch(/@example\./);
  });

  it('an enum example stays in the enum even when a later type rule sets another example', () => {
    for (let i = 0; i < 5; i++) {
      const r = parse({ [`s${i}`]: 'in:draft,published|string' })[`s${i}`]!;
      expect(['draft', 'published']).toContain(r.example);
    }
  });

  it('is the same every run for the same seed', () => {
    const a = parametersFromRules({ title: stringRules('required|string|max:255'), n: stringRules('integer|between:1,100') }, {}, { examples: createExampleGenerator(9, 'POST /x') });
    const b = parametersFromRules({ title: stringRules('required|string|max:255'), n: stringRules('integer|between:1,100') }, {}, { examples: createExampleGenerator(9, 'POST /x') });
    expect(a).toEqual(b);
  });
});

describe('size rules next to format rules', () => {
  it('max:255 after email keeps an email example (a format example is not replaced by random letters)', () => {
    expect(one('string|email|max:255').example).toMatch(/@example\./);
    expect(one('uuid|max:36').example).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a bare array whose size rules count items is a list of strings', () => {
    const p = one('required|array|min:2');
    expect(p.type).toBe('string[]');
    expect(p.description).toBe('Must have at least 2 items.');
    expect((p.example as unknown[]).length).toBeGreaterThanOrEqual(2);
    expect(one('array').type).toBe('object');
  });
});
