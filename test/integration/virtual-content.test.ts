/** `virtual:docgen/content`: Astro's content API when the build has collections, stubs that pull in nothing when not. */
import { describe, expect, it } from 'vitest';
import { VIRTUAL_CONTENT, virtualContentPlugin } from '../../integration/virtual-content.ts';

function moduleText(hasCollections: boolean): string {
  const plugin = virtualContentPlugin(() => hasCollections);
  const resolve = plugin.resolveId as (id: string) => string | undefined;
  const load = plugin.load as (id: string) => string | undefined;
  const id = resolve(VIRTUAL_CONTENT)!;
  expect(resolve('astro:content')).toBeUndefined();
  return load(id)!;
}

describe('virtual:docgen/content', () => {
  it("re-exports Astro's getCollection and render when the build has content collections", () => {
    expect(moduleText(true)).toBe("export { getCollection, render } from 'astro:content';\n");
  });

  it('imports nothing without them: getCollection finds no entry, render is never to be called', async () => {
    const text = moduleText(false);
    expect(text).not.toMatch(/\bimport\b|\bfrom\b/);
    const stubs = (await import(`data:text/javascript,${encodeURIComponent(text)}`)) as { getCollection: () => Promise<unknown[]>; render: () => unknown };
    await expect(stubs.getCollection()).resolves.toEqual([]);
    expect(() => stubs.render()).toThrow('this build has no content collections');
  });
});
