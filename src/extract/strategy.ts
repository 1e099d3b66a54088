/**
 * The extension point of extraction: a strategy reads one kind of source for one stage.
 * Adding a Laravel feature means adding a strategy file, not editing a switch.
 *
 * Stages run in Scribe's order (metadata → urlParameters → the auth parameter → queryParameters → headers →
 * bodyParameters → responses → responseFields; see run-stages.ts); within a stage, strategies run in the
 * configured order and later results override earlier ones per key (per parameter name and field, per header);
 * responses are appended, then sorted by status.
 */
import type { DocgenConfig, Stage, StrategySettings } from '../config/types.ts';
import type { Diagnostic, Endpoint, EndpointMetadata, Route } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../php/classes.ts';
import type { ExampleGenerator } from '../examples/generator.ts';

/** What a stage's strategies return: the endpoint's part of that name (metadata in part). */
export type StageOutput = Pick<Endpoint, Exclude<Stage, 'metadata'>> & { metadata: Partial<EndpointMetadata> };

/** Everything a strategy may read about the app. Shared by all endpoints of one run. */
export interface AppContext {
  /** Absolute path of the Laravel app. */
  root: string;
  config: DocgenConfig;
  classes: ClassIndex;
  /** The app's `.env` values (for `env()` in config and code). */
  env: Record<string, string>;
}

/** Everything a strategy may read about one endpoint. */
export interface StrategyContext {
  app: AppContext;
  route: Route;
  /** The controller class and method, when the action is a controller method that was found. */
  controller?: { class: PhpClass; method: PhpMethod };
  /** The endpoint as built by the stages that already ran (and by earlier strategies of this stage). */
  endpoint: Endpoint;
  /** This strategy's settings from the config (only/except already applied by the runner). */
  settings: StrategySettings;
  /** Deterministic example values for this endpoint. */
  examples: ExampleGenerator;
  /** Report a problem; the endpoint goes on with what could be read. */
  report(diagnostic: Diagnostic): void;
  /**
   * Declare a file this endpoint's result depends on besides PHP classes found through `app.classes`
   * (e.g. a `@responseFile` JSON), so that a warm run re-extracts the endpoint when it changes.
   * Absolute or relative to the app root.
   */
  dependsOn?(file: string): void;
}

export interface Strategy<S extends Stage = Stage> {
  /** The name used in config lists: Scribe's short class name (`GetFromFormRequest`) or a custom one. */
  name: string;
  stage: S;
  /** Returns this stage's data, or undefined when the strategy has nothing to say. May be async. */
  run(context: StrategyContext): StageOutput[S] | undefined | Promise<StageOutput[S] | undefined>;
}
