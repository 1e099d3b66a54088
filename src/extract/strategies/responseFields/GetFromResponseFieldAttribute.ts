/**
 * `#[ResponseField(name, type, description, required = true, example, enum, nullable = false)]` on the controller
 * class, the FormRequest, the method, and the `toArray()` method of the API resources the endpoint's responses
 * use. `enum` is a list of values or a PHP enum class; a missing type is inferred from the first 2xx response.
 */
import { nameMap } from '../../../name-map.ts';
import type { ResponseField } from '../../../model.ts';
import type { PhpAttribute } from '../../../php/attributes.ts';
import { UNKNOWN, isPhpArrayObject } from '../../../php/values.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { docAttributes } from '../shared/attribute-names.ts';
import { annotationSources } from '../shared/sources.ts';
import { inferFieldType } from './infer-field-type.ts';
import { readType } from './response-field-tag.ts';
import { resourcesOfEndpoint } from './resources-of-endpoint.ts';

function arg(attribute: PhpAttribute, index: number, name: string): unknown {
  const value = name in attribute.named ? attribute.named[name] : attribute.args[index];
  return value === UNKNOWN ? undefined : value;
}

/** The values an `enum:` argument allows: a list, or the cases of an enum class (backed values, else names) and its name. */
function enumOf(value: unknown, context: StrategyContext): Pick<ResponseField, 'enumValues' | 'enumClass'> {
  if (Array.isArray(value)) return { enumValues: value };
  if (isPhpArrayObject(value)) return { enumValues: Object.values(value) };
  if (typeof value === 'string') {
    const cls = context.app.classes.find(value);
    if (cls?.kind === 'enum') return { enumValues: cls.enumCases.map((c) => c.value ?? c.name), enumClass: cls.name };
  }
  return { enumValues: [] };
}

function fieldFrom(attribute: PhpAttribute, prefix: string, context: StrategyContext, file: string | undefined): ResponseField | undefined {
  const rawName = arg(attribute, 0, 'name');
  if (typeof rawName !== 'string' || !rawName) {
    context.report({ severity: 'warning', code: 'attribute-unreadable', message: '#[ResponseField] needs a field name; it is skipped.', file, line: attribute.line });
    return undefined;
  }
  const name = `${prefix}${rawName}`;
  const rawType = arg(attribute, 1, 'type');
  const typed = typeof rawType === 'string' ? readType(rawType) : undefined;
  const required = arg(attribute, 3, 'required');
  const nullable = arg(attribute, 6, 'nullable');
  const description = arg(attribute, 2, 'description');
  return {
    name,
    description: typeof description === 'string' ? description : '',
    type: typed?.type ?? (typeof rawType === 'string' && rawType ? rawType : inferFieldType(name, context.endpoint.responses)),
    required: typeof required === 'boolean' ? required : true,
    nullable: typeof nullable === 'boolean' ? nullable || Boolean(typed?.nullable) : Boolean(typed?.nullable),
    ...enumOf(arg(attribute, 5, 'enum'), context),
  };
}

export const GetFromResponseFieldAttribute: Strategy<'responseFields'> = {
  name: 'GetFromResponseFieldAttribute',
  stage: 'responseFields',
  run(context) {
    const groups: Array<{ attributes: PhpAttribute[]; prefix: string; file?: string }> = [
      ...annotationSources(context).attributePlaces.map((place) => ({ attributes: place.attributes, prefix: '', file: place.file })),
      ...resourcesOfEndpoint(context).map((resource) => ({ attributes: resource.toArray.attributes, prefix: resource.prefix, file: resource.toArray.file })),
    ];
    const fields: Record<string, ResponseField> = nameMap();
    for (const group of groups) {
      for (const attribute of docAttributes(group.attributes, 'ResponseField')) {
        const field = fieldFrom(attribute, group.prefix, context, group.file);
        if (field) fields[field.name] = field;
      }
    }
    return Object.keys(fields).length ? fields : undefined;
  },
};
