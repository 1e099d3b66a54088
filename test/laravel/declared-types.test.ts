/**
 * The classes an action's values are instances of by the app's declarations, read from a run of the action on the
 * analysis engine (expectations written from the fixture's PHP below).
 */
import { describe, expect, it } from 'vitest';
import { isNode, type PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { expressionClass, propertyScalarType } from '../../src/laravel/inference/declared-types.ts';
import { tempApp } from '../support/temp-app.ts';

const root = tempApp({
  'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"},"files":["app/helpers.php"]}}',
  'app/helpers.php': `<?php
use App\\Values\\Token;
function issue_token(): Token { return new Token('x'); }`,
  'app/Values/Token.php': `<?php
namespace App\\Values;
class Token {
    public function __construct(private string $secret, public ?int $ttl = null) {}
    public function renewed(): static { return $this; }
    public function plain() { return $this; }
    private $other;
    public function toArray(): array {
        return ['ttl' => $this->ttl, 'secret' => $this->secret, 'other' => $this->other, 'id' => $this->id()];
    }
    private function id(): int { return 1; }
}`,
  'app/Contracts/Issuer.php': `<?php
namespace App\\Contracts;
use App\\Values\\Token;
interface Issuer { public function issue(): Token; }`,
  'app/Services/Tokens.php': `<?php
namespace App\\Services;
use App\\Values\\Token;
class Tokens {
    public static function make(): Token { return new Token('y'); }
    public function either(): Token|string { return 'z'; }
}`,
  'app/Http/Controllers/TokenController.php': `<?php
namespace App\\Http\\Controllers;
use App\\Contracts\\Issuer;
use App\\Services\\Tokens;
use App\\Values\\Token;
class TokenController {
    public function __construct(private Issuer $issuer, private Tokens $tokens) {}
    public function show(Token $given, $untyped) {
        $fromInterface = $this->issuer->issue();
        $renewed = $fromInterface->renewed();
        $plain = $fromInterface->plain();
        $built = new Token('a');
        $fromFunction = issue_token();
        $fromStatic = Tokens::make();
        $union = $this->tokens->either();
        if ($untyped) {
            $later = $built;
        }
        return [$given, $untyped, $fromInterface, $renewed, $plain, $built, $fromFunction, $fromStatic, $union, $later, $this->issuer, $this];
    }
}`,
});
const classes = ClassIndex.forApp(root);
const CONTROLLER = 'App\\Http\\Controllers\\TokenController';
const TOKEN = 'App\\Values\\Token';

function returnedItems(methodName: string): { items: PhpNode[]; reader: Parameters<typeof expressionClass>[1] } {
  const method = classes.findMethod(CONTROLLER, methodName)!;
  const returned = method.body.map((statement) => statement as PhpNode).find((statement) => statement.kind === 'return')!;
  const items = (((returned.expr as PhpNode).items ?? []) as PhpNode[]).map((item) => (isNode(item.value) ? item.value : item) as PhpNode);
  return { items, reader: { method, classes, className: CONTROLLER } };
}

describe('expressionClass', () => {
  it('reads parameters, interface methods, `static` returns, `new`, app functions, static methods and assignments in branches', () => {
    const { items, reader } = returnedItems('show');
    expect(items.map((item) => expressionClass(item, reader))).toEqual([
      TOKEN, // Token $given
      undefined, // $untyped
      TOKEN, // Issuer::issue(): Token, an interface method
      TOKEN, // renewed(): static
      undefined, // plain() declares nothing: it does not run
      TOKEN, // new Token
      TOKEN, // issue_token(): Token
      TOKEN, // Tokens::make(): Token
      undefined, // Token|string
      TOKEN, // assigned inside an undecided if
      'App\\Contracts\\Issuer', // the promoted property
      CONTROLLER, // $this
    ]);
  });
});

describe('propertyScalarType', () => {
  it('gives the declared scalar type of `$this->…` (a promoted parameter\'s type), nothing for an untyped property or a call', () => {
    const method = classes.findMethod(TOKEN, 'toArray')!;
    const returned = method.body.map((statement) => statement as PhpNode).find((statement) => statement.kind === 'return')!;
    const values = (((returned.expr as PhpNode).items ?? []) as PhpNode[]).map((item) => item.value as PhpNode);
    expect(values.map((value) => propertyScalarType(value, { method, classes, className: TOKEN }))).toEqual(['integer', 'string', undefined, undefined]);
  });
});
