/**
 * Parameters from tags and attributes, read where Scribe reads them: tags on the controller class,
 * then on the FormRequest when it has any of this kind, else on the method; attributes on the
 * controller class, the FormRequest and the method. Later ones override earlier ones by name.
 */
import { nameMap } from '../../../name-map.ts';
import type { Parameter } from '../../../model.ts';
import type { DocBlock, DocTag } from '../../../php/docblock.ts';
import type { StrategyContext } from '../../strategy.ts';
import { docAttributes } from './attribute-names.ts';
import { paramSpecFromAttribute } from './param-attribute.ts';
import { parameterFromSpec } from '../../../examples/param-spec.ts';
import { parseParamTag, type ParamTagKind } from './param-tag.ts';
import { annotationSources } from './sources.ts';

function tagsOf(block: DocBlock | undefined, name: string): DocTag[] {
  return (block?.tags ?? []).filter((tag) => tag.name.toLowerCase() === name.toLowerCase());
}

export function paramsFromTags(context: StrategyContext, kind: ParamTagKind): Record<string, Parameter> | undefined {
  const sources = annotationSources(context);
  const fromFormRequest = tagsOf(sources.formRequest?.docBlock, kind);
  const tagged: Array<{ tag: DocTag; file: string | undefined }> = [
    ...tagsOf(sources.controllerDoc, kind).map((tag) => ({ tag, file: sources.controller?.file })),
    ...(fromFormRequest.length > 0
      ? fromFormRequest.map((tag) => ({ tag, file: sources.formRequest?.file }))
      : tagsOf(sources.methodDoc, kind).map((tag) => ({ tag, file: sources.handler?.file }))),
  ];
  const result: Record<string, Parameter> = nameMap();
  for (const { tag, file } of tagged) {
    const spec = parseParamTag(kind, tag.content);
    if (!spec) {
      context.report({
        severity: 'warning',
        code: 'tag-unreadable',
        message: `@${tag.name} needs at least a parameter name; the tag is skipped.`,
        file,
        line: tag.line,
      });
      continue;
    }
    result[spec.name] = parameterFromSpec(spec, context.examples);
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

export function paramsFromAttributes(
  context: StrategyContext,
  shortName: 'UrlParam' | 'QueryParam' | 'BodyParam',
): Record<string, Parameter> | undefined {
  const result: Record<string, Parameter> = nameMap();
  for (const { attributes, file } of annotationSources(context).attributePlaces) {
    for (const attribute of docAttributes(attributes, shortName)) {
      const spec = paramSpecFromAttribute(attribute, { classes: context.app.classes, file: file ?? '', report: context.report });
      if (spec) result[spec.name] = parameterFromSpec(spec, context.examples);
    }
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
