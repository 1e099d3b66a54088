/**
 * Rules written the ways real apps write them, read from a small app of our own: every expectation below is
 * read off the PHP source in this file.
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
  'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"},"files":["bootstrap/includeHelpers.php"]}}',
  'bootstrap/includeHelpers.php': `<?php
$files = glob(__DIR__.'/helpers/*.php');
foreach ($files as $file) {
    require $file;
}`,
  'bootstrap/helpers/api.php': `<?php
use Illuminate\\Support\\Facades\\Validator;
function apiValidator(array $data, array $rules, array $messages = [])
{
    return Validator::make($data, $rules, array_merge(['required' => 'Needed.'], $messages));
}
function sharedRules()
{
    return ['tags' => 'array', 'tags.*' => 'string'];
}`,
  'app/Models/Post.php': `<?php
namespace App\\Models;
class Post {
    public static $rules = ['title' => 'required|string', 'body' => 'string'];
    public static function getRules(): array {
        return ['slug' => 'required|alpha_dash'];
    }
}`,
  'app/Http/Controllers/ApiController.php': `<?php
namespace App\\Http\\Controllers;
abstract class ApiController {
    protected $rules = [];
    protected function rules(): array {
        return $this->rules;
    }
    protected function imageRules(): array {
        return ['image', 'max:2048'];
    }
}`,
  'app/Http/Controllers/BookController.php': `<?php
namespace App\\Http\\Controllers;
use Illuminate\\Http\\Request;
class BookController extends ApiController {
    public function create(Request $request) {
        $this->checkPermission('create');
        $data = $this->validate($request, $this->rules()['create']);
    }
    public function update(Request $request, string $id) {
        $data = $this->validate($request, $this->rules()['update']);
    }
    protected function rules(): array {
        return [
            'create' => [
                'name' => ['required', 'string', 'max:255'],
                'cover' => array_merge(['nullable'], $this->imageRules()),
            ],
            'update' => [
                'name' => ['string', 'min:1'],
                'cover' => ['nullable', ...$this->imageRules()],
            ],
        ];
    }
    private function checkPermission(string $permission): void {
    }
}`,
  'app/Services/AttachmentService.php': `<?php
namespace App\\Services;
class AttachmentService {
    public function fileRules(): array {
        return ['file', 'max:10240'];
    }
}`,
  'app/Http/Controllers/AttachmentController.php': `<?php
namespace App\\Http\\Controllers;
use App\\Services\\AttachmentService;
use Illuminate\\Http\\Request;
class AttachmentController {
    public function __construct(protected AttachmentService $attachments) {
    }
    public function create(Request $request) {
        $request->validate(['file' => array_merge(['required'], $this->attachments->fileRules())]);
    }
}`,
  'app/Http/Controllers/LoopController.php': `<?php
namespace App\\Http\\Controllers;
use Illuminate\\Http\\Request;
class LoopController {
    public function ping(Request $request) {
        return $this->pong($request);
    }
    private function pong(Request $request) {
        return $this->ping($request);
    }
    public function selfRules(Request $request) {
        $request->validate($this->rules()['x']);
    }
    protected function rules(): array {
        return $this->rules();
    }
    public function ghost(Request $request) {
        $request->validate(Missing::rules());
    }
}`,
  'app/Http/Controllers/ChapterController.php': `<?php
namespace App\\Http\\Controllers;
use Illuminate\\Http\\Request;
class ChapterController extends ApiController {
    protected $rules = [
        'create' => ['book_id' => ['required', 'integer']],
        'update' => ['book_id' => ['integer']],
    ];
    public function create(Request $request) {
        $this->validate($request, $this->rules['create']);
    }
    public function update(Request $request) {
        $this->validate($request, $this->rules()['update']);
    }
}`,
  'app/Http/Controllers/PostController.php': `<?php
namespace App\\Http\\Controllers;
use App\\Models\\Post;
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Validator;
class PostController {
    private const BASE = ['title' => 'required'];
    public function noInitialArray(Request $request) {
        $rules['email'] = 'required|email';
        $rules['age'] = 'integer';
        $request->validate($rules);
    }
    public function fromModel(Request $request) {
        $rules = Post::$rules;
        $rules['published'] = 'boolean';
        Validator::make($request->all(), $rules)->validate();
    }
    public function fromStaticMethod(Request $request) {
        $request->validate(Post::getRules());
    }
    public function merged(Request $request) {
        $request->validate(array_merge(self::BASE, ['body' => 'string']) + ['score' => 'numeric']);
    }
    public function spread(Request $request) {
        $rules = [...self::BASE, 'when' => 'date'];
        $rules += sharedRules();
        $request->validate($rules);
    }
    public function fromMethod(Request $request) {
        $validator = Validator::make($request->all(), $this->createRules());
    }
    public function store(Request $request) {
        return $this->createPost($request, 'public');
    }
    private function createPost(Request $request, string $type) {
        $teamId = 1;
        if ($teamId === null) {
            return null;
        }
        $validator = apiValidator($request->all(), [
            'name' => 'string|max:255',
            'visibility' => 'required|in:public,private',
        ]);
        if ($validator->fails()) {
            return null;
        }
    }
    public function sometimesAfterMake(Request $request) {
        $validator = Validator::make($request->all(), ['email' => 'required|email']);
        $validator->sometimes('phone', 'required|string', fn ($input) => ! $input->email);
        $validator->validate();
    }
    public function unreadable(Request $request, array $config) {
        $request->validate(['code' => $config['rules'], 'name' => 'string']);
    }
    private function createRules(): array {
        return ['file' => 'required|file'];
    }
}`,
  'app/Http/Requests/SavePostRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class SavePostRequest extends FormRequest {
    public function rules(): array {
        $rules = ['title' => 'string'];
        if ($this->isMethod('POST')) {
            $rules['title'] = 'required|string';
            $rules['author_id'] = 'required|integer';
        }
        if ($this->route('post')) {
            $rules['reason'] = 'string';
        }
        return $rules;
    }
}`,
  'app/Http/Requests/CommentedRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class CommentedRequest extends FormRequest {
    public function rules(): array {
        return [
            // Account

            // The display name. Example: Ada
            'name' => 'required|string',
            // 'nickname' => 'string',
            'email' => 'required|email',
            // ---- Billing ----
            'plan' => 'in:free,pro',
            /* The card holder, as printed. */
            'holder' => 'string',
        ];
    }
}`,
  'app/Http/Requests/ConditionalRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
use Illuminate\\Validation\\Rule;
class ConditionalRequest extends FormRequest {
    public function rules(): array {
        return [
            'kind' => 'required|in:person,company',
            'vat' => Rule::when($this->input('kind') === 'company', ['required', 'string'], ['nullable']),
            'debug' => Rule::when(false, 'boolean', 'prohibited'),
        ];
    }
    public function withValidator($validator): void {
        $validator->sometimes('reason', 'required|max:500', function ($input) {
            return $input->games >= 100;
        });
        $validator->sometimes(['street', 'city'], 'required|string', fn ($input) => $input->shipping);
        $validator->addRules(['coupon' => 'string|size:8']);
    }
}`,
  'app/Rules/GitBranch.php': `<?php
namespace App\\Rules;
use Closure;
use Illuminate\\Contracts\\Validation\\ValidationRule;
class GitBranch implements ValidationRule {
    public function validate(string $attribute, mixed $value, Closure $fail): void {
        if (! preg_match('/^[\\w.\\/-]+$/', $value)) {
            $fail('Not a branch.');
        }
    }
}`,
  'app/Rules/Port.php': `<?php
namespace App\\Rules;
class Port {
    public function passes($attribute, int $value) {
        return $value > 0 && $value < 65536;
    }
}`,
  'app/Rules/Anything.php': `<?php
namespace App\\Rules;
class Anything {
    public function passes($attribute, $value) {
        return true;
    }
}`,
  'app/Http/Requests/RuleObjectsRequest.php': `<?php
namespace App\\Http\\Requests;
use App\\Rules\\Anything;
use App\\Rules\\GitBranch;
use App\\Rules\\Port;
use Illuminate\\Foundation\\Http\\FormRequest;
class RuleObjectsRequest extends FormRequest {
    public function rules(): array {
        return ['branch' => ['required', new GitBranch], 'port' => [new Port()], 'extra' => [new Anything]];
    }
}`,
  'app/Support/Patterns.php': `<?php
namespace App\\Support;
class Patterns {
    public static function usernameRules(bool $required = true): array {
        return [$required ? 'required' : 'nullable', 'string'];
    }
}`,
  'app/Http/Requests/BrandingRequest.php': `<?php
namespace App\\Http\\Requests;
use App\\Support\\Patterns;
use Illuminate\\Foundation\\Http\\FormRequest;
class BrandingRequest extends FormRequest {
    public function rules(): array {
        $imageOrUrl = static function (string $attribute, mixed $value, \\Closure $fail): void {
        };
        return [
            'logo' => ['nullable', $imageOrUrl],
            'owner' => Patterns::usernameRules(required: false),
            'admin' => Patterns::usernameRules(),
        ];
    }
}`,
  'app/Http/Requests/MatchRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class MatchRequest extends FormRequest {
    public function rules(): array {
        return match ($this->method()) {
            'POST' => ['name' => 'required'],
            'PUT', 'PATCH' => ['name' => 'sometimes'],
            default => [],
        };
    }
}`,
});

const classes = ClassIndex.forApp(root);

function inline(controller: string, method: string, options: ReadingOptions = {}): { rules: RuleSet | undefined; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const found = classes.findMethod(`App\\Http\\Controllers\\${controller}`, method)!;
  const read = readInlineValidation(found, classes, (d) => diagnostics.push(d), 'body', undefined, {
    thisClass: `App\\Http\\Controllers\\${controller}`,
    ...options,
  });
  return { rules: read?.rules, diagnostics };
}

function formRequest(name: string, options: ReadingOptions): RuleSet | undefined {
  const cls = classes.find(`App\\Http\\Requests\\${name}`)!;
  return readFormRequestRules(cls, classes, () => {}, { thisClass: cls.name, ...options })?.rules;
}

/** Rules as `name => 'a|b'`, the way they are written in the fixture. */
function asStrings(rules: RuleSet | undefined): Record<string, string> | undefined {
  if (!rules) return undefined;
  return Object.fromEntries(Object.entries(rules).map(([key, items]) => [key, items.map((item) => (item.kind === 'string' ? item.rule : item.kind)).join('|')]));
}

describe('rules kept in a method or property and picked by key', () => {
  it("$this->validate($request, $this->rules()['create']), with rules returned by another method", () => {
    const { rules, diagnostics } = inline('BookController', 'create');
    expect(diagnostics).toEqual([]);
    expect(asStrings(rules)).toEqual({ name: 'required|string|max:255', cover: 'nullable|image|max:2048' });
    expect(asStrings(inline('BookController', 'update').rules)).toEqual({ name: 'string|min:1', cover: 'nullable|image|max:2048' });
  });

  it("$this->rules['create'] and an inherited rules() returning the subclass's $rules property", () => {
    expect(asStrings(inline('ChapterController', 'create').rules)).toEqual({ book_id: 'required|integer' });
    expect(asStrings(inline('ChapterController', 'update').rules)).toEqual({ book_id: 'integer' });
  });
});

describe('rules from a service the controller holds', () => {
  it('a method of the app class a promoted constructor property is typed with', () => {
    const { rules, diagnostics } = inline('AttachmentController', 'create');
    expect(diagnostics).toEqual([]);
    expect(asStrings(rules)).toEqual({ file: 'required|file|max:10240' });
  });
});

describe('rules arrays built in steps', () => {
  it("$rules['x'] = ... with no initial array", () => {
    expect(asStrings(inline('PostController', 'noInitialArray').rules)).toEqual({ email: 'required|email', age: 'integer' });
  });

  it('Model::$rules, then edited, passed to Validator::make()->validate()', () => {
    expect(asStrings(inline('PostController', 'fromModel').rules)).toEqual({ title: 'required|string', body: 'string', published: 'boolean' });
  });

  it('Model::getRules()', () => {
    expect(asStrings(inline('PostController', 'fromStaticMethod').rules)).toEqual({ slug: 'required|alpha_dash' });
  });

  it('array_merge() of a class constant and +', () => {
    expect(asStrings(inline('PostController', 'merged').rules)).toEqual({ title: 'required', body: 'string', score: 'numeric' });
  });

  it('a spread of a constant and += of an app helper function', () => {
    expect(asStrings(inline('PostController', 'spread').rules)).toEqual({ title: 'required', when: 'date', tags: 'array', 'tags.*': 'string' });
  });

  it('Validator::make with the rules from a method', () => {
    expect(asStrings(inline('PostController', 'fromMethod').rules)).toEqual({ file: 'required|file' });
  });
});

describe('validation in code the action calls', () => {
  it("follows a private helper and the app's validator wrapper function, binding its $rules parameter to the caller's array", () => {
    const { rules, diagnostics } = inline('PostController', 'store', { httpMethod: 'POST' });
    expect(diagnostics).toEqual([]);
    expect(asStrings(rules)).toEqual({ name: 'string|max:255', visibility: 'required|in:public,private' });
  });
});

describe('conditional rules', () => {
  it('Rule::when: both branches without required when the condition is not static, the branch taken when it is', () => {
    expect(asStrings(formRequest('ConditionalRequest', { httpMethod: 'POST' }))).toMatchObject({
      kind: 'required|in:person,company',
      vat: 'string|nullable',
      debug: 'prohibited',
    });
  });

  it('sometimes() and addRules() in withValidator() add rules without making the fields required', () => {
    expect(asStrings(formRequest('ConditionalRequest', { httpMethod: 'POST' }))).toMatchObject({
      reason: 'max:500',
      street: 'string',
      city: 'string',
      coupon: 'string|size:8',
    });
  });

  it('sometimes() on the validator Validator::make() returned', () => {
    expect(asStrings(inline('PostController', 'sometimesAfterMake').rules)).toEqual({ email: 'required|email', phone: 'string' });
  });
});

describe('rules kept in variables and helpers with arguments', () => {
  it('a closure rule held in a variable, and a helper whose rules depend on its (named or default) argument', () => {
    const diagnostics: Diagnostic[] = [];
    const cls = classes.find('App\\Http\\Requests\\BrandingRequest')!;
    const rules = readFormRequestRules(cls, classes, (d) => diagnostics.push(d), { thisClass: cls.name })!.rules;
    expect(diagnostics).toEqual([]);
    expect(asStrings(rules)).toEqual({ logo: 'nullable|closure', owner: 'nullable|string', admin: 'required|string' });
  });
});

describe('custom rule objects', () => {
  it("are typed from their class: the value parameter's declared type or the first check made on it", () => {
    const rules = formRequest('RuleObjectsRequest', {})!;
    expect(rules.branch![1]).toMatchObject({ kind: 'documented', extra: { type: 'string' } });
    expect(rules.port![0]).toMatchObject({ kind: 'documented', extra: { type: 'integer' } });
    expect(rules.extra![0]).toEqual({ kind: 'opaque', label: 'App\\Rules\\Anything' });
  });
});

describe('comments above rule keys', () => {
  it('only a comment touching a key describes it: headings, commented-out code and decoration never do', () => {
    const cls = classes.find('App\\Http\\Requests\\CommentedRequest')!;
    const read = readFormRequestRules(cls, classes, () => {}, { thisClass: cls.name })!;
    expect(read.custom).toEqual({
      name: { description: 'The display name.', example: 'Ada' },
      holder: { description: 'The card holder, as printed.' },
    });
  });
});

describe('what cannot be read', () => {
  it("is named in the developer's words, once, and the other rules still count", () => {
    const { rules, diagnostics } = inline('PostController', 'unreadable');
    expect(asStrings(rules)).toEqual({ code: '', name: 'string' });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        severity: 'warning',
        file: 'app/Http/Controllers/PostController.php',
        message: 'A rule of `code` could not be read statically (an array element access); its other rules are still documented.',
      }),
    ]);
  });
});

describe('code that loops or is missing', () => {
  it('helpers calling each other end the search without validation', () => {
    expect(inline('LoopController', 'ping')).toEqual({ rules: undefined, diagnostics: [] });
  });

  it('a rules() method returning itself, or a class that does not exist, is reported once where the rules are passed', () => {
    for (const method of ['selfRules', 'ghost']) {
      const { rules, diagnostics } = inline('LoopController', method);
      expect(rules).toEqual({});
      expect(diagnostics).toEqual([
        expect.objectContaining({ severity: 'warning', file: 'app/Http/Controllers/LoopController.php', message: expect.stringMatching(/could not be read statically/) }),
      ]);
    }
  });
});

describe('rules read for the endpoint being documented', () => {
  it("isMethod('POST') and $this->route('post') branches", () => {
    expect(asStrings(formRequest('SavePostRequest', { httpMethod: 'POST', routeParameters: [] }))).toEqual({
      title: 'required|string',
      author_id: 'required|integer',
    });
    expect(asStrings(formRequest('SavePostRequest', { httpMethod: 'PUT', routeParameters: ['post'] }))).toEqual({ title: 'string', reason: 'string' });
  });

  it('an undecidable branch keeps both sides', () => {
    expect(asStrings(formRequest('SavePostRequest', {}))).toEqual({ title: 'required|string', author_id: 'required|integer', reason: 'string' });
  });

  it('match ($this->method())', () => {
    expect(asStrings(formRequest('MatchRequest', { httpMethod: 'POST' }))).toEqual({ name: 'required' });
    expect(asStrings(formRequest('MatchRequest', { httpMethod: 'PATCH' }))).toEqual({ name: 'sometimes' });
    expect(asStrings(formRequest('MatchRequest', { httpMethod: 'DELETE' }))).toEqual({});
  });
});
