/**
 * The success responses an action's code returns, for apps without response annotations: each `return` of the
 * action read as a resource, a JSON response, a model or paginator, no content, a redirect or a file (see
 * laravel/inference/returned-value.ts), one example per status (the last return of a status: early returns are
 * the exceptions). Annotations win: when an earlier strategy already documented a 2xx response with a body,
 * the code is not read; a documented 2xx without a body (`new OA\Response(response: 200, description: '…')`)
 * gets the body the code returns with that status (or the code's only success response), its status and
 * description kept.
 */
import type { ResponseExample } from '../../../model.ts';
import type { PhpMethod } from '../../../php/classes.ts';
import { actionReturns } from '../../../laravel/inference/returned-value.ts';
import { methodFacts, returnedExpressions } from '../../../laravel/inference/code-walk.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
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
    const documented = context.endpoint.responses.filter((r) => r.status >= 200 && r.status < 300);
    const bodiless = documented.filter((r) => r.content === null);
    if (documented.length > 0 && bodiless.length === 0) return undefined;
    const reader = readerOf(context);
    if (!reader) return undefined;
    const result = codeResponses(reader, context);
    if (documented.length > 0) {
      // The code's response of the same status, else its only one when a single success is documented.
      const only = bodiless.length === 1 && documented.length === 1 && result.length === 1 ? result[0] : undefined;
      for (const response of bodiless) {
        const found = result.find((r) => r.status === response.status) ?? only;
        if (found?.content) response.content = found.content;
      }
      return undefined;
    }
    // An action that returns nothing (declared `void`, or without a `return`) answers 200 with an empty body.
    if (result.length === 0 && returnsNothing(reader.method)) {
      result.push({ status: 200, content: null, headers: {}, description: '' });
    }
    return result.length > 0 ? result : undefined;
  },
};

/** One response per success status the action's returns give: the last return of a status is its main path. */
function codeResponses(reader: NonNullable<ReturnType<typeof readerOf>>, context: StrategyContext): ResponseExample[] {
  const result: ResponseExample[] = [];
  for (const { returned, reader: where } of actionReturns(reader)) {
    if (returned.status !== undefined && returned.status >= 400) continue;
    const response = renderReturned(returned, where, context);
    if (!response) continue;
    // Earlier returns of the same status are early exits.
    const same = result.findIndex((r) => r.status === response.status);
    if (same >= 0) result.splice(same, 1);
    result.push(response);
  }
  return result;
}
