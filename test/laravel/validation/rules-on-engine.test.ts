/**
 * Rule shapes the PHP engine reads because it runs the code that builds them: a `switch` on the HTTP method, an
 * undecided `if`/`else` returning on both sides, a property's declared default inside a rule, validation several
 * calls deep, and comments above rule keys carried through spreads, array_merge(), `+` and `$rules['x'] = …`.
 * Every expectation is read off the PHP source below.
 */
import { describe, expect, it } from 'vitest';
import { ClassIndex } from '../../../src/php/class-index.ts';
import type { Diagnostic } from '../../../src/model.ts';
import { readFormRequestRules } from '../../../src/laravel/validation/form-request.ts';
import { readInlineValidation } from '../../../src/laravel/validation/inline-validator.ts';
import type { ReadingOptions } from '../../../src/laravel/validation/reading-options.ts';
import type { RuleSet } from '../../../src/laravel/validation/rules.ts';
import { tempApp } from '../../support/temp-app.ts';

const root = tempApp({
  'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"}}}',
  'app/Http/Requests/SwitchRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class SwitchRequest extends FormRequest {
    public function rules(): array {
        switch ($this->method()) {
            case 'POST':
                return ['name' => 'required|string'];
            case 'PUT':
            case 'PATCH':
                return ['name' => 'string'];
            default:
                return [];
        }
    }
}`,
  'app/Http/Requests/EitherRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class EitherRequest extends FormRequest {
    public function rules(): array {
        if ($this->input('type') === 'company') {
            return ['vat' => 'required|string'];
        } else {
            return ['birthday' => 'required|date'];
        }
    }
}`,
  'app/Http/Requests/GuardedRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class GuardedRequest extends FormRequest {
    public function rules(): array {
        if ($this->input('locked')) {
            throw new \\RuntimeException('Locked.');
        }
        return ['title' => 'required|string'];
    }
}`,
  'app/Http/Requests/SharedRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class SharedRequest extends FormRequest {
    private const BASE = [
        // The title shown in lists.
        'title' => 'required|string',
    ];
    protected $lengths = ['name' => 'max:80'];
    public function rules(): array {
        $rules = array_merge([...self::BASE], ['name' => ['string', $this->lengths['name']]]);
        // Where to send the receipt. Example: ada@example.com
        $rules['email'] = 'email';
        return $rules + [
            // How many copies.
            'copies' => 'integer',
        ];
    }
}`,
  'app/Http/Requests/ReplacedRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class ReplacedRequest extends FormRequest {
    public function rules(): array {
        $rules = [
            // The title shown in lists.
            'title' => 'string',
        ];
        if ($this->isMethod('POST')) {
            $rules['title'] = 'required|string';
        }
        return $rules;
    }
}`,
  'app/Http/Controllers/DeepController.php': `<?php
namespace App\\Http\\Controllers;
use Illuminate\\Http\\Request;
class DeepController {
    public function store(Request $request) {
        return $this->one($request);
    }
    private function one(Request $request) {
        return $this->two($request);
    }
    private function two(Request $request) {
        return $this->three($request);
    }
    private function three(Request $request) {
        return $this->four($request);
    }
    private function four(Request $request) {
        $request->validate(['deep' => 'required|integer']);
    }
}`,
});

const classes = ClassIndex.forApp(root);

function formRequest(name: string, options: ReadingOptions = {}) {
  const diagnostics: Diagnostic[] = [];
  const cls = classes.find(`App\\Http\\Requests\\${name}`)!;
  const read = readFormRequestRules(cls, classes, (d) => diagnostics.push(d), { thisClass: cls.name, ...options });
  return { rules: asStrings(read?.rules), custom: read?.custom, diagnostics };
}

/** Rules as `name => 'a|b'`, the way they are written in the fixture. */
function asStrings(rules: RuleSet | undefined): Record<string, string> | undefined {
  if (!rules) return undefined;
  return Object.fromEntries(Object.entries(rules).map(([key, items]) => [key, items.map((item) => (item.kind === 'string' ? item.rule : item.kind)).join('|')]));
}

describe('branches the code takes', () => {
  it('a switch on the HTTP method returns the rules of the endpoint’s case', () => {
    expect(formRequest('SwitchRequest', { httpMethod: 'POST' }).rules).toEqual({ name: 'required|string' });
    expect(formRequest('SwitchRequest', { httpMethod: 'PATCH' }).rules).toEqual({ name: 'string' });
    expect(formRequest('SwitchRequest', { httpMethod: 'DELETE' }).rules).toEqual({});
  });

  it('an if/else on the input that returns on both sides gives the rules of either', () => {
    const { rules, diagnostics } = formRequest('EitherRequest', { httpMethod: 'POST' });
    expect(diagnostics).toEqual([]);
    expect(rules).toEqual({ vat: 'required|string', birthday: 'required|date' });
  });
});

describe('a branch that throws', () => {
  it('gives no rules: the rules returned after it are the request’s', () => {
    const { rules, diagnostics } = formRequest('GuardedRequest', { httpMethod: 'POST' });
    expect(diagnostics).toEqual([]);
    expect(rules).toEqual({ title: 'required|string' });
  });
});

describe('rules built from parts', () => {
  it('a spread constant merged with a list holding a property’s declared default, a key set later and + of another array', () => {
    const { rules, diagnostics } = formRequest('SharedRequest', { httpMethod: 'POST' });
    expect(diagnostics).toEqual([]);
    expect(rules).toEqual({ title: 'required|string', name: 'string|max:80', email: 'email', copies: 'integer' });
  });

  it('keeps the comment above each key wherever the entry travelled', () => {
    expect(formRequest('SharedRequest', { httpMethod: 'POST' }).custom).toEqual({
      title: { description: 'The title shown in lists.' },
      email: { description: 'Where to send the receipt.', example: 'ada@example.com' },
      copies: { description: 'How many copies.' },
    });
  });
});

describe('a key set again', () => {
  it('keeps the comment above the entry it replaces when the new assignment has none', () => {
    const { rules, custom } = formRequest('ReplacedRequest', { httpMethod: 'POST' });
    expect(rules).toEqual({ title: 'required|string' });
    expect(custom).toEqual({ title: { description: 'The title shown in lists.' } });
  });
});

describe('validation in code the action calls', () => {
  it('is found four helpers deep', () => {
    const method = classes.findMethod('App\\Http\\Controllers\\DeepController', 'store')!;
    const diagnostics: Diagnostic[] = [];
    const read = readInlineValidation(method, classes, (d) => diagnostics.push(d), 'body', undefined, { thisClass: 'App\\Http\\Controllers\\DeepController' });
    expect(diagnostics).toEqual([]);
    expect(asStrings(read?.rules)).toEqual({ deep: 'required|integer' });
  });
});
