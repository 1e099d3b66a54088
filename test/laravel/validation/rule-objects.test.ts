/**
 * Rule objects as values the rule engine carries: what `Rule::in()`, `Rule::enum()`, `new Enum()`, `Password::min()`,
 * `File::image()`, `Rule::unique()` and `new` of an app's rule class make is known wherever it travels — returned by a helper, kept in a variable
 * and modified there, chained. Every expectation is read off the PHP source below.
 */
import { describe, expect, it } from 'vitest';
import { ClassIndex } from '../../../src/php/class-index.ts';
import type { Diagnostic } from '../../../src/model.ts';
import { readFormRequestRules } from '../../../src/laravel/validation/form-request.ts';
import type { RuleItem } from '../../../src/laravel/validation/rules.ts';
import { tempApp } from '../../support/temp-app.ts';

const root = tempApp({
  'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"}}}',
  'app/Enums/Status.php': `<?php
namespace App\\Enums;
enum Status: string {
    case Draft = 'draft';
    case Published = 'published';
}`,
  'app/Rules/Isbn.php': `<?php
namespace App\\Rules;
use Closure;
use Illuminate\\Contracts\\Validation\\ValidationRule;
class Isbn implements ValidationRule {
    public function validate(string $attribute, mixed $value, Closure $fail): void {}
    public function docs(): array {
        return ['description' => 'An ISBN-13.', 'example' => '9780306406157'];
    }
}`,
  'app/Http/Requests/ObjectsRequest.php': `<?php
namespace App\\Http\\Requests;
use App\\Enums\\Status;
use App\\Rules\\Isbn;
use Illuminate\\Foundation\\Http\\FormRequest;
use Illuminate\\Validation\\Rule;
use Illuminate\\Validation\\Rules\\Enum;
use Illuminate\\Validation\\Rules\\File;
use Illuminate\\Validation\\Rules\\Password;
class ObjectsRequest extends FormRequest {
    public function rules(): array {
        $password = Password::min(12);
        $password->letters();
        $unique = Rule::unique('users', 'email');
        $unique->ignore(5);
        return [
            'kind' => ['required', $this->kindRule()],
            'status' => ['required', $this->statusRule()],
            'state' => [Rule::enum(Status::class)],
            'password' => ['required', $password],
            'email' => ['required', $unique],
            'author_id' => [Rule::exists('authors', 'id')->where('active', 1)],
            'cover' => [File::image()->max(1024)],
            'tone' => Rule::notIn(['loud', 'rude']),
            'isbn' => ['required', $this->isbnRule()],
        ];
    }

    private function kindRule() {
        return Rule::in(['book', 'zine']);
    }

    private function isbnRule() {
        return new Isbn();
    }

    private function statusRule() {
        return new Enum(Status::class);
    }
}`,
});

const classes = ClassIndex.forApp(root);

function read(name: string) {
  const diagnostics: Diagnostic[] = [];
  const cls = classes.find(`App\\Http\\Requests\\${name}`)!;
  const rules = readFormRequestRules(cls, classes, (d) => diagnostics.push(d), { thisClass: cls.name, httpMethod: 'POST' })?.rules;
  return { rules: rules as Record<string, RuleItem[]>, diagnostics };
}

describe('rule objects the run makes', () => {
  const { rules, diagnostics } = read('ObjectsRequest');

  it('reads them without a warning', () => {
    expect(diagnostics).toEqual([]);
  });

  it('knows the rule a helper returns: Rule::in values, new Enum cases', () => {
    expect(rules.kind).toEqual([{ kind: 'string', rule: 'required' }, { kind: 'in', values: ['book', 'zine'] }]);
    expect(rules.status).toEqual([{ kind: 'string', rule: 'required' }, { kind: 'enum', values: ['draft', 'published'], className: 'App\\Enums\\Status' }]);
    expect(rules.state).toEqual([{ kind: 'enum', values: ['draft', 'published'], className: 'App\\Enums\\Status' }]);
  });

  it('keeps the rule of an object modified in a variable or through a chain', () => {
    expect(rules.password).toEqual([{ kind: 'string', rule: 'required' }, { kind: 'string', rule: 'string' }, { kind: 'string', rule: 'min:12' }]);
    expect(rules.email).toEqual([{ kind: 'string', rule: 'required' }, { kind: 'opaque', label: 'Rule::unique()' }]);
    expect(rules.author_id).toEqual([{ kind: 'string', rule: 'exists:authors,id' }]);
    expect(rules.cover).toEqual([{ kind: 'string', rule: 'image' }]);
    expect(rules.tone).toEqual([{ kind: 'string', rule: 'not_in:loud,rude' }]);
  });

  it('knows an app rule object a helper returns by its docs()', () => {
    expect(rules.isbn).toEqual([
      { kind: 'string', rule: 'required' },
      { kind: 'documented', description: 'An ISBN-13.', example: '9780306406157', hasExample: true, extra: {} },
    ]);
  });
});
