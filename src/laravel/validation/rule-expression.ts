/**
 * One rule value from PHP source → rule items. Strings and string lists are read as Laravel reads
 * them; rule objects are values of the rule engine's run (`Rule::in/notIn/enum/exists`, `new In/NotIn/Enum/Exists`,
 * `Password::min(n)`, `File::image()`, app rule classes with a `docs()` method, modifier chains kept), read from
 * what made them. What the run leaves unknown is read where it was written: closures (their docblock),
 * `Rule::when()`, app rule objects of classes implementing no rule contract.
 * What cannot be known statically is reported and skipped; the parameter's other rules still count.
 */
import { plural } from '../../inflect.ts';
import { lineOf, nameOf, type PhpNode } from '../../php/ast.ts';
import { evaluate, isPhpArray, PhpEnumCase, UNKNOWN } from '../../php/evaluate.ts';
import { phpArrayEntries, phpTruthy } from '../../php/values.ts';
import { describeSyntax } from '../../php/node-words.ts';
import { commentText } from './comments.ts';
import { joinLines } from '../../text-lines.ts';
import { ruleClassValueType } from './rule-class-type.ts';
import { PhpClosure } from '../../php/closure.ts';
import { OrderedArray, plainData, type EntryOrigin } from '../../php/php-array.ts';
import { contextOfOrigin, unreadableRule, valueWhereWritten, type RuleReadContext } from './read-context.ts';
import { stringRules, type RuleItem } from './rules.ts';
import { isLaravelRuleClass, VALIDATION_RULES_NS, ValidationRuleObject, type RuleFactory } from '../extensions/validation-rules.ts';

/** The rules of one parameter (`'required|max:5'`, `['required', Rule::in([...])]`, `new Enum(X::class)`). */
export function readRuleValue(node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  if (node.kind === 'array') {
    const items: RuleItem[] = [];
    for (const entry of (node.items ?? []) as Array<PhpNode | null>) {
      if (!entry) continue;
      const value = entry.kind === 'entry' ? (entry.value as PhpNode) : entry;
      if (entry.kind === 'entry' && entry.unpack) {
        items.push(...readSpread(value, key, context));
        continue;
      }
      items.push(...readRuleItem(value, key, context, entry.leadingComments as PhpNode[] | undefined));
    }
    return items;
  }
  return readRuleItem(node, key, context, undefined);
}

function readSpread(node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  const value = evaluate(node, context.evaluation);
  if (isPhpArray(value)) {
    const strings = phpArrayEntries(value).map(([, v]) => v);
    if (strings.every((s) => typeof s === 'string')) return strings.flatMap((s) => stringRules(s as string));
  }
  const followed = followedRules(node, key, context);
  if (followed) return followed;
  unreadableRule(context, lineOf(node), `A spread in the rules of \`${key}\` could not be read statically; its other rules are still documented.`);
  return [];
}

function readRuleItem(node: PhpNode, key: string, context: RuleReadContext, comments: PhpNode[] | undefined): RuleItem[] {
  switch (node.kind) {
    case 'variable': {
      // `$unique = Rule::unique('users');` earlier, then `'email' => ['required', $unique]`.
      const assigned = typeof node.name === 'string' && context.frame ? context.reading?.engine.assignedExpression(node.name, context.frame) : undefined;
      if (assigned && assigned.kind !== 'array' && assigned.kind !== 'variable') return readRuleItem(assigned, key, context, comments ?? (assigned.leadingComments as PhpNode[] | undefined));
      break;
    }
    case 'closure':
    case 'arrowfunc':
      return [{ kind: 'closure', description: closureDescription(comments ?? (node.leadingComments as PhpNode[] | undefined)) }];
    case 'new': {
      const read = readNew(node, key, context);
      if (read) return read;
      break;
    }
    case 'call': {
      const what = node.what as PhpNode;
      if (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') {
        // `Rule::exists('users')->where(...)`, `Password::min(8)->letters()`: the base says what the rule is.
        const base = what.what as PhpNode;
        if (base.kind === 'call' || base.kind === 'new') return readRuleItem(base, key, context, comments);
      }
      if (what.kind === 'staticlookup') {
        const fromFacade = readStaticCall(node, key, context);
        if (fromFacade) return fromFacade;
      }
      break;
    }
  }
  const value = evaluate(node, context.evaluation);
  if (typeof value === 'string') return stringRules(value);
  if (isPhpArray(value)) {
    const values = phpArrayEntries(value).map(([, v]) => v);
    if (values.every((v) => typeof v === 'string')) return values.flatMap((v) => stringRules(v as string));
  }
  const followed = followedRules(node, key, context);
  if (followed) return followed;
  unreadableRule(
    context,
    lineOf(node),
    `A rule of \`${key}\` could not be read statically (${describeNode(node)}); its other rules are still documented.`,
  );
  return [];
}

/**
 * `Rule::when($condition, $rules, $otherwise)`: the rules of the branch the condition picks when it is static;
 * otherwise both branches' rules, without `required` (the parameter is required only under the condition).
 */
function conditionalRules(node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  const [condition, rules, otherwise] = (node.arguments ?? []) as PhpNode[];
  const read = (branch: PhpNode | undefined): RuleItem[] =>
    !branch || branch.kind === 'closure' || branch.kind === 'arrowfunc' ? [] : readRuleValue(branch, key, context);
  const known = condition ? evaluate(condition, context.evaluation) : UNKNOWN;
  if (known !== UNKNOWN) return phpTruthy(known) ? read(rules) : read(otherwise);
  return withoutRequired([...read(rules), ...read(otherwise)]);
}

/** Rules that apply only sometimes: `required` is left out, the rest still describes the parameter. */
export function withoutRequired(items: RuleItem[]): RuleItem[] {
  return items.filter((item) => !(item.kind === 'string' && item.rule.trim().toLowerCase() === 'required'));
}

/** Rules an app method, constant or variable gives (`array_merge(['nullable'], $this->imageRules())`), as the run gives them. */
function followedRules(node: PhpNode, key: string, context: RuleReadContext): RuleItem[] | undefined {
  if (node.kind === 'array') return undefined;
  const value = valueWhereWritten(node, context);
  if (typeof value === 'string') return stringRules(value);
  if (value instanceof ValidationRuleObject) return readRuleObject(value, key, context);
  return value instanceof OrderedArray ? readRuleList(value, key, context) : undefined;
}

/**
 * The rules of one parameter from the value the run gave it (`'required|max:255'`, a list of rules, a closure),
 * read from the expression written where the value alone does not say what the rule is (rule objects).
 */
export function readRuleEntry(value: unknown, origin: EntryOrigin | undefined, key: string, context: RuleReadContext): RuleItem[] {
  if (value instanceof OrderedArray) return readRuleList(value, key, context);
  return readRuleElement(value, origin, key, context, undefined);
}

/** A list of rules (`['required', Rule::in([...])]`), each element read as the run gave it. */
function readRuleList(list: OrderedArray, key: string, context: RuleReadContext): RuleItem[] {
  const items: RuleItem[] = [];
  for (const lost of context.reading?.engine.lostEntries(list) ?? []) {
    unreadableRule(contextOfOrigin(context, lost), lineOf(lost.node), `A spread in the rules of \`${key}\` could not be read statically; its other rules are still documented.`);
  }
  for (const [index, value] of list.entries()) {
    const origin = list.originOf(index);
    items.push(...readRuleElement(value, origin, key, context, origin?.node.leadingComments as PhpNode[] | undefined));
  }
  return items;
}

function readRuleElement(value: unknown, origin: EntryOrigin | undefined, key: string, context: RuleReadContext, comments: PhpNode[] | undefined): RuleItem[] {
  if (typeof value === 'string') return stringRules(value);
  if (value instanceof PhpClosure) return [{ kind: 'closure', description: closureDescription(comments ?? (value.node.leadingComments as PhpNode[] | undefined)) }];
  const here = contextOfOrigin(context, origin);
  if (value instanceof ValidationRuleObject) return readRuleObject(value, key, here);
  if (origin?.value) return origin.value.kind === 'array' ? readRuleValue(origin.value, key, here) : readRuleItem(origin.value, key, here, comments);
  if (value instanceof OrderedArray && value.values().every((v) => typeof v === 'string')) return value.values().flatMap((v) => stringRules(v as string));
  unreadableRule(here, origin ? lineOf(origin.node) : 0, `A rule of \`${key}\` could not be read statically; its other rules are still documented.`);
  return [];
}

/** `Rule::when(…)`: the rule objects the factories make are values of the run (read by readRuleObject). */
function readStaticCall(node: PhpNode, key: string, context: RuleReadContext): RuleItem[] | undefined {
  const lookup = node.what as PhpNode;
  const className = classNameOf(lookup.what as PhpNode, context);
  const method = nameOf(lookup.offset)?.toLowerCase();
  const short = className?.split('\\').pop()!.toLowerCase();
  return short === 'rule' && method === 'when' ? conditionalRules(node, key, context) : undefined;
}

/** A rule object the run made (`Rule::in([...])`, `new Enum(X::class)`, `Password::min(8)->letters()`) → rule items. */
function readRuleObject(object: ValidationRuleObject, key: string, context: RuleReadContext): RuleItem[] {
  const here = object.file !== undefined && object.file !== context.file ? { ...context, file: object.file } : context;
  const args = object.args.map(plainData);
  const { made, node } = object;
  if (made.by === 'factory') return factoryRule(made.factory, made.method, args, node, key, here);
  return made.by === 'class' ? classRule(made.className, args, node, key, here) : [documentedRuleObject(made.className, here)];
}

/** What a factory's static method makes: `Rule::in/notIn/enum/exists`, `Password::min(n)`, `File::image()` … */
function factoryRule(factory: RuleFactory, method: string, args: unknown[], node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  const lower = method.toLowerCase();
  // unique, requiredIf, dimensions, prohibitedIf …: nothing Scribe documents either.
  if (factory === 'rule') return ruleObject(lower, args, node, key, context) ?? [{ kind: 'opaque', label: `Rule::${method}()` }];
  if (factory === 'password') return stringRules(lower === 'min' && typeof args[0] === 'number' ? `string|min:${args[0]}` : 'string');
  return stringRules(lower === 'image' ? 'image' : 'file');
}

/** `new X(…)` of an app rule class (its `docs()` says what it is); Laravel's rule classes are values of the run. */
function readNew(node: PhpNode, key: string, context: RuleReadContext): RuleItem[] | undefined {
  const what = node.what as PhpNode;
  if (what.kind === 'class') return [{ kind: 'opaque', label: 'anonymous rule class' }];
  const className = classNameOf(what, context);
  if (!className) {
    unreadableRule(context, lineOf(node), `A rule object of \`${key}\` has a class name that cannot be read statically; its other rules are still documented.`);
    return [];
  }
  return isLaravelRuleClass(className) ? undefined : [documentedRuleObject(className, context)];
}

/** `new In([...])`, `new Enum(X::class)`, `new Exists('users')`, `new Password(8)`. */
function classRule(className: string, args: unknown[], node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  const lower = className.toLowerCase();
  const short = lower.split('\\').pop()!;
  const known = ruleObject(short, args, node, key, context);
  if (known) return known;
  if (short === 'password') return stringRules(typeof args[0] === 'number' ? `string|min:${args[0]}` : 'string');
  if (lower.startsWith(VALIDATION_RULES_NS)) return [{ kind: 'opaque', label: className }];
  return [documentedRuleObject(className, context)];
}

/** The rule objects `Rule::in()` and friends make and `new In(…)` and friends are: In, NotIn, Enum, Exists (lower-case name). */
function ruleObject(name: string, args: unknown[], node: PhpNode, key: string, context: RuleReadContext): RuleItem[] | undefined {
  switch (name) {
    case 'in':
      return inRule(args, node, key, context, 'in');
    case 'notin':
      return inRule(args, node, key, context, 'not_in');
    case 'enum':
      return enumRule(args[0], node, key, context);
    case 'exists':
      return existsRule(args, node, key, context);
    default:
      return undefined;
  }
}

function inRule(args: unknown[], node: PhpNode, key: string, context: RuleReadContext, rule: 'in' | 'not_in'): RuleItem[] {
  // Rule::in(['a', 'b']) or Rule::in('a', 'b'); enum cases count by their value.
  const raw = args.length === 1 && isPhpArray(args[0]) ? phpArrayEntries(args[0]).map(([, v]) => v) : args;
  const values = raw.map((v) => (v instanceof PhpEnumCase ? (v.value ?? v.name) : v));
  if (values.some((v) => v === UNKNOWN || (typeof v === 'object' && v !== null))) {
    unreadableRule(context, lineOf(node), `The values of ${rule === 'in' ? 'an' : 'a'} \`${rule}\` rule of \`${key}\` could not be read statically; its other rules are still documented.`);
    return [];
  }
  if (rule === 'in') return [{ kind: 'in', values }];
  return [{ kind: 'string', rule: `not_in:${values.map((v) => String(v)).join(',')}` }];
}

function enumRule(classArg: unknown, node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  if (typeof classArg !== 'string') {
    unreadableRule(context, lineOf(node), `The enum class of a rule of \`${key}\` could not be read statically; its other rules are still documented.`);
    return [];
  }
  const values = backedEnumValues(classArg, context);
  if (!values) {
    unreadableRule(context, lineOf(node), `The enum \`${classArg}\` used by \`${key}\` was not found in the app or is not a backed enum; its other rules are still documented.`);
    return [];
  }
  return [{ kind: 'enum', values, className: context.classes.find(classArg)?.name ?? classArg }];
}

/** The backing values of a backed enum's cases, or undefined when the app does not declare such an enum. */
export function backedEnumValues(className: string, context: Pick<RuleReadContext, 'classes'>): unknown[] | undefined {
  const cls = context.classes.find(className);
  if (!cls || cls.kind !== 'enum' || !cls.backingType) return undefined;
  const values = cls.enumCases.map((c) => c.value);
  return values.every((v) => typeof v === 'string' || typeof v === 'number') ? values : undefined;
}

function existsRule(args: unknown[], node: PhpNode, key: string, context: RuleReadContext): RuleItem[] {
  const [table, column] = args;
  if (typeof table !== 'string') {
    unreadableRule(context, lineOf(node), `The table of an \`exists\` rule of \`${key}\` could not be read statically; its other rules are still documented.`);
    return [];
  }
  const tableName = table.includes('\\') ? modelTable(table, context) : table;
  const columnName = typeof column === 'string' ? column : 'NULL';
  return [{ kind: 'string', rule: `exists:${tableName},${columnName}` }];
}

/** A model's table: its `$table` property, else Laravel's default (snake case, plural). */
function modelTable(className: string, context: RuleReadContext): string {
  const cls = context.classes.find(className);
  const declared = cls?.properties.get('table')?.default;
  if (cls && declared) {
    const value = evaluate(declared, { ...context.evaluation, scope: cls.scope, className: cls.name });
    if (typeof value === 'string') return value;
  }
  const short = className.split('\\').pop()!;
  const snake = short.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
  const parts = snake.split('_');
  parts[parts.length - 1] = plural(parts[parts.length - 1]!);
  return parts.join('_');
}

/** An app rule class: documented when its `docs()` returns a static array, else it adds nothing. */
function documentedRuleObject(className: string, context: RuleReadContext): RuleItem {
  const method = context.classes.findMethod(className, 'docs');
  if (!method) {
    const type = ruleClassValueType(className, context.classes);
    return type ? { kind: 'documented', hasExample: false, extra: { type } } : { kind: 'opaque', label: className };
  }
  const returned = [...method.body].reverse().find((statement) => statement.kind === 'return');
  const owner = context.classes.find(method.className);
  const value = returned
    ? evaluate(returned.expr as PhpNode, {
        ...context.evaluation,
        scope: method.scope,
        className: method.className,
        file: owner ? context.classes.absolutePath(owner.file) : context.evaluation.file,
      })
    : UNKNOWN;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    context.report({
      severity: 'warning',
      code: 'rule-unreadable',
      message: `The docs() method of the rule \`${className}\` does not return a static array; the rule adds nothing to the documentation.`,
      file: method.file,
      line: method.line,
    });
    return { kind: 'opaque', label: className };
  }
  const docs = value as Record<string, unknown>;
  const { description, example, setter: _setter, ...extra } = docs;
  return {
    kind: 'documented',
    description: typeof description === 'string' ? description : undefined,
    example,
    hasExample: 'example' in docs,
    extra,
  };
}

function classNameOf(node: PhpNode, context: RuleReadContext): string | undefined {
  if (node.kind === 'name') return context.evaluation.scope.resolveClass(String(node.name));
  if (node.kind === 'selfreference' || node.kind === 'staticreference') return context.evaluation.className;
  return undefined;
}

/** A closure rule's docblock as one line of text. */
function closureDescription(comments: PhpNode[] | undefined): string {
  const docs = (comments ?? []).filter((c) => c.kind === 'commentblock' && String(c.value).startsWith('/**'));
  return joinLines(commentText(docs.slice(-1)));
}

function describeNode(node: PhpNode): string {
  switch (node.kind) {
    case 'variable':
      return `the variable $${String(node.name)}`;
    case 'call':
      return 'a function or method call';
    case 'staticlookup':
      return 'a class constant that was not found';
    case 'bin':
      return 'an expression with parts known only at run time';
    default:
      return describeSyntax(node);
  }
}
