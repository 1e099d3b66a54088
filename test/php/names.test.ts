import { describe, expect, it } from 'vitest';
import { parseCode } from '../../src/php/parser.ts';
import { fileScope, scopedStatements, NameScope } from '../../src/php/names.ts';

const source = `<?php
namespace App\\Http\\Controllers;

use Illuminate\\Support\\Facades\\Route;
use App\\Models\\{User, Team as Squad, Sub\\Thing};
use Illuminate\\Http;
use function App\\Support\\helper;
use function App\\Support\\{a as fa, b};
use const App\\Support\\LIMIT;
`;

describe('NameScope', () => {
  const scope = fileScope(parseCode(source, 'x.php').ast);

  it('resolves imported, aliased, grouped and relative class names', () => {
    expect(scope.namespace).toBe('App\\Http\\Controllers');
    expect(scope.resolveClass('Route')).toBe('Illuminate\\Support\\Facades\\Route');
    expect(scope.resolveClass('route')).toBe('Illuminate\\Support\\Facades\\Route');
    expect(scope.resolveClass('User')).toBe('App\\Models\\User');
    expect(scope.resolveClass('Squad')).toBe('App\\Models\\Team');
    expect(scope.resolveClass('Thing')).toBe('App\\Models\\Sub\\Thing');
    expect(scope.resolveClass('Http\\Request')).toBe('Illuminate\\Http\\Request');
    expect(scope.resolveClass('PostController')).toBe('App\\Http\\Controllers\\PostController');
    expect(scope.resolveClass('Admin\\UserController')).toBe('App\\Http\\Controllers\\Admin\\UserController');
    expect(scope.resolveClass('\\Foo\\Bar')).toBe('Foo\\Bar');
    expect(scope.resolveClass('namespace\\Baz')).toBe('App\\Http\\Controllers\\Baz');
    expect(scope.resolveClass('self')).toBe('self');
  });

  it('keeps function and const imports apart from class imports', () => {
    expect(scope.resolveFunction('helper')).toBe('App\\Support\\helper');
    expect(scope.resolveFunction('fa')).toBe('App\\Support\\a');
    expect(scope.resolveFunction('b')).toBe('App\\Support\\b');
    expect(scope.resolveFunction('env')).toBe('env');
    expect(scope.resolveConstant('LIMIT')).toBe('App\\Support\\LIMIT');
    expect(scope.resolveClass('helper')).toBe('App\\Http\\Controllers\\helper');
  });

  it('gives each namespace block its own imports', () => {
    const ast = parseCode(
      '<?php namespace A { use X\\Y; Y::a(); } namespace B { use Z\\Y; Y::b(); }',
      'multi.php',
    ).ast;
    const statements = scopedStatements(ast);
    expect(statements.map((s) => s.scope.resolveClass('Y'))).toEqual(['X\\Y', 'Z\\Y']);
  });

  it('resolves global code without a namespace', () => {
    const statements = scopedStatements(parseCode('<?php use App\\Http\\Controllers\\A; A::go();', 'g.php').ast);
    expect(statements).toHaveLength(1);
    expect(statements[0]!.scope.resolveClass('A')).toBe('App\\Http\\Controllers\\A');
    expect(new NameScope().resolveClass('Foo')).toBe('Foo');
  });
});
