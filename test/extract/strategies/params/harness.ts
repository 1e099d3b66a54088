/** The context a strategy gets for a method of the params fixture app's BookController. */
import { fileURLToPath } from 'node:url';
import type { Route } from '../../../../src/model.ts';
import { strategyHarness, type StrategyHarness } from '../../../support/strategy-harness.ts';

export const FIXTURE_APP = fileURLToPath(new URL('./fixtures/app', import.meta.url));
export const CONTROLLER = 'App\\Http\\Controllers\\BookController';

export type Harness = StrategyHarness;

/** A POST route to `api/books/<method>` unless `route` says otherwise. */
export function harness(methodName: string, route: Partial<Route> = {}, seed = 1234, controller = CONTROLLER): Harness {
  return strategyHarness({
    app: FIXTURE_APP,
    controller,
    method: methodName,
    route: { methods: ['POST'], uri: `api/books/${methodName}`, ...route },
    seed,
  });
}
