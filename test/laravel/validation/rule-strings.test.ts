/** Splitting rule strings as Laravel does (`str_getcsv` arguments, regex kept whole). */
import { describe, expect, it } from 'vitest';
import { parseCsv, parseStringRule, splitRuleString } from '../../../src/laravel/validation/rules.ts';

describe('rule strings', () => {
  it('splits on | and drops empty parts', () => {
    expect(splitRuleString('required|string||max:255')).toEqual(['required', 'string', 'max:255']);
  });

  it('keeps a regex with | in one piece', () => {
    expect(splitRuleString('required|regex:/^(a|b)$/')).toEqual(['required', 'regex:/^(a|b)$/']);
  });

  it('reads arguments as CSV, lower-cases the rule name, and leaves regex/date_format arguments whole', () => {
    expect(parseStringRule('In:a,b')).toEqual({ name: 'in', args: ['a', 'b'] });
    expect(parseStringRule('in:"3","5"')).toEqual({ name: 'in', args: ['3', '5'] });
    expect(parseStringRule('regex:/^\\d{1,3}$/')).toEqual({ name: 'regex', args: ['/^\\d{1,3}$/'] });
    expect(parseStringRule('date_format:d, M Y')).toEqual({ name: 'date_format', args: ['d, M Y'] });
    expect(parseStringRule('required')).toEqual({ name: 'required', args: [] });
  });

  it('parses CSV like PHP str_getcsv', () => {
    expect(parseCsv('a,"b,c","d""e",')).toEqual(['a', 'b,c', 'd"e', '']);
  });
});
