/**
 * `StaticData` (Scribe 5): returns its `data` setting as this stage's result, in any stage. Scribe's published
 * config uses it for the `Content-Type`/`Accept: application/json` headers; 4.x's `['override', [...]]` entries
 * are read as StaticData too.
 */
import { STATIC_DATA } from '../config/strategy-names.ts';
import type { Stage } from '../config/types.ts';
import type { Strategy } from './strategy.ts';
import { toStageOutput } from './stage-data.ts';

const cache = new Map<Stage, Strategy>();

export function staticDataStrategy<S extends Stage>(stage: S): Strategy<S> {
  let strategy = cache.get(stage);
  if (!strategy) {
    strategy = {
      name: STATIC_DATA,
      stage,
      run: (context) => toStageOutput(stage, context.settings.data),
    };
    cache.set(stage, strategy);
  }
  return strategy as Strategy<S>;
}
