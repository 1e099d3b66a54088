/** The engine's expressions: literals, variables, arrays, assignments, lookups and operators. */
import { isNode, lineOf, nameOf, type PhpNode } from '../ast.ts';
import type { PhpClosure } from '../closure.ts';
import { classReference, isClassReference } from '../class-reference.ts';
import { classConstant, globalConstant, type Initializer, magicConstant, parseNumber, propertyDefault } from '../constants.ts';
import { describeSyntax } from '../node-words.ts';
import { castToNumber, unaryOperation } from '../operators.ts';
import { arrayKey as plainArrayKey, OrderedArray, type EntryOrigin } from '../php-array.ts';
import { isSymbolic } from '../request-input.ts';
import { PhpEnumCase, UNKNOWN } from '../values.ts';
import { STRICT_KINDS } from './policy.ts';
import type { Frame } from './frame.ts';
import { isRuntimeObject, MISSING, type RuntimeObject } from './runtime-object.ts';
import { StatementRunner } from './statements.ts';
import {
  arrayKey,
  binaryOperation,
  castTo,
  identical,
  iterableEntries,
  strictBinaryOperation,
  strictCast,
  strictString,
  toPhpString,
  truthy,
  userClassOf,
} from './value-ops.ts';

export abstract class ExpressionEvaluator extends StatementRunner {
  evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown {
    if (!node || !isNode(node)) return null;
    if (this.constantOnly && !STRICT_KINDS.has(node.kind)) return UNKNOWN;
    if (++this.steps > this.limits.steps) {
      if (this.steps === this.limits.steps + 1) {
        this.warn(node, frame.file, 'The example takes too many steps to build statically; what is left shows null.');
      }
      return UNKNOWN;
    }
    switch (node.kind) {
      case 'string':
      case 'nowdoc':
        return String(node.value);
      case 'number':
        return parseNumber(String(node.value));
      case 'boolean':
        return Boolean(node.value);
      case 'nullkeyword':
        return null;
      case 'magic':
        return this.magic(node, frame);
      case 'name':
        return this.constantName(node, frame);
      case 'encapsed':
        return this.encapsed(node, frame);
      case 'array':
        return this.arrayLiteral(node, frame);
      case 'variable':
        return this.variable(node, frame);
      case 'parenthesis':
        return this.evalExpr(node.inner as PhpNode, frame);
      case 'encapsedpart':
        return this.evalExpr(node.expression as PhpNode, frame);
      case 'assign':
        return this.assign(node, frame);
      case 'propertylookup':
      case 'nullsafepropertylookup':
        return this.propertyLookup(node, frame);
      case 'staticlookup':
        return this.staticLookup(node, frame);
      case 'offsetlookup':
        return this.offsetLookup(node, frame);
      case 'call':
        return this.call(node, frame);
      case 'new':
        return this.newObject(node, frame);
      case 'bin':
        return this.binary(node, frame);
      case 'unary':
        return this.unary(node, frame);
      case 'cast':
        return (this.strict ? strictCast : castTo)(String(node.type), this.evalExpr(node.expr as PhpNode, frame));
      case 'retif':
        return this.ternary(node, frame);
      case 'match':
        return this.match(node, frame);
      case 'isset':
        return ((node.variables ?? []) as PhpNode[]).every((v) => {
          const value = this.quiet(v, frame);
          return value !== null && value !== UNKNOWN && value !== MISSING;
        });
      case 'empty':
        return !truthy(this.quiet(node.expression as PhpNode, frame));
      case 'closure':
      case 'arrowfunc':
        return this.closure(node, frame);
      case 'clone':
      case 'silent':
      case 'print':
        return this.evalExpr((node.what ?? node.expr) as PhpNode, frame);
      case 'pre':
      case 'post':
        return this.increment(node, frame);
      default:
        return this.site(node, frame).unknown(describeSyntax(node));
    }
  }

  /** Evaluates without warnings for undefined variables or properties (isset/empty/??). */
  protected quiet(node: PhpNode, frame: Frame): unknown {
    if (node.kind === 'variable' && !frame.vars.has(String(node.name)) && node.name !== 'this') return null;
    if (node.kind === 'offsetlookup') {
      const container = this.quiet(node.what as PhpNode, frame);
      if (container === null || container === UNKNOWN) return container;
      return this.offsetOf(container, node.offset ? this.evalExpr(node.offset as PhpNode, frame) : null, node, frame);
    }
    return this.evalExpr(node, frame);
  }

  protected magic(node: PhpNode, frame: Frame): unknown {
    const place = { file: this.classes.absolutePath(frame.file), line: lineOf(node), namespace: frame.scope.namespace, className: frame.className };
    return magicConstant(String(node.value), place);
  }

  protected constantName(node: PhpNode, frame: Frame): unknown {
    const value = globalConstant(String(node.name), frame.scope);
    if (value === UNKNOWN) return this.site(node, frame).unknown(`the constant ${String(node.name)}`);
    return value;
  }

  /**
   * A constant's or property's initializer, run where it is written. Its unknown parts stay silent: the warning
   * belongs where the constant is read.
   */
  protected initializerValue({ expr, scope, className, file }: Initializer): unknown {
    this.initializers++;
    try {
      return this.evalExpr(expr, { vars: new Map(), scope, className, staticClass: className, file: this.classes.relativePath(file) });
    } finally {
      this.initializers--;
    }
  }

  protected encapsed(node: PhpNode, frame: Frame): unknown {
    if (node.type === 'shell') return this.site(node, frame).unknown('a shell command');
    let text = '';
    for (const part of (node.value ?? []) as PhpNode[]) {
      const inner = part.kind === 'encapsedpart' ? (part.expression as PhpNode) : part;
      const value = this.evalExpr(inner, frame);
      if (isSymbolic(value)) return UNKNOWN;
      const piece = this.strict ? strictString(value) : (toPhpString(value) ?? '');
      if (piece === undefined) return UNKNOWN;
      text += piece;
    }
    return text;
  }

  protected arrayLiteral(node: PhpNode, frame: Frame): OrderedArray | typeof UNKNOWN {
    const array = new OrderedArray();
    for (const item of (node.items ?? []) as Array<PhpNode | null>) {
      if (!item) continue;
      const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item, unpack: false };
      const value = this.evalExpr(entry.value as PhpNode, frame);
      if (entry.unpack) {
        const entries = iterableEntries(value);
        if (!entries && this.strict) return UNKNOWN;
        if (!entries) {
          this.entryLost(array, item, frame);
          continue;
        }
        const from = value instanceof OrderedArray ? value : undefined;
        for (const [key, inner] of entries) {
          if (typeof key === 'number') array.push(inner, from?.originOf(key));
          else array.set(key, inner, from?.originOf(key));
        }
        continue;
      }
      if (entry.key) {
        const key = this.evalExpr(entry.key as PhpNode, frame);
        // PHP takes no enum case as a key: strict evaluation does not read one as its value.
        const normalised = this.strict ? plainArrayKey(key) : arrayKey(key);
        if (normalised === undefined) {
          if (this.strict) return UNKNOWN;
          this.entryLost(array, item, frame);
          this.site(entry.key as PhpNode, frame).unknown('an array key');
          continue;
        }
        array.set(normalised, value, this.originAt(item, entry.value as PhpNode, frame));
      } else {
        array.push(value, this.originAt(item, entry.value as PhpNode, frame));
      }
    }
    return array;
  }

  /**
   * Where an array entry is written (an item of an array literal, or the target of `$a['k'] = …`), for the
   * entry to remember: engines whose readers attach comments to entries record it; this one records none.
   */
  protected originAt(_node: PhpNode, _value: PhpNode | undefined, _frame: Frame): EntryOrigin | undefined {
    return undefined;
  }

  /** An item of an array literal that could not become an entry (a key or a spread not known): nothing to do here. */
  protected entryLost(_array: OrderedArray, _item: PhpNode, _frame: Frame): void {}

  protected variable(node: PhpNode, frame: Frame): unknown {
    const name = typeof node.name === 'string' ? node.name : undefined;
    if (name === 'this') return frame.thisValue ?? this.site(node, frame).unknown('$this');
    if (name && frame.vars.has(name)) return frame.vars.get(name);
    // The commonest unknown of constant expressions (`$request`): nothing to build when nothing is reported.
    if (this.strict) return UNKNOWN;
    return this.site(node, frame).unknown(name ? `the variable $${name}` : 'a variable variable');
  }

  protected assign(node: PhpNode, frame: Frame): unknown {
    const operator = String(node.operator ?? '=');
    const left = node.left as PhpNode;
    if (operator === '??=') {
      const current = this.quiet(left, frame);
      if (current !== null && current !== UNKNOWN) return current;
      const value = this.evalExpr(node.right as PhpNode, frame);
      this.assignTo(left, value, frame);
      return value;
    }
    let value = this.evalExpr(node.right as PhpNode, frame);
    if (operator !== '=') {
      const current = this.quiet(left, frame);
      value = binaryOperation(operator.slice(0, -1), current, value);
    }
    if (left.kind === 'list' || (left.kind === 'array' && operator === '=')) {
      this.destructure(left, value, frame);
      return value;
    }
    this.assignTo(left, value, frame);
    return value;
  }

  protected destructure(pattern: PhpNode, value: unknown, frame: Frame): void {
    const items = (pattern.items ?? []) as Array<PhpNode | null>;
    items.forEach((item, index) => {
      if (!item) return;
      const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item };
      const key = entry.key ? arrayKey(this.evalExpr(entry.key as PhpNode, frame)) : index;
      const inner = value instanceof OrderedArray && key !== undefined ? value.get(key) : UNKNOWN;
      this.assignTo(entry.value as PhpNode, inner ?? null, frame);
    });
  }

  assignTo(target: PhpNode, value: unknown, frame: Frame): void {
    switch (target.kind) {
      case 'variable':
        frame.vars.set(String(target.name), value);
        return;
      case 'offsetlookup': {
        const containerNode = target.what as PhpNode;
        let container = this.quiet(containerNode, frame);
        if (!(container instanceof OrderedArray)) {
          container = new OrderedArray();
          this.assignTo(containerNode, container, frame);
        }
        const array = container as OrderedArray;
        if (!target.offset) {
          array.push(value, this.originAt(target, undefined, frame));
          return;
        }
        const key = arrayKey(this.evalExpr(target.offset as PhpNode, frame));
        if (key !== undefined) array.set(key, value, this.originAt(target, undefined, frame));
        return;
      }
      case 'staticlookup': {
        const className = this.classOf(target.what as PhpNode, frame);
        const name = nameOf(target.offset);
        if (className && name) this.staticProps.set(`${className.toLowerCase()}::${name}`, value);
        return;
      }
      case 'propertylookup': {
        const object = this.evalExpr(target.what as PhpNode, frame);
        const name = nameOf(target.offset);
        const setter = isRuntimeObject(object) ? (object as RuntimeObject & { setProperty?: (n: string, v: unknown) => void }).setProperty : undefined;
        if (setter && name) setter.call(object, name, value);
        return;
      }
      case 'list':
      case 'array':
        this.destructure(target, value, frame);
        return;
      default:
        return;
    }
  }

  protected increment(node: PhpNode, frame: Frame): unknown {
    const target = node.what as PhpNode;
    const current = this.quiet(target, frame);
    const n = castToNumber(current);
    if (n === undefined) return UNKNOWN;
    const next = node.type === '+' ? n + 1 : n - 1;
    this.assignTo(target, next, frame);
    return node.kind === 'pre' ? next : n;
  }

  protected propertyLookup(node: PhpNode, frame: Frame): unknown {
    const what = node.what as PhpNode;
    const name = isNode(node.offset) && node.offset.kind !== 'identifier' ? toPhpString(this.evalExpr(node.offset, frame)) : nameOf(node.offset);
    if (this.constantOnly && what.kind === 'variable' && what.name === 'this') return this.declaredProperty(name, frame);
    const target = this.evalExpr(what, frame);
    if (target === UNKNOWN) return UNKNOWN;
    if (target === null || target === MISSING) return null;
    if (!name) return this.site(node, frame).unknown('a dynamic property name');
    if (target instanceof PhpEnumCase) {
      if (name === 'value') return target.value ?? this.site(node, frame).unknown('the value of a pure enum case');
      if (name === 'name') return target.name;
    }
    if (isRuntimeObject(target)) return target.getProperty(name, this.site(node, frame));
    if (target instanceof OrderedArray) return this.site(node, frame).unknown(`the property ${name} of an array`);
    return this.site(node, frame).unknown(`the property ${name}`);
  }

  /**
   * `$this->name` in a constant expression (no object runs): the property's declared default, walking traits and
   * parents, e.g. a RouteServiceProvider's `$namespace`. Code that assigns the property at run time is not seen.
   */
  protected declaredProperty(name: string | undefined, frame: Frame): unknown {
    const value = name && frame.className ? this.findStaticProperty(frame.className, name) : undefined;
    return value === undefined ? UNKNOWN : value;
  }

  protected staticLookup(node: PhpNode, frame: Frame): unknown {
    const offset = node.offset as PhpNode;
    if (offset?.kind === 'variable') {
      // Constant expressions do not read static properties: code may assign them before.
      if (this.constantOnly) return UNKNOWN;
      const className = this.classOf(node.what as PhpNode, frame);
      const name = String(offset.name);
      if (!className) return this.site(node, frame).unknown('a static property');
      const key = `${className.toLowerCase()}::${name}`;
      if (this.staticProps.has(key)) return this.staticProps.get(key);
      const declared = this.findStaticProperty(className, name);
      if (declared !== undefined) return declared;
      return null;
    }
    const what = node.what as PhpNode;
    const member = offset?.kind === 'identifier' ? String(offset.name) : undefined;
    const reference = isClassReference(what) ? classReference(what, { scope: frame.scope, className: frame.className }, this.classes) : undefined;
    if (reference && member?.toLowerCase() === 'class') return reference;
    const value = reference && member ? this.constantValue(reference, member) : UNKNOWN;
    if (value === UNKNOWN) {
      const className = this.classOf(what, frame);
      const name = nameOf(offset);
      if (name?.toLowerCase() === 'class' && className) return className;
      return this.site(node, frame).unknown(`the constant ${className ?? '?'}::${name ?? '?'}`);
    }
    return value;
  }

  /** The value of `Class::NAME`: a constant (inherited ones included) or an enum case; UNKNOWN when there is none. */
  constantValue(className: string, member: string): unknown {
    return classConstant(className, member, this.classes, (initializer) => this.initializerValue(initializer));
  }

  /**
   * The declared default of a property (static or not) on a class, its traits or its ancestors: null when it
   * declares none, undefined when there is no such property.
   */
  findStaticProperty(className: string, name: string): unknown {
    return propertyDefault(className, name, this.classes, (initializer) => this.initializerValue(initializer));
  }

  protected offsetLookup(node: PhpNode, frame: Frame): unknown {
    const container = this.evalExpr(node.what as PhpNode, frame);
    if (container === UNKNOWN) return UNKNOWN;
    if (!node.offset) return this.site(node, frame).unknown('`[]` used for reading');
    const key = this.evalExpr(node.offset as PhpNode, frame);
    return this.offsetOf(container, key, node, frame);
  }

  protected offsetOf(container: unknown, key: unknown, node: PhpNode, frame: Frame): unknown {
    if (container === null || container === MISSING) return null;
    if (container instanceof OrderedArray) {
      const normalised = arrayKey(key);
      if (normalised === undefined) return UNKNOWN;
      return container.has(normalised) ? container.get(normalised) : null;
    }
    if (typeof container === 'string' && typeof key === 'number') return container[key] ?? '';
    if (isRuntimeObject(container) && container.offsetGet) return container.offsetGet(key, this.site(node, frame));
    if (isRuntimeObject(container) && typeof key === 'string') return container.getProperty(key, this.site(node, frame));
    return this.site(node, frame).unknown('an array element');
  }

  protected binary(node: PhpNode, frame: Frame): unknown {
    const type = String(node.type);
    if (type === '??') {
      // Read strictly, an undefined variable on the left is unknown: it may be defined where it is not followed.
      const left = this.strict ? this.evalExpr(node.left as PhpNode, frame) : this.quiet(node.left as PhpNode, frame);
      if (left === UNKNOWN && this.strict) return UNKNOWN;
      if (left !== null && left !== UNKNOWN && left !== MISSING) return left;
      return this.evalExpr(node.right as PhpNode, frame);
    }
    if (type === '|>') return this.pipe(node, frame);
    if (type === 'instanceof') {
      const left = this.evalExpr(node.left as PhpNode, frame);
      if (left === UNKNOWN && this.strict) return UNKNOWN;
      const right = this.classOf(node.right as PhpNode, frame);
      const className = userClassOf(left);
      if (!className || !right) return false;
      return className.toLowerCase() === right.toLowerCase() || this.classes.isSubclassOf(className, right);
    }
    if (type === '&&' || type === 'and' || type === '||' || type === 'or') {
      const left = this.evalExpr(node.left as PhpNode, frame);
      const isAnd = type === '&&' || type === 'and';
      if (left !== UNKNOWN) {
        if (isAnd && !truthy(left)) return false;
        if (!isAnd && truthy(left)) return true;
      }
      const right = this.evalExpr(node.right as PhpNode, frame);
      if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
      return truthy(right);
    }
    const left = this.evalExpr(node.left as PhpNode, frame);
    const right = this.evalExpr(node.right as PhpNode, frame);
    return (this.strict ? strictBinaryOperation : binaryOperation)(type, left, right);
  }

  /**
   * PHP 8.5's pipe: `$value |> trim(...) |> strtolower(...)` calls each callable with the value so far. The chain
   * runs left to right; php-parser nests it to the right, so it is unrolled.
   */
  protected pipe(node: PhpNode, frame: Frame): unknown {
    const stages: PhpNode[] = [];
    let rest = node.right as PhpNode;
    while (rest?.kind === 'bin' && rest.type === '|>') {
      stages.push(rest.left as PhpNode);
      rest = rest.right as PhpNode;
    }
    stages.push(rest);
    let value = this.evalExpr(node.left as PhpNode, frame);
    for (const stage of stages) {
      if (value === UNKNOWN) return UNKNOWN;
      value = this.pipeStage(stage, value, frame);
    }
    return value;
  }

  /** One stage of a pipe: a function's first-class callable (`trim(...)`), or any callable value when code runs. */
  protected pipeStage(stage: PhpNode, value: unknown, frame: Frame): unknown {
    const args = (stage?.arguments ?? []) as PhpNode[];
    const isFirstClass = stage?.kind === 'call' && args.length === 1 && args[0]!.kind === 'variadicplaceholder';
    if (isFirstClass && (stage.what as PhpNode).kind === 'name') {
      return this.functionCall(frame.scope.resolveFunction(String((stage.what as PhpNode).name)), [value], stage, frame);
    }
    if (this.constantOnly || !stage) return UNKNOWN;
    return this.invoke(this.evalExpr(stage, frame), [value], stage, frame);
  }

  protected unary(node: PhpNode, frame: Frame): unknown {
    const value = this.evalExpr(node.what as PhpNode, frame);
    if (value === UNKNOWN) return UNKNOWN;
    if (node.type === '!') return !truthy(value);
    return unaryOperation(String(node.type), value) ?? UNKNOWN;
  }

  protected ternary(node: PhpNode, frame: Frame): unknown {
    const test = this.evalExpr(node.test as PhpNode, frame);
    if (test === UNKNOWN) {
      if (this.strict) return UNKNOWN;
      // Undecidable: show the "true" branch, as `when()` does.
      return node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : UNKNOWN;
    }
    if (truthy(test)) return node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : test;
    return this.evalExpr(node.falseExpr as PhpNode, frame);
  }

  protected match(node: PhpNode, frame: Frame): unknown {
    const subject = this.evalExpr(node.cond as PhpNode, frame);
    if (subject === UNKNOWN && this.strict) return UNKNOWN;
    let fallback: PhpNode | undefined;
    const arms = (node.arms ?? []) as PhpNode[];
    for (const arm of arms) {
      if (!arm.conds) {
        fallback = arm.body as PhpNode;
        continue;
      }
      if (subject === UNKNOWN) continue;
      for (const cond of arm.conds as PhpNode[]) {
        const value = this.evalExpr(cond, frame);
        if (value === UNKNOWN && this.strict) return UNKNOWN;
        if (identical(value, subject)) return this.evalExpr(arm.body as PhpNode, frame);
      }
    }
    if (subject === UNKNOWN) {
      const first = arms.find((arm) => arm.conds) ?? arms[0];
      return first ? this.evalExpr(first.body as PhpNode, frame) : UNKNOWN;
    }
    return fallback ? this.evalExpr(fallback, frame) : this.site(node, frame).unknown('a match without a matching arm');
  }

  /** A function, method or static call, or a call of a callable value. */
  protected abstract call(node: PhpNode, frame: Frame): unknown;
  /** `name(...args)` for a function (name resolved), as the extensions answer it. */
  protected abstract functionCall(name: string, args: unknown[], node: PhpNode, frame: Frame): unknown;
  /** `new Class(...)`. */
  protected abstract newObject(node: PhpNode, frame: Frame): unknown;
  /** A closure written in a running method. */
  protected abstract closure(node: PhpNode, frame: Frame): PhpClosure;
  /** The class a `Foo`, `self`, `static` or `parent` refers to, from a frame. */
  abstract classOf(node: PhpNode, frame: Frame): string | undefined;
}
