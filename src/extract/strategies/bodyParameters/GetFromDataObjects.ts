/**
 * Body parameters of a spatie/laravel-data object the action accepts (`public function store(PostData $data)`):
 * laravel-data fills and validates it from the request, so its typed properties are the fields (see
 * laravel/inference/data-objects.ts). Runs after the rule and annotation strategies and only adds names they
 * left out.
 */
import { makeParameter, type Parameter } from '../../../model.ts';
import { dataInputs, isDataClass } from '../../../laravel/inference/data-objects.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';

export const GetFromDataObjects: Strategy<'bodyParameters'> = {
  name: 'GetFromDataObjects',
  stage: 'bodyParameters',
  run(context) {
    const classes = context.app.classes;
    const result: Record<string, Parameter> = {};
    for (const type of dataClassesTaken(context)) {
      for (const input of dataInputs(type, classes)) {
        if (context.endpoint.bodyParameters[input.name] || result[input.name]) continue;
        const example = input.enumValues[0] ?? (input.type === 'array' || input.type === 'object[]' || input.type === 'object' ? undefined : context.examples.forType(input.type, input.name));
        result[input.name] = makeParameter({
          name: input.name,
          type: input.type,
          required: input.required,
          nullable: input.nullable,
          enumValues: input.enumValues,
          ...(input.enumClass ? { enumClass: input.enumClass } : {}),
          ...(example !== undefined ? { example } : {}),
        });
      }
    }
    return Object.keys(result).length > 0 ? result : undefined;
  },
};

/** The laravel-data classes the action takes as parameters, in order (fully qualified). */
export function dataClassesTaken(context: StrategyContext): string[] {
  const handler = annotationSources(context).handler;
  const classes = context.app.classes;
  return (handler?.params ?? [])
    .map((param) => param.type?.replace(/^\?/, ''))
    .filter((type): type is string => !!type && !type.includes('|') && !!classes.find(type) && isDataClass(type, classes))
    .map((type) => classes.find(type)!.name);
}
