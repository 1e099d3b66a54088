/**
 * The API resources an endpoint's responses are built from (`@apiResource…` tags and
 * `#[ResponseFromApiResource]` attributes), with their `toArray()` methods, whose docblock tags and attributes
 * describe response fields too. Fields found there are named under the resource's wrap key (`data.title`),
 * as Scribe 5 names them, when the resource wraps its output.
 */
import type { PhpMethod } from '../../../php/classes.ts';
import { effectiveWrap } from '../../../laravel/resources/resource-class.ts';
import type { StrategyContext } from '../../strategy.ts';
import { docAttributes } from '../shared/attribute-names.ts';
import { annotationSources } from '../shared/sources.ts';
import { apiResourceClassOf, apiResourceTag } from '../responses/UseApiResourceTags.ts';
import { methodDoc } from '../responses/method-doc.ts';
import { annotationClass } from '../responses/render-examples.ts';

export interface EndpointResource {
  className: string;
  toArray: PhpMethod;
  /** `data.` when the resource wraps its output in `data`, '' without wrapping. */
  prefix: string;
}

export function resourcesOfEndpoint(context: StrategyContext): EndpointResource[] {
  const method = methodDoc(context);
  const classes = context.app.classes;
  const names: string[] = [];
  const tag = apiResourceTag(method.doc?.tags ?? []);
  if (tag) names.push(annotationClass(apiResourceClassOf(tag), method.scope, classes));
  // The places UseResponseAttributes reads #[ResponseFromApiResource] from, names resolved the same way.
  for (const place of annotationSources(context).attributePlaces) {
    for (const attribute of docAttributes(place.attributes, 'ResponseFromApiResource')) {
      const name = attribute.named.name ?? attribute.args[0];
      if (typeof name === 'string') names.push(annotationClass(name, place.scope, classes));
    }
  }
  const result: EndpointResource[] = [];
  for (const className of [...new Set(names)]) {
    const toArray = classes.findMethod(className, 'toArray');
    if (!toArray || toArray.file.startsWith('vendor/')) continue;
    const wrap = effectiveWrap(className, classes);
    result.push({ className, toArray, prefix: wrap ? `${wrap}.` : '' });
  }
  return result;
}
