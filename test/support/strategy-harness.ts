/**
 * The context a strategy gets for one controller method of a fixture app, built as the stage runner builds it
 * (the runner's empty endpoint, the app's class index, a seeded example generator), for calling a strategy directly.
 */
import type { DocgenConfig, Stage } from '../../src/config/types.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import { createExampleGenerator } from '../../src/examples/generator.ts';
import { emptyEndpoint } from '../../src/extract/run-stages.ts';
import type { AppContext, StageOutput, Strategy, StrategyContext } from '../../src/extract/strategy.ts';
import type { Diagnostic, ResponseExample, Route } from '../../src/model.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { testRoute } from './hand-built.ts';

export interface StrategyHarness {
  context: StrategyContext;
  /** What the strategies reported. */
  diagnostics: Diagnostic[];
  /** Runs a synchronous strategy (a promise is a test error). */
  run<S extends Stage>(strategy: Strategy<S>): StageOutput[S] | undefined;
}

export interface StrategyHarnessOptions {
  /** The fixture app (absolute). */
  app: string;
  /** The controller class and the method the route goes to. */
  controller: string;
  method: string;
  /** Route fields over the defaults (see testRoute; the action and controller come from the method). */
  route: Partial<Route> & { uri: string };
  /** `examples.faker_seed`, which also seeds the example generator (default 1234). */
  seed?: number;
  /** Edits the default config. */
  config?: (config: DocgenConfig) => void;
  /** Responses the endpoint already has, as if an earlier strategy had found them. */
  responses?: ResponseExample[];
}

export function strategyHarness(options: StrategyHarnessOptions): StrategyHarness {
  const classes = ClassIndex.forApp(options.app, { env: {} });
  const cls = classes.find(options.controller);
  if (!cls) throw new Error(`${options.controller} not found in ${options.app}`);
  const method = cls.methods.get(options.method);
  if (!method) throw new Error(`${options.controller}::${options.method} not found`);
  const route = testRoute({
    action: `${options.controller}@${options.method}`,
    controller: { class: options.controller, method: options.method, location: { file: method.file, line: method.line } },
    ...options.route,
  });
  const config = defaultConfig();
  config.examples.faker_seed = options.seed ?? 1234;
  options.config?.(config);
  const app: AppContext = { root: options.app, config, classes, env: {} };
  const endpoint = emptyEndpoint(route, app);
  if (options.responses) endpoint.responses = options.responses;
  const diagnostics: Diagnostic[] = [];
  const context: StrategyContext = {
    app,
    route,
    controller: { class: cls, method },
    endpoint,
    settings: { only: [], except: [] },
    examples: createExampleGenerator(config.examples.faker_seed, endpoint.id),
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
