/** Builds the context a response strategy gets for a method of the blog fixture app's PostController. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocgenConfig, Stage } from '../../../../src/config/types.ts';
import { defaultConfig } from '../../../../src/config/defaults.ts';
import { createExampleGenerator } from '../../../../src/examples/generator.ts';
import { endpointKey, type Diagnostic, type Endpoint, type ResponseExample, type Route } from '../../../../src/model.ts';
import { ClassIndex } from '../../../../src/php/class-index.ts';
import type { Strategy, StageOutput, StrategyContext } from '../../../../src/extract/strategy.ts';

export const BLOG_APP = fileURLToPath(new URL('./fixtures/blog', import.meta.url));
export const CONTROLLER = 'App\\Http\\Controllers\\PostController';

export interface Harness {
  context: StrategyContext;
  diagnostics: Diagnostic[];
  run<S extends Stage>(strategy: Strategy<S>): StageOutput[S] | undefined;
}

export interface HarnessOptions {
  route?: Partial<Route>;
  seed?: number;
  config?: (config: DocgenConfig) => void;
  responses?: ResponseExample[];
  app?: string;
  controller?: string;
}

export function harness(methodName: string, options: HarnessOptions = {}): Harness {
  const app = options.app ?? BLOG_APP;
  const controllerName = options.controller ?? CONTROLLER;
  const classes = ClassIndex.forApp(app, { env: {} });
  const cls = classes.find(controllerName);
  if (!cls) throw new Error(`${controllerName} not found in ${app}`);
  const method = cls.methods.get(methodName);
  if (!method) throw new Error(`${controllerName}::${methodName} not found`);
  const route: Route = {
    methods: ['GET', 'HEAD'],
    uri: `api/posts/${methodName}`,
    name: null,
    action: `${controllerName}@${methodName}`,
    domain: null,
    middleware: ['api'],
    excludedMiddleware: [],
    wheres: {},
    defaults: {},
    bindingFields: {},
    definedAt: { file: 'routes/api.php', line: 1 },
    controller: { class: controllerName, method: methodName, location: { file: method.file, line: method.line } },
    ...options.route,
  };
  const id = endpointKey(route.methods[0]!, route.uri);
  const endpoint: Endpoint = {
    id,
    httpMethods: route.methods.filter((m) => m !== 'HEAD'),
    uri: route.uri,
    metadata: {
      groupName: 'Endpoints',
      groupDescription: '',
      subgroup: '',
      subgroupDescription: '',
      title: '',
      description: '',
      authenticated: false,
      deprecated: false,
    },
    headers: {},
    urlParameters: {},
    queryParameters: {},
    bodyParameters: {},
    responses: options.responses ?? [],
    responseFields: {},
  };
  const config = defaultConfig();
  config.examples.faker_seed = options.seed ?? 1234;
  options.config?.(config);
  const diagnostics: Diagnostic[] = [];
  const context: StrategyContext = {
    app: { root: app, config, classes, env: {} },
    route,
    controller: { class: cls, method },
    endpoint,
    settings: { only: [], except: [] },
    examples: createExampleGenerator(config.examples.faker_seed, id),
    report: (d) => diagnostics.push(d),
  };
  return {
    context,
    diagnostics,
    run: <S extends Stage>(strategy: Strategy<S>) => {
      const result = strategy.run(context);
      if (result instanceof Promise) throw new Error(`${strategy.name} returned a promise`);
      return result as StageOutput[S] | undefined;
    },
  };
}

/** The parsed JSON body of a response. */
export function body(response: ResponseExample | undefined): any {
  if (!response?.content) throw new Error('no response content');
  return JSON.parse(response.content);
}

/** The 1-based line of the first line containing `needle` in a file of the blog fixture. */
export function fixtureLine(file: string, needle: string, app = BLOG_APP): number {
  const lines = readFileSync(join(app, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${needle} not found in ${file}`);
  return index + 1;
}
