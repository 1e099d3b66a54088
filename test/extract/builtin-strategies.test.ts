/** The built-in registry against the one list of strategy names. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_STRATEGY_NAMES } from '../../src/config/strategy-names.ts';
import { STAGES } from '../../src/config/types.ts';
import { builtinStrategies } from '../../src/extract/builtin-strategies.ts';

describe('built-in strategies', () => {
  it('every listed name has a strategy of that name and stage, and nothing else is registered', () => {
    for (const stage of STAGES) {
      const names: readonly string[] = DEFAULT_STRATEGY_NAMES[stage];
      expect(Object.keys(builtinStrategies[stage]).sort(), stage).toEqual([...names].sort());
      for (const name of names) {
        const strategy = builtinStrategies[stage][name]!;
        expect([strategy.name, strategy.stage], `${stage} ${name}`).toEqual([name, stage]);
      }
    }
  });
});
