/**
 * Which attributes are docgen's: the short class name, in any namespace whose last segment is
 * `Attributes`, so `Knuckles\Scribe\Attributes\BodyParam` works
 * unchanged beside our own namespace.
 */
import type { PhpAttribute } from '../../../php/attributes.ts';

export function isDocAttribute(attribute: PhpAttribute, shortName: string): boolean {
  if (attribute.shortName.toLowerCase() !== shortName.toLowerCase()) return false;
  const namespace = attribute.name.split('\\').slice(0, -1);
  // swagger-php's `OpenApi\Attributes\Response` and `\Header` are read by the swagger-php strategies.
  if (namespace.join('\\').toLowerCase() === 'openapi\\attributes') return false;
  return namespace[namespace.length - 1] === 'Attributes';
}

export function docAttributes(attributes: readonly PhpAttribute[], ...shortNames: string[]): PhpAttribute[] {
  return attributes.filter((attribute) => shortNames.some((name) => isDocAttribute(attribute, name)));
}
