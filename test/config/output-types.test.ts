/** What each output type implies, and the themes it may use. */
import { describe, expect, it } from 'vitest';
import { isExternalType, isFrameworkType, isStaticType, themesFor } from '../../src/config/output-types.ts';

describe('output types', () => {
  it('static types write a folder, framework types the app, external types a renderer', () => {
    const row = (type: string) => [isStaticType(type), isFrameworkType(type), isExternalType(type)];
    expect(row('static')).toEqual([true, false, false]);
    expect(row('framework')).toEqual([false, true, false]);
    expect(row('external_static')).toEqual([true, false, true]);
    expect(row('external_framework')).toEqual([false, true, true]);
  });

  it('docgen pages use default or elements; external types scalar, elements or rapidoc', () => {
    expect(themesFor('static')).toEqual(['default', 'elements']);
    expect(themesFor('framework')).toEqual(['default', 'elements']);
    expect(themesFor('external_framework')).toEqual(['scalar', 'elements', 'rapidoc']);
  });
});
