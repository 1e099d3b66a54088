/**
 * The JSON type of values the code computes from what is not known, read by running each entry of the fixture's
 * returned array on the analysis engine (expectations written from the PHP below).
 */
import { describe, expect, it } from 'vitest';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { expressionType } from '../../src/laravel/inference/expression-type.ts';
import { tempApp } from '../support/temp-app.ts';

const root = tempApp({
  'app/Http/Controllers/ShelfController.php': `<?php
namespace App\\Http\\Controllers;
use App\\Support\\Prices;
class ShelfController {
    public function show($shelf, $other) {
        return [
            'missing' => is_null($shelf->fallback),
            'not_empty' => !empty($shelf->books),
            'same' => $shelf->id === $other->id,
            'both' => $shelf->open && $other->open,
            'negated' => !$shelf->hidden,
            'has' => isset($shelf->owner),
            'title' => $shelf->name . ' (shelf)',
            'greeting' => "Shelf {$shelf->name}",
            'books' => count($shelf->books),
            'total' => count($shelf->books) + count($other->books),
            'doubled' => count($shelf->books) * 2,
            'mixed' => $shelf->size + 1,
            'ratio' => $shelf->used / 2,
            'rest' => $shelf->used % 3,
            'rounded' => round($shelf->price) + 1,
            'label' => $shelf->label ?? 'none',
            'count_or' => $shelf->count ?? count($other->books),
            'maybe' => $shelf->view ?? null,
            'kind' => $shelf->open ? 'open' : 'closed',
            'either' => $shelf->open ? 'open' : 0,
            'elvis' => $shelf->name ?: 'unnamed',
            'stock' => (int) $shelf->stock,
            'price' => (float) $shelf->price,
            'negative' => -count($shelf->books),
            'computed' => Prices::of($shelf),
            'helper' => shelf_label($shelf),
            'plain' => $shelf->name,
            'matched' => match ($shelf->kind) { 'a' => 'x', default => 'y' },
        ];
    }
}`,
  'app/Support/Prices.php': `<?php
namespace App\\Support;
class Prices {
    public static function of($shelf): int { return 3; }
}`,
});
const classes = ClassIndex.forApp(root);
const method = classes.findMethod('App\\Http\\Controllers\\ShelfController', 'show')!;
const returned = (method.body[0] as PhpNode).expr as PhpNode;
const entries = new Map(((returned.items ?? []) as PhpNode[]).map((item) => [String((item.key as PhpNode).value), item.value as PhpNode]));
const typeOf = (key: string) => expressionType(entries.get(key), { method, classes, className: method.className });

describe('expressionType', () => {
  it('comparisons, logic, isset() and empty() and is_*() give booleans', () => {
    for (const key of ['missing', 'not_empty', 'same', 'both', 'negated', 'has']) expect([key, typeOf(key)]).toEqual([key, 'boolean']);
  });

  it('concatenation and interpolation give strings', () => {
    expect(typeOf('title')).toBe('string');
    expect(typeOf('greeting')).toBe('string');
  });

  it('count() is an integer, and arithmetic of integers too; of an unknown it says nothing; division a number, % an integer', () => {
    expect(typeOf('books')).toBe('integer');
    expect(typeOf('total')).toBe('integer');
    expect(typeOf('doubled')).toBe('integer');
    expect(typeOf('mixed')).toBeUndefined();
    expect(typeOf('ratio')).toBe('number');
    expect(typeOf('rest')).toBe('integer');
    expect(typeOf('rounded')).toBe('number');
    expect(typeOf('negative')).toBe('integer');
  });

  it('`??` has the type of its right side; null says nothing', () => {
    expect(typeOf('label')).toBe('string');
    expect(typeOf('count_or')).toBe('integer');
    expect(typeOf('maybe')).toBeUndefined();
  });

  it('a ternary has the type both sides share; `?:` with an unknown condition says nothing', () => {
    expect(typeOf('kind')).toBe('string');
    expect(typeOf('either')).toBeUndefined();
    expect(typeOf('elvis')).toBeUndefined();
  });

  it('casts give their type', () => {
    expect(typeOf('stock')).toBe('integer');
    expect(typeOf('price')).toBe('number');
  });

  it('no app code runs: a static method, an app function, a property and a match say nothing', () => {
    for (const key of ['computed', 'helper', 'plain', 'matched']) expect([key, typeOf(key)]).toEqual([key, undefined]);
  });
});
