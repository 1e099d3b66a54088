/** A class and the ancestors the app declares, nearest first: where its own declarations are looked up. */
import type { ClassIndex } from './class-index.ts';
import type { PhpClass } from './classes.ts';

export function declaredLineage(cls: PhpClass, classes: ClassIndex): PhpClass[] {
  const result = [cls];
  for (const name of classes.ancestors(cls.name)) {
    const found = classes.find(name);
    if (found) result.push(found);
  }
  return result;
}
