/** PHP's number and type functions: `round()`, `intval()`, `rand()` (from the faker) … */
import { lookupTable } from '../../name-map.ts';
import { castToNumber } from '../../php/operators.ts';
import { truthy } from '../../php/engine/value-ops.ts';
import { num, type ExampleFamily, type FunctionHandler } from './example-env.ts';

export const phpNumbers: ExampleFamily = {
  functions: lookupTable<FunctionHandler>({
    rand: (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) }),
    mt_rand: (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) }),
    random_int: (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) }),
    round: (args) => {
      const precision = num(args[1], 0);
      return Math.round(num(castToNumber(args[0]), 0) * 10 ** precision) / 10 ** precision;
    },
    floor: (args) => Math.floor(num(castToNumber(args[0]), 0)),
    ceil: (args) => Math.ceil(num(castToNumber(args[0]), 0)),
    abs: (args) => Math.abs(num(castToNumber(args[0]), 0)),
    intval: (args) => Math.trunc(num(castToNumber(args[0]), 0)),
    floatval: (args) => num(castToNumber(args[0]), 0),
    boolval: (args) => truthy(args[0]),
    is_null: (args) => args[0] === null,
  }),
};
