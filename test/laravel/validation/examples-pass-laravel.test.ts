/**
 * Examples generated from rules must pass those rules in Laravel's own validator (as Scribe's rule
 * tests check): run Debian's Laravel on every case.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createExampleGenerator } from '../../../src/examples/generator.ts';
import { stringRules } from '../../../src/laravel/validation/rules.ts';
import { parametersFromRules } from '../../../src/laravel/validation/to-parameters.ts';
import { describePhp, itPhp } from '../../support/php.ts';

const SCRIPT = fileURLToPath(new URL('./validate.php', import.meta.url));

const RULES = [
  'required|string', 'required|boolean', 'required|integer', 'required|numeric', 'required|timezone', 'required|email',
  'required|url', 'required|ip', 'required|json', 'required|date', 'required|date_format:Y-m-d', 'required|date_format:d/m/Y H:i',
  'required|in:3,5,6', 'required|digits:8', 'required|digits_between:2,8', 'required|alpha', 'required|alpha_dash', 'required|alpha_num',
  'required|ends_with:go,ha', 'required|starts_with:go,ha', 'required|uuid', 'required|after:2020-02-12', 'required|after_or_equal:2020-02-12',
  'required|before:2020-02-12', 'required|before_or_equal:2020-02-12', 'required|date|after:today', 'required|date|before:tomorrow',
  'required|numeric|size:6', 'required|string|size:6', 'required|numeric|max:6', 'required|string|max:6', 'required|max:6',
  'required|numeric|min:6', 'required|string|min:6', 'required|numeric|between:1,2', 'required|string|between:1,2',
  'required|integer|between:10,20', 'required|regex:/^[A-Z]{2}-\\d{3}$/', 'required|accepted', 'required|string|email|max:255',
  'required|integer|in:1,2,3', 'required|array|min:2', 'required|array|size:3', 'nullable|email|max:255',
];
// Not here: a required bare `array` (docgen cannot know its keys, and Laravel rejects an empty one),
// `exists`/`unique` (need a database) and `file`/`image` (need an upload).

describePhp('generated examples pass Laravel\'s validator', () => {
  itPhp('for every rule docgen generates an example for', () => {
    const cases = RULES.map((rule, i) => {
      const name = `param_${i}`;
      const params = parametersFromRules({ [name]: stringRules(rule) }, {}, { examples: createExampleGenerator(i, 'POST /api/laravel') });
      return { rules: { [name]: rule }, data: { [name]: params[name]!.example } };
    });
    const output = execFileSync('php', [SCRIPT], { input: JSON.stringify(cases), encoding: 'utf8' });
    const errors = JSON.parse(output) as string[][];
    const failures = cases.map((c, i) => ({ ...c, errors: errors[i]! })).filter((c) => c.errors.length > 0);
    expect(failures).toEqual([]);
  });

  itPhp('nested examples pass too', () => {
    const rules = { items: 'required|array', 'items.*.name': 'required|string|max:20', 'items.*.qty': 'required|integer|min:1', ids: 'required|array', 'ids.*': 'integer' };
    const set = Object.fromEntries(Object.entries(rules).map(([k, v]) => [k, stringRules(v)]));
    const params = parametersFromRules(set, {}, { examples: createExampleGenerator(3, 'POST /api/nested') });
    const data = {
      items: [{ name: params['items[].name']!.example, qty: params['items[].qty']!.example }],
      ids: params.ids!.example,
    };
    const output = execFileSync('php', [SCRIPT], { input: JSON.stringify([{ rules, data }]), encoding: 'utf8' });
    expect(JSON.parse(output)).toEqual([[]]);
  });
});
