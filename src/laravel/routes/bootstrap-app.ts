/**
 * Laravel 11+ `bootstrap/app.php`: `->withRouting(web:, api:, health:, apiPrefix:, then:, using:)`,
 * following ApplicationBuilder::buildRoutingCallback().
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isNode, lineOf, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import { fileScope } from '../../php/names.ts';
import { parseFile } from '../../php/parser.ts';
import { isPhpArray, phpArrayEntries } from '../../php/values.ts';
import { PhpClosure } from './action.ts';
import { argument, type CallSite } from './call-args.ts';
import type { RouteRunner } from './route-runner.ts';

const PARAMETERS = ['using', 'web', 'api', 'commands', 'channels', 'pages', 'health', 'apiPrefix', 'then'];

/** Registers the routes `withRouting()` declares; false when bootstrap/app.php has no withRouting call. */
export function registerBootstrapRoutes(root: string, interpreter: RouteRunner): boolean {
  const file = join(root, 'bootstrap', 'app.php');
  if (!existsSync(file)) return false;
  const parsed = parseFile(file);
  let call: PhpNode | undefined;
  walk(parsed.ast, (node) => {
    if (!call && node.kind === 'call' && isNode(node.what) && node.what.kind === 'propertylookup' && nameOf(node.what.offset) === 'withRouting') {
      call = node;
    }
  });
  if (!call) return false;
  for (const error of parsed.errors) interpreter.report({ ...error, file: interpreter.relative(file) });
  const raw = interpreter.argumentsOf(call, file, fileScope(parsed.ast));
  const named: Record<string, unknown> = { ...raw.named };
  raw.positional.forEach((value, index) => {
    if (PARAMETERS[index]) named[PARAMETERS[index]!] = value;
  });
  const args = { positional: [], named };
  const site: CallSite = { file: interpreter.relative(file), line: lineOf(isNode(call.what) ? call.what.offset : call) };
  const router = interpreter.router;

  const using = argument(args, -1, 'using');
  if (using instanceof PhpClosure) {
    interpreter.runClosure(using);
    return true;
  }
  const apiPrefix = typeof named.apiPrefix === 'string' ? named.apiPrefix : 'api';
  const files = (value: unknown): { list: unknown[]; checkExists: boolean } =>
    isPhpArray(value) ? { list: phpArrayEntries(value).map(([, v]) => v), checkExists: true } : { list: value === undefined || value === null ? [] : [value], checkExists: false };

  const api = files(named.api);
  for (const route of api.list) {
    if (api.checkExists && !(typeof route === 'string' && existsSync(route))) continue;
    router.group({ middleware: ['api'], prefix: apiPrefix }, route, site);
  }
  if (typeof named.health === 'string') router.addRoute(['GET'], named.health, undefined, site);
  const web = files(named.web);
  for (const route of web.list) {
    if (web.checkExists && !(typeof route === 'string' && existsSync(route))) continue;
    router.group({ middleware: ['web'] }, route, site);
  }
  if (named.then instanceof PhpClosure) interpreter.runClosure(named.then);
  return true;
}
