/** Builds the context a strategy gets for a method of the fixture app's BookController. */
import { fileURLToPath } from 'node:url';
import { defaultConfig } from '../../../../src/config/defaults.ts';
import { createExampleGenerator } from '../../../../src/examples/generator.ts';
import { endpointKey, type Diagnostic, type Endpoint, type Route } from '../../../../src/model.ts';
import { ClassIndex } from '../../../../src/php/class-index.ts';
import type { StageOutput, Strategy, StrategyContext } from '../../../../src/extract/strategy.ts';
import type { Stage } from '../../../../src/config/types.ts';

export const FIXTURE_APP = fileURLToPath(new URL('./fixtures/app', import.meta.url));
export const CONTROLLER = 'App\\Http\\Controllers\\BookController';

export interface Harness {
  context: StrategyContext;
  diagnostics: Diagnostic[];
  /** Runs a strategy; these strategies are synchronous. */
  run<S extends Stage>(strategy: Strategy<S>): StageOutput[S] | undefined;
}

export function harness(methodName: string, route: Partial<Route> = {}, seed = 1234, controller = CONTROLLER): Harness {
  const classes = ClassIndex.forApp(FIXTURE_APP);
  const cls = classes.find(controller)!;
  const method = cls.methods.get(methodName)!;
  const fullRoute: Route = {
    methods: ['POST'],
    uri: `api/books/${methodName}`,
    name: null,
    action: `${controller}@${methodName}`,
    domain: null,
    middleware: ['api'],
    excludedMiddleware: [],
    wheres: {},
    defaults: {},
    bindingFields: {},
    definedAt: { file: 'routes/api.php', line: 1 },
    controller: { class: controller, method: methodName, location: { file: method.file, line: method.line } },
    ...route,
  };
  const id = endpointKey(fullRoute.methods[0]!, fullRoute.uri);
  const endpoint: Endpoint = {
    id,
    httpMethods: fullRoute.methods.filter((m) => m !== 'HEAD'),
    uri: fullRoute.uri,
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
    responses: [],
    responseFields: {},
  };
  const diagnostics: Diagnostic[] = [];
  const context: StrategyContext = {
    app: { root: FIXTURE_APP, config: defaultConfig(), classes, env: {} },
    route: fullRoute,
    controller: { class: cls, method },
    endpoint,
    settings: { only: [], except: [] },
    examples: createExampleGenerator(seed, id),
    report: (d) => diagnostics.push(d),
  };
  return {
    context,
    diagnostics,
    run: <S extends Stage>(strategy: Strategy<S>) => {
      const result = strategy.run(context);
      if (result instanceof Promise) throw new Error(`${strategy.name} returned a promise`);
      return result;
    },
  };
}
