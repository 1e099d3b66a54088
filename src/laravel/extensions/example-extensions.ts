/**
 * The framework knowledge the PHP engine runs factories, resources and transformers with, gathered from one file
 * per helper, facade or class family (this folder). Values come from the seeded faker and the example clock.
 */
import { lookupTable } from '../../name-map.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { auth } from './auth.ts';
import { carbon } from './carbon.ts';
import { exampleEnv, type ConstructHandler, type ExampleEnvOptions, type ExampleFamily, type FunctionHandler, type StaticHandler } from './example-env.ts';
import { facades } from './facades.ts';
import { laravelHelpers } from './laravel-helpers.ts';
import { phpFunctions } from './php-functions.ts';
import { phpRandom } from './php-random.ts';
import { strFacade } from './str-facade.ts';

export type { ExampleEnvOptions } from './example-env.ts';

const FAMILIES: ExampleFamily[] = [laravelHelpers, auth, carbon, phpFunctions, phpRandom, strFacade, facades];

const FUNCTIONS: Record<string, FunctionHandler> = lookupTable(Object.assign({}, ...FAMILIES.map((f) => f.functions ?? {})));
const STATICS: Record<string, StaticHandler> = lookupTable(Object.assign({}, ...FAMILIES.map((f) => f.statics ?? {})));
const CONSTRUCTS: Record<string, ConstructHandler> = lookupTable(Object.assign({}, ...FAMILIES.map((f) => f.constructs ?? {})));

function shortLower(className: string): string {
  return className.split('\\').pop()!.toLowerCase();
}

/** One engine extension answering every family's functions, static calls and `new`. */
export function exampleExtensions(options: ExampleEnvOptions): EngineExtension {
  const env = exampleEnv(options);
  return {
    callFunction(name, args, site) {
      const fn = FUNCTIONS[name.toLowerCase()] ?? FUNCTIONS[shortLower(name)];
      return fn ? fn(args, site, env) : NOT_HANDLED;
    },
    callStatic(className, method, args, site) {
      const handler = STATICS[shortLower(className)];
      return handler ? handler(env, method, args, site) : NOT_HANDLED;
    },
    construct(className, args) {
      const handler = CONSTRUCTS[shortLower(className)];
      return handler ? handler(args, env) : NOT_HANDLED;
    },
  };
}
