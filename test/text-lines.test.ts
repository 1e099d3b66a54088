import { describe, expect, it } from 'vitest';
import { joinLines } from '../src/text-lines.ts';

describe('joinLines', () => {
  it('joins trimmed lines with one space and drops blank ones', () => {
    expect(joinLines('  The title\n\n   of the post.  \n')).toBe('The title of the post.');
    expect(joinLines('')).toBe('');
  });
});
