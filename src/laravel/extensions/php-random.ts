/** PHP's functions whose result is random or a digest of a secret: example values drawn from the faker. */
import { lookupTable } from '../../name-map.ts';
import { num, type ExampleFamily, type FunctionHandler } from './example-env.ts';

const randomInt: FunctionHandler = (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) });

export const phpRandom: ExampleFamily = {
  functions: lookupTable<FunctionHandler>({
    rand: randomInt,
    mt_rand: randomInt,
    random_int: randomInt,
    md5: (_args, _site, env) => env.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
    sha1: (_args, _site, env) => env.faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
    uniqid: (_args, _site, env) => env.faker.string.hexadecimal({ length: 13, casing: 'lower', prefix: '' }),
  }),
};
