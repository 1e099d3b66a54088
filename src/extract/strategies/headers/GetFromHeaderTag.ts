/**
 * `@header <name> <example?>` on the controller class, then on the FormRequest when it has any,
 * else on the method. A header without an example gets a seeded random word, as in Scribe.
 */
import { nameMap } from '../../../name-map.ts';
import type { DocBlock, DocTag } from '../../../php/docblock.ts';
import type { Strategy } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';

function headerTags(block: DocBlock | undefined): DocTag[] {
  return (block?.tags ?? []).filter((tag) => tag.name.toLowerCase() === 'header');
}

export const GetFromHeaderTag: Strategy<'headers'> = {
  name: 'GetFromHeaderTag',
  stage: 'headers',
  run(context) {
    const sources = annotationSources(context);
    const fromFormRequest = headerTags(sources.formRequest?.docBlock).map((tag) => ({ tag, file: sources.formRequest?.file }));
    const fromMethod = headerTags(sources.methodDoc).map((tag) => ({ tag, file: sources.handler?.file }));
    const fromClass = headerTags(sources.controllerDoc).map((tag) => ({ tag, file: sources.controller?.file }));
    const tags = [...fromClass, ...(fromFormRequest.length ? fromFormRequest : fromMethod)];
    const headers: Record<string, string> = nameMap();
    for (const { tag, file } of tags) {
      const match = /^(\S+)\s*([\s\S]*)$/.exec(tag.content.trim());
      if (!match) {
        context.report({
          severity: 'warning',
          code: 'tag-unreadable',
          message: '@header needs a header name; the tag is skipped.',
          file,
          line: tag.line,
        });
        continue;
      }
      const name = match[1]!;
      const example = match[2]!.trim();
      headers[name] = example !== '' ? example : String(context.examples.forType('string', `header:${name}`));
    }
    return Object.keys(headers).length > 0 ? headers : undefined;
  },
};
