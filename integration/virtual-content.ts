/**
 * `virtual:docgen/content`: what the pages use of Astro's content collections (`getCollection`, `render`). When a
 * build has none (`docgen build` of an app without guides: the API comes from the extraction), it is a module of
 * stubs that nothing calls, so the server bundle carries no content runtime, and neither the image service nor
 * the copy of Astro's renderer they pull in (about 80 modules, a third of a rebuild's bundle time).
 */
import type { Plugin } from 'vite';
import { virtualModule } from './virtual-module.ts';

export const VIRTUAL_CONTENT = 'virtual:docgen/content';

const ASTRO_CONTENT = `export { getCollection, render } from 'astro:content';\n`;
const NO_CONTENT = `const none = () => { throw new Error('docgen: this build has no content collections.'); };
export async function getCollection() { return []; }
export const render = none;
`;

/** @param hasCollections whether the build defines content collections (asked when the module is loaded). */
export function virtualContentPlugin(hasCollections: () => boolean): Plugin {
  return virtualModule('docgen:virtual-content', VIRTUAL_CONTENT, () => (hasCollections() ? ASTRO_CONTENT : NO_CONTENT));
}
