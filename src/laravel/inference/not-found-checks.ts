/**
 * Where an action answers 404 because a model is missing: `findOrFail(…)`, `firstOrFail()` and `sole()` on a
 * model or its query, and app methods named the same way (`$this->books->findVisibleOrFail($id)`), which by
 * Laravel's convention throw ModelNotFoundException (route-model binding is read by the strategy from the URL
 * parameters it binds).
 */
import type { PhpNode } from '../../php/ast.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { methodFacts } from './code-walk.ts';
import { modelOrigin, type OriginReader } from './model-origin.ts';

export interface MissingModel {
  /** Fully qualified; undefined when the code does not say which model. */
  modelClass?: string;
  /** The argument of `findOrFail($id)` (its id is shown in the message). */
  idNode?: PhpNode;
  file: string;
  line: number;
}

const FAILING = new Set(['findorfail', 'firstorfail', 'sole']);

export function missingModelLookups(methods: PhpMethod[], reader: OriginReader): MissingModel[] {
  const result: MissingModel[] = [];
  for (const method of methods) {
    const local: OriginReader = { ...reader, method };
    for (const { node, shape } of methodFacts(method).calls) {
      if (shape.kind === 'function' || !(FAILING.has(shape.name) || shape.name.endsWith('orfail'))) continue;
      const origin = modelOrigin(node, local);
      result.push({
        ...(origin ? { modelClass: origin.modelClass } : {}),
        ...(shape.name === 'findorfail' && shape.args[0] ? { idNode: shape.args[0] } : {}),
        file: method.file,
        line: node.loc?.start.line ?? method.line,
      });
    }
  }
  return result;
}
