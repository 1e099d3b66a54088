/** `@hideFromAPIDocumentation`, on a controller class or method or on a closure route's docblock. */
import type { DocBlock } from '../../php/docblock.ts';

export function hidesFromDocumentation(block: DocBlock | undefined): boolean {
  return block?.tags.some((tag) => tag.name.toLowerCase() === 'hidefromapidocumentation') ?? false;
}
