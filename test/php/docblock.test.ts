import { describe, expect, it } from 'vitest';
import { docBlockOf, parseDocBlock } from '../../src/php/docblock.ts';
import { parseCode } from '../../src/php/parser.ts';

describe('parseDocBlock', () => {
  it('takes a tag followed by `(` (swagger-php annotations) as a tag, never as the summary or description', () => {
    const block = parseDocBlock(
      `/**
     * @OA\\Get(
     *     path="/api/books",
     *     summary="List books",
     *     @OA\\Response(response=200, description="OK")
     * )
     */`,
      5,
    );
    expect(block.summary).toBe('');
    expect(block.description).toBe('');
    expect(block.tags.map((tag) => [tag.name, tag.line])).toEqual([
      ['OA\\Get', 6],
      ['OA\\Response', 9],
    ]);
  });

  it('keeps the summary written before a swagger-php annotation', () => {
    const block = parseDocBlock(`/**\n * Store a book.\n * @OA\\Post(path="/api/books")\n */`);
    expect(block.summary).toBe('Store a book.');
    expect(block.description).toBe('');
    expect(block.tags[0]).toMatchObject({ name: 'OA\\Post', content: '(path="/api/books")' });
  });

  it('splits summary, description and tags with continuation lines', () => {
    const block = parseDocBlock(
      `/**
     * List books.
     *
     * Gives every book,
     * newest first.
     *
     * @group Books
     * Everything about books.
     * @queryParam page int The page. Example: 2
     * @response 200 {
     *   "data": []
     * }
     * @authenticated
     */`,
      10,
    );
    expect(block.summary).toBe('List books.');
    expect(block.description).toBe('Gives every book,\nnewest first.');
    expect(block.tags).toEqual([
      { name: 'group', content: 'Books\nEverything about books.', line: 16 },
      { name: 'queryParam', content: 'page int The page. Example: 2', line: 18 },
      { name: 'response', content: '200 {\n  "data": []\n}', line: 19 },
      { name: 'authenticated', content: '', line: 22 },
    ]);
  });

  it('ends the summary at a full stop at the end of a line, or at a blank line', () => {
    expect(parseDocBlock('/**\n * One line.\n * Second line.\n */')).toMatchObject({
      summary: 'One line.',
      description: 'Second line.',
    });
    expect(parseDocBlock('/**\n * Title over\n * two lines\n *\n * Body\n */')).toMatchObject({
      summary: 'Title over\ntwo lines',
      description: 'Body',
    });
  });

  it('reads one-line docblocks and blocks with only tags', () => {
    expect(parseDocBlock('/** Short. */')).toEqual({ summary: 'Short.', description: '', tags: [] });
    const tagsOnly = parseDocBlock('/** @hideFromAPIDocumentation */');
    expect(tagsOnly.summary).toBe('');
    expect(tagsOnly.tags.map((t) => t.name)).toEqual(['hideFromAPIDocumentation']);
  });
});

describe('docBlockOf', () => {
  const ast = parseCode(
    `<?php
class A {
    /** Plain. */
    public function plain() {}

    /**
     * Before the attribute.
     */
    #[Endpoint('x')]
    public function attributed() {}

    #[Endpoint('y')]
    /** Between attribute and function. */
    public function between() {}

    public function none() {}
}`,
    'a.php',
  ).ast;
  const methods = ast.children[0].body;

  it('finds docblocks directly before a method, before its attributes, and between', () => {
    expect(docBlockOf(methods[0])?.summary).toBe('Plain.');
    expect(docBlockOf(methods[1])?.summary).toBe('Before the attribute.');
    expect(docBlockOf(methods[2])?.summary).toBe('Between attribute and function.');
    expect(docBlockOf(methods[3])).toBeUndefined();
  });
});
