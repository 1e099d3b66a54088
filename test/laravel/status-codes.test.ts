/**
 * Status codes and messages as the fixture's code writes them (expectations from the PHP below): numbers,
 * Symfony's Response constants, the app's own constants and parameters holding their defaults.
 */
import { describe, expect, it } from 'vitest';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { statusOf, stringOf } from '../../src/laravel/inference/status-codes.ts';
import { tempApp } from '../support/temp-app.ts';

const root = tempApp({
  'app/Http/Controllers/ReplyController.php': `<?php
namespace App\\Http\\Controllers;
use Illuminate\\Http\\JsonResponse;
use Symfony\\Component\\HttpFoundation\\Response;
class ReplyController {
    const GONE = 410;
    const NOTE = 'Gone for good.';
    public function reply($data, $status = Response::HTTP_ACCEPTED, $plain = 203, $message = 'Accepted.', $other = null) {
        return [
            'literal' => 204,
            'symfony' => Response::HTTP_CREATED,
            'laravel' => JsonResponse::HTTP_UNPROCESSABLE_ENTITY,
            'own' => self::GONE,
            'computed' => 200 + 1,
            'default' => $status,
            'plain_default' => $plain,
            'no_default' => $data,
            'null_default' => $other,
            'out_of_range' => 42,
            'not_a_constant' => Response::HTTP_NOTHING,
            'text' => self::NOTE,
            'message_default' => $message,
        ];
    }
}`,
});
const classes = ClassIndex.forApp(root);
const method = classes.findMethod('App\\Http\\Controllers\\ReplyController', 'reply')!;
const returned = (method.body[0] as PhpNode).expr as PhpNode;
const entries = new Map(((returned.items ?? []) as PhpNode[]).map((item) => [String((item.key as PhpNode).value), item.value as PhpNode]));
const status = (key: string) => statusOf(entries.get(key), method, classes);

describe('statusOf', () => {
  it('reads numbers, Response constants of Symfony and Laravel, the class\'s own constants and arithmetic', () => {
    expect(status('literal')).toBe(204);
    expect(status('symfony')).toBe(201);
    expect(status('laravel')).toBe(422);
    expect(status('own')).toBe(410);
    expect(status('computed')).toBe(201);
  });

  it('a parameter gives its default, a constant one included; without one it is not known', () => {
    expect(status('default')).toBe(202);
    expect(status('plain_default')).toBe(203);
    expect(status('no_default')).toBeUndefined();
    expect(status('null_default')).toBeUndefined();
  });

  it('what is no HTTP status is not one', () => {
    expect(status('out_of_range')).toBeUndefined();
    expect(status('not_a_constant')).toBeUndefined();
    expect(status('text')).toBeUndefined();
  });
});

describe('stringOf', () => {
  it('reads a message the code writes as a known string; a parameter is not read as its default', () => {
    expect(stringOf(entries.get('text'), method, classes)).toBe('Gone for good.');
    expect(stringOf(entries.get('message_default'), method, classes)).toBeUndefined();
    expect(stringOf(entries.get('literal'), method, classes)).toBeUndefined();
  });
});
