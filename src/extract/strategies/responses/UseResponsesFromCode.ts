/**
 * The success responses an action's code returns, for apps without response annotations: each `return` of the
 * action read as a resource, a JSON response, a model or paginator, no content, a redirect or a file (see
 * laravel/inference/returned-value.ts), one example per status (the last return of a status: early returns are
 * the exceptions). Annotations win: when an earlier strategy
 * already documented a 2xx response, the code is not read.
 */
import type { ResponseExample } from '../../../model.ts';
import type { PhpMethod } from '../../../php/classes.ts';
import { actionReturns } from '../../../laravel/inference/returned-value.ts';
import { methodFacts, returnedExpressions } from '../../../laravel/inference/code-walk.ts';
import type { Strategy } from '../../strategy.ts';
import { readerOf, renderReturned } from './returned-response.ts';

/** Declared `void`, or a body without any `return` of a value and without a `throw`. */
function returnsNothing(method: PhpMethod): boolean {
  if (method.returnType === 'void') return true;
  return method.body.length > 0 && returnedExpressions(method).length === 0 && methodFacts(method).throws.length === 0;
}

export const UseResponsesFromCode: Strategy<'responses'> = {
  name: 'UseResponsesFromCode',
  stage: 'responses',
  run(context) {
    if (context.endpoint.responses.some((r) => r.status >= 200 && r.status < 300)) return undefined;
    const reader = readerOf(context);
    if (!reader) return undefined;
    const result: ResponseExample[] = [];
    for (const { returned, reader: where } of actionReturns(reader)) {
      if (returned.status !== undefined && returned.status >= 400) continue;
      const response = renderReturned(returned, where, context);
      if (!response) continue;
      // The last value returned with a status is the action's main path; earlier ones are early exits.
      const same = result.findIndex((r) => r.status === response.status);
      if (same >= 0) result.splice(same, 1);
      result.push(response);
    }
    // An action that returns nothing (declared `void`, or without a `return`) answers 200 with an empty body.
    if (result.length === 0 && returnsNothing(reader.method)) {
      result.push({ status: 200, content: null, headers: {}, description: '' });
    }
    return result.length > 0 ? result : undefined;
  },
};
