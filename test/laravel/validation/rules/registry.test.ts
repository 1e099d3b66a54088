/** The string-rule registry: which names have a handler, which wait for the type, and names that are not rules. */
import { describe, expect, it } from 'vitest';
import { ruleEntry } from '../../../../src/laravel/validation/rules/registry.ts';

describe('rule registry', () => {
  it('gives Laravel rule names their handler; aliases share one', () => {
    expect(ruleEntry('required')).toBeDefined();
    expect(ruleEntry('bool')?.apply).toBe(ruleEntry('boolean')?.apply);
    expect(ruleEntry('int')?.apply).toBe(ruleEntry('integer')?.apply);
  });

  it('size and date-bound rules wait for the type; the others do not', () => {
    for (const name of ['size', 'min', 'max', 'between', 'after', 'after_or_equal', 'before', 'before_or_equal']) {
      expect(ruleEntry(name)?.needsType, name).toBe(true);
    }
    for (const name of ['required', 'string', 'email', 'in', 'date', 'digits_between']) {
      expect(ruleEntry(name)?.needsType, name).toBeFalsy();
    }
  });

  it('rules that add nothing and names of object members have no entry', () => {
    for (const name of ['unique', 'confirmed', 'mimes', 'gt', 'constructor', '__proto__', 'toString']) {
      expect(ruleEntry(name), name).toBeUndefined();
    }
  });
});
