/**
 * docgen's PHP engine: it runs the app's own code statically — factory definitions, resources' `toArray()`,
 * transformers and the helper methods they call — following calls into the same class, its traits and parents,
 * static methods of app classes and app functions, with limits on depth, re-entry and steps. Framework knowledge
 * comes from extensions (extension.ts); this file holds the calls, the layers below the rest of PHP.
 */
import { nameMap } from '../../name-map.ts';
import { isNode, nameOf, type PhpNode } from '../ast.ts';
import { classReference, isClassReference } from '../class-reference.ts';
import type { PhpMethod } from '../class-types.ts';
import { PhpClosure } from '../closure.ts';
import { enumStatic, NO_SUCH_CASE } from '../enum-statics.ts';
import { OrderedArray } from '../php-array.ts';
import { PhpEnumCase, UNKNOWN } from '../values.ts';
import { MAX_DEPTH } from './engine-base.ts';
import { ExpressionEvaluator } from './expressions.ts';
import { NOT_HANDLED } from './extension.ts';
import { BoundMethod, setNamedArgs, type Frame } from './frame.ts';
import { isRuntimeObject, MISSING, type CallSite } from './runtime-object.ts';
import { describe, iterableEntries, shortName, userClassOf } from './value-ops.ts';

export class PhpEngine extends ExpressionEvaluator {
  /** A call's arguments: positional ones in order, named ones beside them (frame.ts, namedArgsOf). */
  args(node: PhpNode, frame: Frame): unknown[] {
    const result: unknown[] = [];
    const named: Record<string, unknown> = nameMap();
    let hasNamed = false;
    for (const arg of (node.arguments ?? []) as PhpNode[]) {
      if (arg.kind === 'variadic') {
        const value = this.evalExpr(arg.what as PhpNode, frame);
        if (this.strict && !(value instanceof OrderedArray && value.isList())) {
          result.push(UNKNOWN);
          continue;
        }
        const spread = iterableEntries(value);
        if (spread) result.push(...spread.map(([, v]) => v));
        continue;
      }
      if (arg.kind === 'namedargument') {
        named[String(arg.name)] = this.evalExpr(arg.value as PhpNode, frame);
        hasNamed = true;
        continue;
      }
      result.push(this.evalExpr(arg, frame));
    }
    if (hasNamed) setNamedArgs(result, named);
    return result;
  }

  protected call(node: PhpNode, frame: Frame): unknown {
    const what = node.what as PhpNode;
    if (isNode(node.arguments?.[0]) && node.arguments[0].kind === 'variadicplaceholder') {
      return this.site(node, frame).unknown('a first-class callable');
    }
    // Strict evaluation runs no code: functions and static calls only (objects and closures are unknown there).
    if (this.strict && what.kind !== 'name' && what.kind !== 'staticlookup') return UNKNOWN;
    switch (what.kind) {
      case 'name':
        return this.callFunction(what, node, frame);
      case 'propertylookup':
      case 'nullsafepropertylookup':
        return this.callMethod(what, node, frame);
      case 'staticlookup':
        return this.callStatic(what, node, frame);
      default: {
        const callee = this.evalExpr(what, frame);
        return this.invoke(callee, this.args(node, frame), node, frame);
      }
    }
  }

  protected callFunction(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    return this.functionCall(frame.scope.resolveFunction(String(what.name)), this.args(node, frame), node, frame);
  }

  protected functionCall(name: string, args: unknown[], node: PhpNode, frame: Frame): unknown {
    const site = this.site(node, frame);
    for (const host of this.hosts) {
      const result = host.callFunction?.(name, args, site);
      if (result !== NOT_HANDLED && result !== undefined) return result;
    }
    return site.unknown(`the function ${name}()`);
  }

  protected callMethod(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const target = this.evalExpr(what.what as PhpNode, frame);
    const name = nameOf(what.offset);
    if (target === UNKNOWN) return UNKNOWN;
    if ((target === null || target === MISSING) && what.kind === 'nullsafepropertylookup') return null;
    if (!name) return this.site(node, frame).unknown('a dynamic method name');
    return this.dispatch(target, name, this.args(node, frame), node, frame);
  }

  /** `$target->name(...args)`: the app's own methods run as PHP, framework methods are answered by the object. */
  dispatch(target: unknown, name: string, args: unknown[], node: PhpNode, frame: Frame): unknown {
    const site = this.site(node, frame);
    if (target === UNKNOWN) return UNKNOWN;
    // PHP would throw; the example model lacks the value, which the reader should know about.
    if (target === null || target === MISSING) return site.unknown(`${name}() on null`);
    if (target instanceof PhpClosure && (name === 'call' || name === '__invoke')) return this.invoke(target, args, node, frame);
    const own = this.userMethodOf(target, name);
    if (own) return this.runMethod(own.method, target, args, own.staticClass);
    if (isRuntimeObject(target)) return target.callMethod(name, args, site);
    if (target instanceof PhpEnumCase) return this.enumMethod(target, name, args, site);
    return site.unknown(`${name}() on ${describe(target)}`);
  }

  /** Runs a method the app declares on the object's class, if there is one. */
  callUserMethod(target: unknown, name: string, args: unknown[]): { value: unknown } | undefined {
    const own = this.userMethodOf(target, name);
    return own ? { value: this.runMethod(own.method, target, args, own.staticClass) } : undefined;
  }

  /** A method declared in the app's own code on the class an object stands for. */
  protected userMethodOf(target: unknown, name: string): { method: PhpMethod; staticClass: string } | undefined {
    const className = userClassOf(target);
    if (!className) return undefined;
    const method = this.classes.findMethod(className, name);
    if (!method || method.file.startsWith('vendor/') || method.body.length === 0) return undefined;
    return { method, staticClass: className };
  }

  protected enumMethod(target: PhpEnumCase, name: string, args: unknown[], site: CallSite): unknown {
    const method = this.classes.findMethod(target.className, name);
    if (method && method.body.length) return this.runMethod(method, target, args, target.className);
    return site.unknown(`the enum method ${name}()`);
  }

  protected callStatic(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const classNode = what.what as PhpNode;
    const name = nameOf(what.offset);
    const args = this.args(node, frame);
    const site = this.site(node, frame);
    if (!name) return site.unknown('a dynamic static method name');
    if (this.strict) return this.strictStaticCall(classNode, name, args, frame, site);
    const isParent = classNode.kind === 'parentreference' || (classNode.kind === 'name' && String(classNode.name).toLowerCase() === 'parent');
    const className = this.classOf(classNode, frame);
    if (!className) return site.unknown(`${name}() on an unknown class`);

    const method = this.classes.findMethod(className, name);
    const isUserMethod = method && !method.file.startsWith('vendor/') && method.body.length > 0;
    const refersToThis = isParent || classNode.kind === 'selfreference' || classNode.kind === 'staticreference';
    if (isUserMethod && method) {
      // parent::x() and self::x() on an instance method keep $this.
      const thisValue = refersToThis && !method.isStatic ? frame.thisValue : undefined;
      return this.runMethod(method, thisValue, args, refersToThis ? frame.staticClass : className);
    }
    if (refersToThis && frame.thisValue !== undefined && isRuntimeObject(frame.thisValue)) {
      // A framework method inherited by the app's class (`parent::toArray($request)`).
      return frame.thisValue.callMethod(name, args, site);
    }
    const enumResult = this.enumStatic(className, name, args, site);
    if (enumResult !== NOT_HANDLED) return enumResult;
    for (const host of this.hosts) {
      const result = host.callStatic?.(className, name, args, site);
      if (result !== NOT_HANDLED && result !== undefined) return result;
    }
    return site.unknown(`${shortName(className)}::${name}()`);
  }

  /** Strict evaluation runs no code: of static calls it answers an enum's own (`cases()`, `from()`, `tryFrom()`). */
  protected strictStaticCall(classNode: PhpNode, name: string, args: unknown[], frame: Frame, site: CallSite): unknown {
    const className = isClassReference(classNode) ? classReference(classNode, frame, this.classes) : undefined;
    const answer = className ? this.enumStatic(className, name, args, site) : NOT_HANDLED;
    return answer === NOT_HANDLED ? UNKNOWN : answer;
  }

  protected enumStatic(className: string, name: string, args: unknown[], site: CallSite): unknown {
    const cls = this.classes.find(className);
    if (cls?.kind !== 'enum') return NOT_HANDLED;
    const answer = enumStatic(cls, name, args);
    if (Array.isArray(answer)) return OrderedArray.list(answer);
    if (answer === NO_SUCH_CASE) return site.unknown(`${cls.shortName}::from() with a value that is not a case`);
    return answer;
  }

  /** The class a `Foo`, `self`, `static` or `parent` refers to, from a frame. */
  classOf(node: PhpNode, frame: Frame): string | undefined {
    if (isClassReference(node)) return classReference(node, frame, this.classes);
    // `$class::x()`, `$model::class`: a class name or an object held in a value.
    const value = this.evalExpr(node, frame);
    if (typeof value === 'string') return value.replace(/^\\/, '');
    return userClassOf(value);
  }

  protected newObject(node: PhpNode, frame: Frame): unknown {
    const what = node.what as PhpNode;
    if (what.kind === 'class') return this.site(node, frame).unknown('an anonymous class');
    const className = this.classOf(what, frame);
    const args = this.args(node, frame);
    const site = this.site(node, frame);
    if (!className) return site.unknown('new with an unknown class');
    for (const host of this.hosts) {
      const result = host.construct?.(className, args, site);
      if (result !== NOT_HANDLED && result !== undefined) return result;
    }
    return site.unknown(`new ${shortName(className)}()`);
  }

  /** Calls a closure, a bound method or a callable string. */
  invoke(callable: unknown, args: unknown[], node: PhpNode, frame: Frame): unknown {
    if (callable instanceof PhpClosure) return this.callClosure(callable, args);
    if (callable instanceof BoundMethod) return this.runMethod(callable.method, callable.thisValue, args, callable.staticClass);
    if (typeof callable === 'string') {
      const site = this.site(node, frame);
      for (const host of this.hosts) {
        const result = host.callFunction?.(callable, args, site);
        if (result !== NOT_HANDLED && result !== undefined) return result;
      }
    }
    if (callable === UNKNOWN) return UNKNOWN;
    return this.site(node, frame).unknown('a call to a value that is not a closure');
  }

  /** A closure written in a running method: it sees the method's variables, `$this` and classes. */
  protected closure(node: PhpNode, frame: Frame): PhpClosure {
    const { thisValue, className, staticClass, label } = frame;
    return new PhpClosure(node, frame.scope, this.classes.absolutePath(frame.file), frame.vars, { thisValue, className, staticClass, label });
  }

  callClosure(closure: PhpClosure, args: unknown[]): unknown {
    const node = closure.node;
    const outer = closure.binding;
    const frame: Frame = {
      vars: node.kind === 'arrowfunc' ? new Map(closure.captured) : new Map(),
      thisValue: node.isStatic ? undefined : outer.thisValue,
      className: outer.className,
      staticClass: outer.staticClass,
      scope: closure.scope,
      file: this.classes.relativePath(closure.file),
      label: outer.label,
    };
    for (const use of (node.uses ?? []) as PhpNode[]) {
      const name = String(use.name);
      frame.vars.set(name, closure.captured.has(name) ? closure.captured.get(name) : null);
    }
    this.bindParams((node.arguments ?? []) as PhpNode[], args, frame);
    if (node.kind === 'arrowfunc') {
      if (this.depth >= MAX_DEPTH) return UNKNOWN;
      this.depth++;
      try {
        return this.evalExpr(node.body as PhpNode, frame);
      } finally {
        this.depth--;
      }
    }
    return this.runBody((node.body?.children ?? []) as PhpNode[], frame, node);
  }
}
