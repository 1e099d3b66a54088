/** PHP's own functions (php/php-functions.ts) as factories and resources call them: arguments read forgivingly. */
import { nameMap } from '../../name-map.ts';
import { callPhpFunction, phpFunctionNames } from '../../php/php-functions.ts';
import type { ExampleFamily, FunctionHandler } from './example-env.ts';

export const phpFunctions: ExampleFamily = {
  functions: nameMap(
    phpFunctionNames().map((name): [string, FunctionHandler] => [
      name,
      (args, site) => callPhpFunction(name, args, { policy: 'forgiving', invoke: (callable, callArgs) => site.invoke(callable, callArgs) }),
    ]),
  ),
};
