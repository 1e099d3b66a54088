/**
 * What docgen documents on real, unannotated Laravel apps: for each app folder of a corpus, static extraction
 * with the default config, then per app
 *   routes, endpoints,
 *   write endpoints (POST/PUT/PATCH) with a body / those whose code validates input,
 *   endpoints with a 2xx example and schema / those whose code returns JSON,
 *   endpoints behind auth middleware with a 401, validating ones with a 422, ones binding a model with a 404,
 *   and with a 403, and the diagnostics.
 * "Returns JSON" and "validates" are read from the source text of the action here, independently of the
 * strategies that document them: a `return` of `response()->json`, a resource, an array, `->paginate()`,
 * `->toResource()`, a data object, or a declared JsonResponse/JsonResource/array return type (with a success
 * return); a FormRequest
 * parameter or a `validate(`/`Validator::make(`/`validator(` call. Both look into the app's own code the action
 * calls (its class's helpers, static methods of app classes, app helper functions, a few calls deep), so that an
 * action whose validation or response lives in a helper counts as validating or returning JSON.
 *
 *   npx tsx bench/corpus.ts --corpus /path/to/corpus [app…]
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import type { PhpMethod } from '../src/php/classes.ts';
import { join } from 'node:path';
import { extractApp } from '../src/pipeline.ts';
import { DEFAULT_STRATEGY_NAMES } from '../src/config/strategy-names.ts';
import type { Endpoint } from '../src/model.ts';
import { ClassIndex } from '../src/php/class-index.ts';
import { formRequestOf } from '../src/laravel/validation/form-request.ts';
import { isAuthMiddleware, routeMiddleware } from '../src/laravel/inference/route-middleware.ts';
import { formRequestValidatesNothing } from '../src/laravel/inference/validation-checks.ts';
import { isEloquentModel } from '../src/laravel/models/model-keys.ts';
import { isJsonText } from '../src/json-text.ts';
import { methodFacts } from '../src/laravel/inference/code-walk.ts';
import { appCallTarget } from '../src/laravel/app-calls.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--corpus');
if (at === -1 || !args[at + 1]) {
  console.error('usage: npx tsx bench/corpus.ts --corpus DIR [app…]');
  process.exit(2);
}
const corpus = args[at + 1]!;
const baseline = args.includes('--baseline');
const only = args.filter((arg, i) => i !== at && i !== at + 1 && arg !== '--baseline');
/** `--baseline`: the default strategies without the ones that read the code, for a before/after comparison. */
const INFERENCE = new Set(['UseResponsesFromCode', 'UseErrorsFromCode', 'GetFromRequestUsage']);
const options = baseline
  ? { strategies: { responses: DEFAULT_STRATEGY_NAMES.responses.filter((name) => !INFERENCE.has(name)), queryParameters: DEFAULT_STRATEGY_NAMES.queryParameters.filter((name) => !INFERENCE.has(name)) } }
  : {};
const apps = readdirSync(corpus).filter((name) => statSync(join(corpus, name)).isDirectory() && (only.length === 0 || only.includes(name)));

const JSON_RETURN = /return\s+(response\(\)\s*->\s*json|new\s+\w*(Resource|Collection|JsonResponse)\b|\w*(Resource|Collection)::(collection|make)|\[|\$\w+\s*->\s*toResource|.*->\s*(paginate|simplePaginate|cursorPaginate)\(|\w+Data::(from|collect)|new\s+\w+Data\b)/;
const VALIDATES = /->validate(WithBag)?\(|Validator::make\(|\bvalidator\(/;
const JSON_TYPE = /JsonResponse|JsonResource|ResourceCollection|AnonymousResourceCollection|^array$|Data$|Resource$/;

function sourceOf(endpoint: Endpoint, classes: ClassIndex) {
  const action = endpoint.source?.action ?? '';
  // An invokable controller is named without a method.
  const [className, methodName = '__invoke'] = action.split('@');
  if (!className || !methodName) return undefined;
  const cls = classes.find(className);
  const method = classes.findMethod(className, methodName);
  if (!cls || !method) return undefined;
  return { cls, method };
}

for (const app of apps) {
  const root = join(corpus, app);
  const start = process.cpuUsage();
  const result = await extractApp(root, options);
  const cpu = process.cpuUsage(start);
  const classes = ClassIndex.forApp(root, { env: {} });
  const endpoints = result.groups.flatMap((g) => g.endpoints);
  const rows = { write: 0, writeWithBody: 0, writeValidating: 0, writeValidatingWithBody: 0, jsonCode: 0, jsonDocumented: 0, withSuccess: 0, auth: 0, auth401: 0, validating: 0, validating422: 0, bound: 0, bound404: 0, with403: 0, with404: 0, withQuery: 0, gets: 0 };
  const missing: string[] = [];
  const noBody: string[] = [];
  const no422: string[] = [];
  for (const endpoint of endpoints) {
    const source = sourceOf(endpoint, classes);
    const statuses = new Set(endpoint.responses.map((r) => r.status));
    const success = endpoint.responses.find((r) => r.status >= 200 && r.status < 300 && r.content !== null && isJsonText(r.content));
    if (success) rows.withSuccess++;
    if (statuses.has(403)) rows.with403++;
    if (statuses.has(404)) rows.with404++;
    if (endpoint.httpMethods.includes('GET')) {
      rows.gets++;
      if (Object.keys(endpoint.queryParameters).length > 0) rows.withQuery++;
    }
    const isWrite = endpoint.httpMethods.some((m) => ['POST', 'PUT', 'PATCH'].includes(m));
    const hasBody = Object.keys(endpoint.bodyParameters).length > 0;
    const reached = source ? reachedCode(source.method, source.cls.name, classes) : [];
    const body = reached.map((m) => methodText(m, classes)).join('\n');
    const formRequest = source ? formRequestOf(source.method, classes) : undefined;
    // A FormRequest whose rules() is `return [];` validates nothing.
    const validates = source ? (formRequest !== undefined && !formRequestValidatesNothing(formRequest, classes)) || VALIDATES.test(body) : false;
    if (isWrite) {
      rows.write++;
      if (hasBody) rows.writeWithBody++;
      if (validates) rows.writeValidating++;
      if (validates && hasBody) rows.writeValidatingWithBody++;
      if (validates && !hasBody) noBody.push(`${endpoint.httpMethods[0]} ${endpoint.uri} (${endpoint.source?.action})`);
    }
    const returningMethods = source ? returnedCode(source.method, source.cls.name, classes) : [];
    const returning = returningMethods.map((m) => methodText(m, classes)).join('\n');
    // A declared JSON type (of the action, or of a helper whose result it returns) counts when the action has a
    // success return at all (not one that only refuses).
    const successes = successReturns(returning);
    const returnsJson = source ? successes.some((r) => JSON_RETURN.test(r)) || (successes.length > 0 && returningMethods.some((m) => JSON_TYPE.test(m.returnType ?? ''))) : false;
    if (returnsJson) {
      rows.jsonCode++;
      if (success) rows.jsonDocumented++;
      else missing.push(`${endpoint.httpMethods[0]} ${endpoint.uri} (${endpoint.source?.action})`);
    }
    const middleware = routeMiddleware(endpoint.source?.middleware ?? [], source?.cls, source?.method.name, classes);
    if (middleware.some((m) => isAuthMiddleware(m, classes))) {
      rows.auth++;
      if (statuses.has(401)) rows.auth401++;
    }
    if (validates) {
      rows.validating++;
      if (statuses.has(422)) rows.validating422++;
      else no422.push(`${endpoint.httpMethods[0]} ${endpoint.uri} (${endpoint.source?.action})`);
    }
    const binds = source?.method.params.some((p) => {
      const type = p.type?.replace(/^\?/, '');
      return type && !type.includes('|') && isEloquentModel(type, classes) && endpoint.uri.includes(`{`);
    });
    if (binds) {
      rows.bound++;
      if (statuses.has(404)) rows.bound404++;
    }
  }
  const pct = (a: number, b: number) => (b === 0 ? '—' : `${Math.round((100 * a) / b)} %`);
  console.log(`${app}: ${result.stats.routes} routes, ${endpoints.length} endpoints, extraction CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms`);
  console.log(`  write endpoints with a body ${rows.writeWithBody}/${rows.write}; whose code validates ${rows.writeValidating} (with a body ${rows.writeValidatingWithBody})`);
  console.log(`  2xx example and schema: ${rows.withSuccess} endpoints; of the ${rows.jsonCode} whose code returns JSON ${rows.jsonDocumented} (${pct(rows.jsonDocumented, rows.jsonCode)})`);
  console.log(`  401: ${rows.auth401}/${rows.auth} behind auth middleware; 422: ${rows.validating422}/${rows.validating} validating; 404: ${rows.bound404}/${rows.bound} binding a model; 403 on ${rows.with403}, 404 on ${rows.with404}`);
  console.log(`  GET endpoints with query parameters: ${rows.withQuery}/${rows.gets}`);
  const bySeverity = result.diagnostics.reduce<Record<string, number>>((acc, d) => ((acc[d.severity] = (acc[d.severity] ?? 0) + 1), acc), {});
  const byCode = result.diagnostics.reduce<Record<string, number>>((acc, d) => ((acc[d.code ?? 'other'] = (acc[d.code ?? 'other'] ?? 0) + 1), acc), {});
  console.log(`  diagnostics: ${JSON.stringify(bySeverity)} ${JSON.stringify(byCode)}`);
  if (process.env.CORPUS_MISSING) {
    for (const line of missing) console.log(`    no 2xx: ${line}`);
    for (const line of noBody) console.log(`    validates, no body: ${line}`);
    for (const line of no422) console.log(`    validates, no 422: ${line}`);
  }
}


/** The action and the app code it calls (methods of app classes, app helper functions), `depth` calls deep. */
function reachedCode(action: PhpMethod, className: string, classes: ClassIndex, depth = 3): PhpMethod[] {
  const reached = new Map<PhpMethod, string>([[action, className]]);
  let frontier = [action];
  for (let level = 0; level < depth; level++) {
    const next: PhpMethod[] = [];
    for (const method of frontier) {
      for (const { node, own } of methodFacts(method).calls) {
        if (!own) continue;
        const target = appCallTarget(node, { classes, scope: method.scope, className: method.className, thisClass: reached.get(method) });
        if (!target || reached.has(target.method) || !target.method.body.length) continue;
        reached.set(target.method, target.thisClass);
        next.push(target.method);
      }
    }
    frontier = next;
  }
  return [...reached.keys()];
}

/** The action and the app methods whose result it returns (`return $this->respond(…)`), a few calls deep. */
function returnedCode(action: PhpMethod, className: string, classes: ClassIndex, depth = 2): PhpMethod[] {
  const result = [action];
  let frontier: Array<[PhpMethod, string]> = [[action, className]];
  for (let level = 0; level < depth; level++) {
    const next: Array<[PhpMethod, string]> = [];
    for (const [method, thisClass] of frontier) {
      for (const returned of methodFacts(method).returns) {
        if (returned.kind !== 'call') continue;
        const target = appCallTarget(returned, { classes, scope: method.scope, className: method.className, thisClass });
        if (!target || result.includes(target.method) || !target.method.body.length) continue;
        result.push(target.method);
        next.push([target.method, target.thisClass]);
      }
    }
    frontier = next;
  }
  return result;
}

/**
 * The method's `return …;` statements, without the ones that answer an error status (`…, 404)`, also with calls
 * chained after it: `…, 405)->header('Allow', 'POST');`).
 */
function successReturns(body: string): string[] {
  const error = /,\s*(4|5)\d\d\s*\)(\s*->\s*\w+\([^;]*\))*\s*;\s*$|HTTP_(BAD|NOT_FOUND|FORBIDDEN|UNAUTHORIZED|UNPROCESSABLE|CONFLICT|INTERNAL|METHOD_NOT)/;
  const statements = [...body.matchAll(/return\s[\s\S]*?;\s*(?=\n)/g)].map((m) => m[0]);
  // `return $x ? A : B;` returns A or B.
  const sides = statements.flatMap((r) => {
    const ternary = /^return\s+[^;?([]*?\s\?\s+([\s\S]*?)\s+:\s+([\s\S]*?);\s*$/.exec(r.trim());
    return ternary ? [`return ${ternary[1]};`, `return ${ternary[2]};`] : [r];
  });
  return sides.filter((r) => !error.test(r));
}


/** The method's source text, from the parse positions. */
function methodText(method: PhpMethod, classes: ClassIndex): string {
  const loc = method.node.loc;
  if (!loc) return '';
  return readFileSync(classes.absolutePath(method.file), 'utf8').slice(loc.start.offset, loc.end.offset);
}
