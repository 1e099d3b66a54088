/**
 * A request parameter as an annotation describes it (tag or attribute), before examples are
 * generated; and how it becomes a `Parameter`.
 */
import { castToType } from './types.ts';
import type { ExampleGenerator } from './generator.ts';
import { makeParameter, type Parameter } from '../model.ts';

export interface ParamSpec {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Whether the annotation gave an example (`Example: x`, attribute `example:`), possibly null. */
  hasExample: boolean;
  example?: unknown;
  /** `No-example`: leave the parameter out of example requests. */
  noExample: boolean;
  enumValues: unknown[];
  nullable: boolean;
  deprecated: boolean;
}

/** Gives the spec its example (the annotation's, else a generated one, unless `No-example`). */
export function parameterFromSpec(spec: ParamSpec, examples: ExampleGenerator): Parameter {
  let example: unknown;
  if (spec.hasExample) example = spec.example === null ? null : castToType(spec.example, spec.type);
  else if (!spec.noExample) example = examples.forType(spec.type, spec.name, { enumValues: spec.enumValues });
  return makeParameter({
    name: spec.name,
    description: spec.description,
    required: spec.required,
    type: spec.type,
    example,
    exampleWasSpecified: spec.hasExample,
    enumValues: spec.enumValues,
    nullable: spec.required ? false : spec.nullable,
    deprecated: spec.deprecated,
  });
}
