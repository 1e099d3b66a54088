/**
 * The error responses an action's code can give, with the JSON bodies Laravel writes for them:
 * 401 behind authentication middleware (any guard, middleware groups and controller middleware included),
 * 403 from authorization checks, `can:` middleware and FormRequests that may refuse, 404 from route-model
 * binding and `findOrFail`/`firstOrFail`, 422 from validation (listing the documented parameters), and
 * whatever `abort()`, `abort_if()`, `abort_unless()`, `throw new …HttpException` or a returned
 * `response(…, 4xx)` says. A status an earlier strategy documented is left as it is (annotations win), but for
 * its body when it has none.
 */
import type { ResponseExample } from '../../../model.ts';
import { actionAndHelpers } from '../../../laravel/inference/code-walk.ts';
import { authorizationCall, authorizesResource, formRequestMayDeny } from '../../../laravel/inference/authorization-checks.ts';
import { messageBody, modelNotFoundMessage, UNAUTHORIZED_MESSAGE, validationBody } from '../../../laravel/inference/error-bodies.ts';
import { raisedErrors } from '../../../laravel/inference/http-exceptions.ts';
import { laravelMajor } from '../../../laravel/inference/laravel-version.ts';
import { missingModelLookups } from '../../../laravel/inference/not-found-checks.ts';
import { actionReturns, returnedValue } from '../../../laravel/inference/returned-value.ts';
import { middlewareErrors } from '../../../laravel/inference/route-middleware.ts';
import { formRequestValidatesNothing, validationCall, validationErrors } from '../../../laravel/inference/validation-checks.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';
import { annotationSources } from '../shared/sources.ts';
import { boundModels } from '../urlParameters/GetFromLaravelAPI.ts';
import { readerOf, renderReturned } from './returned-response.ts';

function error(status: number, content: string, description = ''): ResponseExample {
  return { status, content, headers: {}, description };
}

export const UseErrorsFromCode: Strategy<'responses'> = {
  name: 'UseErrorsFromCode',
  stage: 'responses',
  run(context) {
    const found: ResponseExample[] = [];
    const add = (response: ResponseExample) => {
      const documented = context.endpoint.responses.filter((r) => r.status === response.status);
      // A status documented without a body (`new OA\Response(response: 403, description: 'Forbidden.')`) gets
      // the body Laravel writes for it; its description stays.
      if (documented.length === 1 && documented[0]!.content === null && response.content !== null) documented[0]!.content = response.content;
      if (documented.length > 0) return;
      if (found.some((r) => r.status === response.status)) return;
      found.push(response);
    };
    const classes = context.app.classes;
    const sources = annotationSources(context);
    const reader = readerOf(context);
    const methods = reader ? actionAndHelpers(reader.method, reader.className, classes) : [];
    const middleware = middlewareErrors(context.route.middleware, sources.controller, context.controller?.method.name, classes);
    const major = laravelMajor(context.app.root, classes);

    // Errors the code raises or returns on purpose come first: their messages are the app's own.
    for (const raised of raisedErrors(methods, classes)) {
      add(error(raised.status, raised.errors ? validationBody(raised.errors, major) : messageBody(raised.message)));
    }
    if (reader) {
      // A cheap read finds the returns with an error status; only those are read in full and rendered.
      for (const { returned: cheap, reader: where, expression } of actionReturns(reader, true)) {
        if (!cheap.status || cheap.status < 400) continue;
        const returned = returnedValue(expression, where);
        const response = returned && renderReturned(returned, where, context);
        if (response) add(response);
      }
    }

    if (middleware.unauthenticated !== undefined) add(error(401, messageBody(middleware.unauthenticated)));

    const authorizes =
      middleware.checksAbility ||
      authorizationCall(methods) !== undefined ||
      authorizesResource(sources.controller, context.controller?.method.name, classes) ||
      formRequestMayDeny(sources.formRequest, classes);
    if (authorizes) add(error(403, messageBody(UNAUTHORIZED_MESSAGE)));

    const notFound = notFoundMessage(context, methods, reader);
    if (notFound !== undefined) add(error(404, messageBody(notFound)));

    const formRequestValidates = sources.formRequest !== undefined && !formRequestValidatesNothing(sources.formRequest, classes);
    if (formRequestValidates || validationCall(methods, classes)) {
      const documented = Object.keys(context.endpoint.bodyParameters).length > 0 ? context.endpoint.bodyParameters : context.endpoint.queryParameters;
      add(error(422, validationBody(validationErrors(documented, major), major)));
    }
    return found.length > 0 ? found : undefined;
  },
};

/** The message of the first way the action can miss a model: a bound URL parameter, else a `…OrFail` lookup. */
function notFoundMessage(context: StrategyContext, methods: ReturnType<typeof actionAndHelpers>, reader: ReturnType<typeof readerOf>): string | undefined {
  const parameters = context.endpoint.urlParameters;
  const names = [...context.endpoint.uri.matchAll(/\{([^{}?]+)\??\}/g)].map((m) => m[1]!);
  for (const [name, keys] of boundModels(context, names)) {
    const example = parameters[name]?.example;
    return modelNotFoundMessage(keys.modelName, example === undefined || example === null ? [] : [example]);
  }
  if (!reader) return undefined;
  const [lookup] = missingModelLookups(methods, reader);
  if (!lookup) return undefined;
  if (!lookup.modelClass) return 'No query results for model.';
  let ids: unknown[] = [];
  if (lookup.idNode?.kind === 'variable') {
    const example = parameters[String(lookup.idNode.name)]?.example ?? Object.values(parameters)[0]?.example;
    if (example !== undefined && example !== null) ids = [example];
  }
  return modelNotFoundMessage(lookup.modelClass, ids);
}
