/** `@hideFromAPIDocumentation` on a route's controller class or method, or on its closure. */
import type { Route } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { parseDocBlock, type DocBlock } from '../../php/docblock.ts';

function hides(block: DocBlock | undefined): boolean {
  return block?.tags.some((tag) => tag.name.toLowerCase() === 'hidefromapidocumentation') ?? false;
}

export function isHiddenFromDocumentation(route: Route, classes: ClassIndex): boolean {
  if (route.closure?.docComment) return hides(parseDocBlock(route.closure.docComment));
  const ref = route.controller;
  if (!ref) return false;
  if (hides(classes.find(ref.class)?.docBlock)) return true;
  return hides(classes.findMethod(ref.class, ref.method)?.docBlock);
}
