import { describe, expect, it } from 'vitest';
import { phpStringList, phpStringLiteral } from '../../src/php/php-literal.ts';

describe('PHP literals', () => {
  it('write config values as PHP literals that cannot break out', () => {
    expect(phpStringLiteral("it's \\ fine")).toBe("'it\\'s \\\\ fine'");
  });

  it('write a list of strings as a PHP array', () => {
    expect(phpStringList(['auth', "a'b"])).toBe("['auth', 'a\\'b']");
    expect(phpStringList([])).toBe('[]');
  });
});
