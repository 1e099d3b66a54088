import { describe, expect, it } from 'vitest';
import { ParsedWindow } from '../../src/php/parsed-window.ts';

describe('ParsedWindow', () => {
  it('lets go of the least recently used file once more than its size are in use', () => {
    const window = new ParsedWindow(2);
    expect(window.use('a')).toEqual([]);
    expect(window.use('b')).toEqual([]);
    // a is used again, so b is now the oldest.
    expect(window.use('a')).toEqual([]);
    expect(window.use('c')).toEqual(['b']);
    expect(window.use('d')).toEqual(['a']);
  });

  it('keeps for good a file that was needed again after it was let go', () => {
    const window = new ParsedWindow(1);
    window.use('a');
    expect(window.use('b')).toEqual(['a']);
    // a comes back: it is kept from now on, outside the window, and b stays in it.
    expect(window.use('a')).toEqual([]);
    expect(window.use('c')).toEqual(['b']);
    expect(window.use('d')).toEqual(['c']);
    expect(window.use('a')).toEqual([]);
  });

  it('treats a forgotten (edited) file as new', () => {
    const window = new ParsedWindow(1);
    window.use('a');
    window.use('b');
    window.forget('a');
    // Read again after an edit, a is not a file that came back: it enters the window and pushes b out.
    expect(window.use('a')).toEqual(['b']);
  });
});
