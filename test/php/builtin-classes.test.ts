/** PHP's own classes, answered without searching the app: checked against the real PHP. */
import { execFileSync } from 'node:child_process';
import { describe, expect } from 'vitest';
import { BUILTIN_CLASSES } from '../../src/php/builtin-classes.ts';
import { itPhp } from '../support/php.ts';

describe('BUILTIN_CLASSES', () => {
  itPhp('are classes, interfaces or traits PHP declares by itself, in the global namespace', () => {
    const declared = execFileSync('php', ['-r', 'echo implode("\\n", array_merge(get_declared_classes(), get_declared_interfaces(), get_declared_traits()));'], { encoding: 'utf8' });
    const php = new Set(declared.split('\n').map((name) => name.toLowerCase()));
    const unknown = [...BUILTIN_CLASSES].filter((name) => !php.has(name));
    expect(unknown).toEqual([]);
    expect([...BUILTIN_CLASSES].every((name) => !name.includes('\\'))).toBe(true);
    expect(BUILTIN_CLASSES.has('exception') && BUILTIN_CLASSES.has('stdclass')).toBe(true);
  });
});
