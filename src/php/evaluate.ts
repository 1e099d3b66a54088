/**
 * Static evaluation of PHP constant expressions: what config files, route files, attributes and rule arrays are
 * made of. It is the PHP engine under the strict policy (engine/policy.ts): anything that needs PHP to run gives
 * `UNKNOWN`, never a guess, and nothing is reported. Values come back as plain data (values.ts).
 */
import { nameMap } from '../name-map.ts';
import { isNode, type PhpNode } from './ast.ts';
import { appEnvironment, type AppEnvironment } from './app-environment.ts';
import type { ClassLookup } from './class-types.ts';
import { PhpEngine } from './engine/engine.ts';
import type { EngineClasses } from './engine/engine-base.ts';
import { NOT_HANDLED, type EngineExtension } from './engine/extension.ts';
import { namedArgsOf, type Frame } from './engine/frame.ts';
import type { NameScope } from './names.ts';
import { fromPlain, plainData } from './php-array.ts';
import { callPhpFunction } from './php-functions.ts';
import { UNKNOWN } from './values.ts';

export { UNKNOWN, PhpEnumCase, isUnknown, containsUnknown, isPhpArray, isPhpArrayObject, arrayFromEntries } from './values.ts';

/** Where an expression is written; env(), the path helpers and the file tests read the app around it. */
export interface EvalContext extends AppEnvironment {
  scope: NameScope;
  /** Resolves `Foo::BAR` and enum cases of other classes. */
  classes?: ClassLookup;
  /** The file the expression is written in (absolute, for `__DIR__`/`__FILE__`). */
  file: string;
  /** The class the expression is written in, for `self::`, `static::` and `__CLASS__`. */
  className?: string;
  /** Known local variables (`$prefix = 'v1';` earlier in a route file). */
  variables?: Map<string, unknown>;
}

/** Evaluates an expression node; gives `UNKNOWN` for whatever cannot be known statically. */
export function evaluate(expr: PhpNode | null | undefined, ctx: EvalContext): unknown {
  if (!expr || !isNode(expr)) return UNKNOWN;
  return plainData(strictEngine(ctx).evalExpr(expr, frameOf(ctx)));
}

/** Evaluates a call's arguments: positional values in order and named ones by name. */
export function evaluateArguments(call: PhpNode, ctx: EvalContext): { positional: unknown[]; named: Record<string, unknown> } {
  const args = strictEngine(ctx).args(call, frameOf(ctx));
  const named: Record<string, unknown> = nameMap();
  for (const [name, value] of Object.entries(namedArgsOf(args) ?? {})) named[name] = plainData(value);
  return { positional: args.map(plainData), named };
}

/** The value of `Class::NAME`: a constant (inherited ones included) or an enum case. */
export function classConstant(className: string, member: string, ctx: EvalContext): unknown {
  return plainData(strictEngine(ctx).constantValue(className, member));
}

/**
 * The declared default of a property (static or not) on a class, its traits or its ancestors: null when it declares
 * none, undefined when there is no such property. Evaluated where it is written.
 */
export function propertyDefault(className: string, property: string, ctx: EvalContext): unknown {
  return plainData(strictEngine(ctx).findStaticProperty(className, property));
}

function strictEngine(ctx: EvalContext): PhpEngine {
  return new PhpEngine({ classes: lookupOnly(ctx.classes), hosts: [constantFunctions(ctx)], report: () => {}, policy: 'strict' });
}

/** Where the expression is written: no object runs there (`$this->prop` reads the declared default). */
function frameOf(ctx: EvalContext): Frame {
  const vars = new Map<string, unknown>();
  for (const [name, value] of ctx.variables ?? []) vars.set(name, fromPlain(value));
  return { vars, scope: ctx.scope, file: ctx.file, className: ctx.className };
}

/**
 * The class lookup as strict evaluation reads it: constants, enum cases and property defaults, never methods.
 * Files stay absolute (the class lookup keeps an absolute path as it is).
 */
function lookupOnly(classes: ClassLookup | undefined): EngineClasses {
  return {
    find: (name) => classes?.find(name),
    findConstant: (className, name) => classes?.findConstant(className, name),
    findProperty: (className, name) => classes?.findProperty(className, name),
    absolutePath: (file) => (classes ? classes.absolutePath(file) : file),
    relativePath: (file) => file,
    findMethod: () => undefined,
    isSubclassOf: () => false,
  };
}

/** The functions a constant expression may call: the app environment's (env(), path helpers) and PHP's own. */
function constantFunctions(environment: AppEnvironment): EngineExtension {
  const app = appEnvironment(environment);
  return {
    callFunction(name, args) {
      const fn = name.split('\\').pop()!.toLowerCase();
      const answered = app.callFunction(fn, args);
      return answered !== NOT_HANDLED ? answered : callPhpFunction(fn, args, { policy: 'strict' });
    },
  };
}
