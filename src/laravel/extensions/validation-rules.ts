/**
 * Laravel's rule objects as values the PHP engine carries: what `Rule::in([...])`, `Rule::enum(X::class)`,
 * `Rule::exists(…)`, `Rule::unique(…)`, `Password::min(8)`, `File::types([...])`, `new In([...])` or
 * `new Enum(X::class)` make, and `new MyRule(…)` of an app class implementing a rule contract. Each knows the rule it
 * stands for (what made it and the arguments it was given), and a modifier called on it (`->where(…)`, `->ignore(…)`, `->letters()`) keeps it: the base says what the rule is.
 * `Rule::when()` is not one: which rules it gives depends on its condition.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { UNKNOWN } from '../../php/values.ts';

/** The namespace of Laravel's rule classes (`In`, `Enum`, `Exists`, `Password` …), lower-case. */
export const VALIDATION_RULES_NS = 'illuminate\\validation\\rules\\';

/** A class whose static methods make rule objects. */
export type RuleFactory = 'rule' | 'password' | 'file';

/** The classes whose static methods make rule objects, by lower-case name (`Rule` as the global alias too). */
const FACTORIES = new Map<string, RuleFactory>([
  ['illuminate\\validation\\rule', 'rule'],
  ['rule', 'rule'],
  [`${VALIDATION_RULES_NS}password`, 'password'],
  [`${VALIDATION_RULES_NS}file`, 'file'],
]);

/** Laravel's rule classes also known by their short name alone (a file without namespace), lower-case. */
const RULE_CLASSES = new Set(['in', 'notin', 'exists', 'password']);

/** How a rule object was made: by a factory's static method, by `new` of a Laravel rule class or of an app's. */
export type RuleOrigin = { by: 'factory'; factory: RuleFactory; method: string } | { by: 'class' | 'app'; className: string };

/** The contracts an app's rule class implements, lower-case. */
const RULE_CONTRACTS = ['rule', 'validationrule', 'invokablerule', 'implicitrule'].map((name) => `illuminate\\contracts\\validation\\${name}`);

/** The methods a rule class declares: `validate()` (ValidationRule), `passes()` (Rule), `__invoke()` (InvokableRule). */
const RULE_METHODS = ['validate', 'passes', '__invoke'];

export class ValidationRuleObject implements RuntimeObject {
  readonly phpClass: string;

  constructor(
    readonly made: RuleOrigin,
    /** The arguments of the factory method or constructor, as the run gave them. */
    readonly args: unknown[],
    /** Where it was made (for diagnostics): the call or `new`, and its file relative to the app root. */
    readonly node: PhpNode,
    readonly file: string | undefined,
  ) {
    this.phpClass = made.by === 'factory' ? madeClass(made.factory, made.method) : made.className;
  }

  getProperty(): unknown {
    return UNKNOWN;
  }

  /** A modifier (`->where()`, `->ignore()`, `->mixedCase()`) gives the same rule. */
  callMethod(): unknown {
    return this;
  }
}

/**
 * Whether an app class is a rule: it declares a rule's method itself (read from its file's text, so that the
 * objects code makes are not parsed for this) and implements a rule contract.
 */
function isAppRuleClass(className: string, classes: ClassIndex): boolean {
  if (!RULE_METHODS.some((method) => classes.declaresMethod(className, method))) return false;
  return classes.isSubclassOf(className, RULE_CONTRACTS);
}

/** The class a factory's object has: `Rule::in()` makes an `In`, `Password::min()` a `Password`. */
function madeClass(factory: RuleFactory, method: string): string {
  const short = factory === 'rule' ? method : factory;
  return `Illuminate\\Validation\\Rules\\${short.charAt(0).toUpperCase()}${short.slice(1)}`;
}

/** Whether `new X(…)` of this class makes one of Laravel's rule objects (`new Enum(…)` whatever its namespace). */
export function isLaravelRuleClass(className: string): boolean {
  const lower = className.replace(/^\\/, '').toLowerCase();
  const short = lower.split('\\').pop()!;
  return lower.startsWith(VALIDATION_RULES_NS) || short === 'enum' || (RULE_CLASSES.has(short) && !lower.includes('\\'));
}

/**
 * The engine extension: rule objects for the factories' static methods, for `new` of Laravel's rule classes and of
 * the app's classes that implement a validation rule contract.
 */
export function validationRules(classes: ClassIndex): EngineExtension {
  return {
    callStatic(className, method, args, site: CallSite) {
      const factory = factoryOf(className);
      if (!factory || (factory === 'rule' && method.toLowerCase() === 'when')) return NOT_HANDLED;
      return new ValidationRuleObject({ by: 'factory', factory, method }, args, site.node, site.file);
    },
    construct(className, args, site: CallSite) {
      if (isLaravelRuleClass(className)) return new ValidationRuleObject({ by: 'class', className }, args, site.node, site.file);
      return isAppRuleClass(className, classes) ? new ValidationRuleObject({ by: 'app', className }, args, site.node, site.file) : NOT_HANDLED;
    },
  };
}

/** `rule`, `password` or `file` for the classes whose static methods make rule objects. */
export function factoryOf(className: string): RuleFactory | undefined {
  return FACTORIES.get(className.replace(/^\\/, '').toLowerCase());
}
