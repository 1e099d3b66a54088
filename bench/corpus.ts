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
 * `->toResource()`, a data object, or a declared JsonResponse/JsonResource/array return type; a FormRequest
 * parameter or a `validate(`/`Validator::make(` call.
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
import { isEloquentModel } from '../src/extract/strategies/urlParameters/models.ts';
import { isJsonText } from '../src/json-text.ts';

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
const JSON_TYPE = /JsonResource|ResourceCollection|AnonymousResourceCollection|^array$|Data$|Resource$/;

function sourceOf(endpoint: Endpoint, classes: ClassIndex) {
  const action = endpoint.source?.action ?? '';
  const [className, methodName] = action.split('@');
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
    const body = source ? methodText(source.method, classes) : '';
    const formRequest = source ? formRequestOf(source.method, classes) : undefined;
    // A FormRequest whose rules() is `return [];` validates nothing.
    const validates = source ? (formRequest !== undefined && !formRequestValidatesNothing(formRequest, classes)) || /->validate(WithBag)?\(|Validator::make\(|\bvalidator\(/.test(body) : false;
    if (isWrite) {
      rows.write++;
      if (hasBody) rows.writeWithBody++;
      if (validates) rows.writeValidating++;
      if (validates && hasBody) rows.writeValidatingWithBody++;
    }
    const returnsJson = source ? successReturns(body).some((r) => JSON_RETURN.test(r)) || JSON_TYPE.test(source.method.returnType ?? '') : false;
    if (returnsJson) {
      rows.jsonCode++;
      if (success) rows.jsonDocumented++;
      else missing.push(`${endpoint.httpMethods[0]} ${endpoint.uri}`);
    }
    const middleware = routeMiddleware(endpoint.source?.middleware ?? [], source?.cls, source?.method.name, classes);
    if (middleware.some((m) => isAuthMiddleware(m, classes))) {
      rows.auth++;
      if (statuses.has(401)) rows.auth401++;
    }
    if (validates) {
      rows.validating++;
      if (statuses.has(422)) rows.validating422++;
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
  if (process.env.CORPUS_MISSING) for (const line of missing) console.log(`    no 2xx: ${line}`);
}

/** The method's `return …;` statements, without the ones that answer an error status (`…, 404)`). */
function successReturns(body: string): string[] {
  return [...body.matchAll(/return\s[\s\S]*?;\s*(?=\n)/g)].map((m) => m[0]).filter((r) => !/,\s*(4|5)\d\d\s*\)\s*;\s*$|HTTP_(BAD|NOT_FOUND|FORBIDDEN|UNAUTHORIZED|UNPROCESSABLE|CONFLICT|INTERNAL)/.test(r));
}


/** The method's source text, from the parse positions. */
function methodText(method: PhpMethod, classes: ClassIndex): string {
  const loc = method.node.loc;
  if (!loc) return '';
  return readFileSync(classes.absolutePath(method.file), 'utf8').slice(loc.start.offset, loc.end.offset);
}
