/**
 * Request parameters from a swagger-php operation, for the url, query and body stages. The annotation is the
 * explicit word on the endpoint, so it wins over what the code says; where both say something different about a
 * parameter's type or whether it is required, a notice points at the annotation.
 */
import type { Parameter } from '../../../model.ts';
import { bodySpecs, parameterSpec } from '../../../swagger-php/to-model.ts';
import type { StrategyContext } from '../../strategy.ts';
import { parameterFromSpec, type ParamSpec } from '../../../examples/param-spec.ts';
import { swaggerPhpOperation } from './swagger-php-operation.ts';

type ParameterStage = 'urlParameters' | 'queryParameters' | 'bodyParameters';

export function swaggerPhpParameters(context: StrategyContext, stage: ParameterStage): Record<string, Parameter> | undefined {
  const found = swaggerPhpOperation(context);
  if (!found) return undefined;
  const { operation } = found;
  let specs: ParamSpec[];
  if (stage === 'bodyParameters') {
    const content = operation.requestBody?.content ?? {};
    const media = content['application/json'] ?? content['multipart/form-data'] ?? content['application/x-www-form-urlencoded'] ?? Object.values(content)[0];
    specs = media?.schema ? bodySpecs(media.schema) : [];
  } else {
    const place = stage === 'urlParameters' ? 'path' : 'query';
    specs = operation.parameters.filter((p) => p.in === place).map(parameterSpec);
  }
  if (specs.length === 0) return undefined;
  const result: Record<string, Parameter> = {};
  for (const spec of specs) {
    const parameter = parameterFromSpec(spec, context.examples);
    const existing = context.endpoint[stage][spec.name];
    if (existing && (existing.type !== parameter.type || existing.required !== parameter.required)) {
      context.report({
        severity: 'notice',
        code: 'swagger-php-conflict',
        message: `The swagger-php annotation says \`${spec.name}\` is ${describe(parameter)}, the code says ${describe(existing)}; the annotation is documented.`,
        file: operation.file,
        line: operation.line,
      });
    }
    result[spec.name] = parameter;
  }
  return result;
}

const describe = (parameter: Parameter) => `${parameter.required ? 'a required' : 'an optional'} ${parameter.type}`;
