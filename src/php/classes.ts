/**
 * Classes, interfaces, traits and enums read from a parsed file: names resolved, docblocks split,
 * attributes evaluated on first use (an attribute may name a constant of its own class).
 */
import { isNode, lineOf, nameOf, type PhpNode } from './ast.ts';
import { readAttributes } from './attributes.ts';
import type { ClassLookup, PhpClass, PhpClassKind, PhpMethod } from './class-types.ts';
import { docBlockOf, type DocBlock } from './docblock.ts';
import { evaluate } from './evaluate.ts';
import { scopedStatements, type NameScope } from './names.ts';
import type { ParsedFile } from './parser.ts';

export type { PhpAttribute, PhpClass, PhpClassKind, PhpMethod, PhpParam, PhpProperty } from './class-types.ts';

/** What reading classes needs besides the parse: where the file is and how to evaluate attribute arguments. */
export interface ClassReadContext {
  /** Path relative to the app root (stored on classes and methods). */
  file: string;
  /** Absolute path (for `__DIR__` in attribute arguments). */
  absoluteFile: string;
  classes?: ClassLookup;
  env?: Record<string, string>;
}

/** Renders a type node as text with class names resolved. */
export function typeToString(type: unknown, scope: NameScope, nullable = false): string | undefined {
  if (!isNode(type)) return undefined;
  let text: string | undefined;
  switch (type.kind) {
    case 'typereference':
      text = String(type.name);
      break;
    // `: self` and `: parent` parse as references to the class, not as type names.
    case 'selfreference':
      text = 'self';
      break;
    case 'parentreference':
      text = 'parent';
      break;
    case 'name': {
      const raw = String(type.name);
      const builtin = /^(int|float|string|bool|array|object|mixed|void|null|callable|iterable|never|false|true|self|static|parent)$/i;
      text = builtin.test(raw) ? raw.toLowerCase() : scope.resolveClass(raw);
      break;
    }
    case 'uniontype':
      text = ((type.types ?? []) as PhpNode[]).map((t) => typeToString(t, scope) ?? 'mixed').join('|');
      break;
    case 'intersectiontype':
      text = ((type.types ?? []) as PhpNode[]).map((t) => typeToString(t, scope) ?? 'mixed').join('&');
      break;
    default:
      text = nameOf(type);
  }
  if (text === undefined) return undefined;
  return nullable || type.nullable ? `?${text}` : text;
}

/** Defines a property computed on first read (attributes may refer back to the class being read). */
function lazy<T extends object, K extends keyof T>(target: T, key: K, compute: () => T[K]): void {
  Object.defineProperty(target, key, {
    configurable: true,
    enumerable: true,
    get() {
      const value = compute();
      Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
      return value;
    },
  });
}

function readMethod(node: PhpNode, className: string, scope: NameScope, ctx: ClassReadContext): PhpMethod {
  // The line of the name, not of the attributes above it.
  const method = readFunctionLike(node, nameOf(node.name) ?? '', lineOf(isNode(node.name) ? node.name : node), className, scope, ctx);
  // Docblocks are split on first read: most methods of most classes are never asked for theirs.
  lazy(method, 'docBlock', () => docBlockOf(node));
  return method;
}

/**
 * A closure or arrow function read like a method (PHP names it `{closure}`; it belongs to no class), so that
 * what reads a controller method's parameters, attributes and body reads a closure route's alike. An arrow
 * function's expression becomes a `return` statement. The docblock is the caller's to give: PHP gives a closure
 * the doc comment pending before its `function` keyword, which only the code that ran the statements knows.
 */
export function readClosure(node: PhpNode, scope: NameScope, ctx: ClassReadContext, docBlock?: DocBlock): PhpMethod {
  const closure = readFunctionLike(node, '{closure}', lineOf(node), '', scope, ctx);
  if (node.kind === 'arrowfunc' && isNode(node.body)) closure.body = [{ kind: 'return', expr: node.body, loc: node.body.loc }];
  closure.docBlock = docBlock;
  return closure;
}

/** A function declared outside any class (`function customValidator(array $data, array $rules) {…}`), read like a method of no class. */
export function readFunction(node: PhpNode, scope: NameScope, ctx: ClassReadContext): PhpMethod {
  return readFunctionLike(node, nameOf(node.name) ?? '', lineOf(node), '', scope, ctx);
}

function readFunctionLike(node: PhpNode, name: string, line: number, className: string, scope: NameScope, ctx: ClassReadContext): PhpMethod {
  const method: PhpMethod = {
    name,
    className,
    file: ctx.file,
    line,
    docBlock: undefined,
    attributes: [],
    params: ((node.arguments ?? []) as PhpNode[]).map((param) => ({
      name: nameOf(param.name) ?? '',
      type: typeToString(param.type, scope, Boolean(param.nullable)),
      node: param,
    })),
    returnType: typeToString(node.type, scope, Boolean(node.nullable)),
    body: isNode(node.body) ? ((node.body.children ?? []) as PhpNode[]) : [],
    node,
    scope,
    visibility: (node.visibility || 'public') as PhpMethod['visibility'],
    isStatic: Boolean(node.isStatic),
  };
  lazy(method, 'attributes', () =>
    readAttributes(node, scope, { classes: ctx.classes, env: ctx.env, file: ctx.absoluteFile, ...(className ? { className } : {}) }),
  );
  return method;
}

/**
 * A class declaration read on its own: a named one as the index reads it, an anonymous one (`new class extends
 * Migration { … }`) under the name PHP gives such classes, `class@anonymous`.
 */
export function readClassNode(node: PhpNode, scope: NameScope, ctx: ClassReadContext): PhpClass {
  return readClass(node, scope, ctx, node.isAnonymous || !nameOf(node.name) ? 'class@anonymous' : undefined);
}

function readClass(node: PhpNode, scope: NameScope, ctx: ClassReadContext, anonymousName?: string): PhpClass {
  const shortName = anonymousName ?? nameOf(node.name) ?? '';
  const name = scope.namespace && !anonymousName ? `${scope.namespace}\\${shortName}` : shortName;
  const kind: PhpClassKind = node.kind === 'class' ? 'class' : (node.kind as PhpClassKind);
  const names = (list: unknown): string[] =>
    (Array.isArray(list) ? list : list ? [list] : []).map((n) => scope.resolveClass(nameOf(n) ?? ''));
  const cls: PhpClass = {
    name,
    shortName,
    kind,
    file: ctx.file,
    line: lineOf(isNode(node.name) ? node.name : node),
    // An interface's `extends` is a list of interfaces, not a parent class.
    parent: kind === 'class' && node.extends ? scope.resolveClass(nameOf(node.extends) ?? '') : undefined,
    interfaces: kind === 'interface' ? names(node.extends) : names(node.implements),
    traits: [],
    docBlock: undefined,
    attributes: [],
    constants: new Map(),
    enumCases: [],
    backingType: undefined,
    methods: new Map(),
    properties: new Map(),
    scope,
    node,
    isAbstract: Boolean(node.isAbstract),
  };
  if (kind === 'enum' && node.valueType) {
    const backing = nameOf(node.valueType)?.toLowerCase();
    if (backing === 'string' || backing === 'int') cls.backingType = backing;
  }
  const evalContext = { scope, classes: ctx.classes, env: ctx.env, file: ctx.absoluteFile, className: name };
  const enumCaseNodes: PhpNode[] = [];
  for (const member of (node.body ?? []) as PhpNode[]) {
    switch (member.kind) {
      case 'method':
        cls.methods.set(nameOf(member.name) ?? '', readMethod(member, name, scope, ctx));
        break;
      case 'traituse':
        cls.traits.push(...names(member.traits));
        break;
      case 'classconstant':
        for (const constant of (member.constants ?? []) as PhpNode[]) {
          cls.constants.set(nameOf(constant.name) ?? '', constant.value as PhpNode);
        }
        break;
      case 'enumcase':
        enumCaseNodes.push(member);
        break;
      case 'propertystatement': {
        const docBlock = docBlockOf(member);
        for (const property of (member.properties ?? []) as PhpNode[]) {
          cls.properties.set(nameOf(property.name) ?? '', {
            node: property,
            default: isNode(property.value) ? property.value : undefined,
            docBlock: docBlockOf(property) ?? docBlock,
            type: typeToString(property.type, scope, Boolean(property.nullable)),
            isStatic: Boolean(member.isStatic),
          });
        }
        break;
      }
    }
  }
  lazy(cls, 'docBlock', () => docBlockOf(node));
  lazy(cls, 'attributes', () =>
    readAttributes(node, scope, { classes: ctx.classes, env: ctx.env, file: ctx.absoluteFile, className: name }),
  );
  // Case values may name constants of this very enum, so they are evaluated once the class is indexed.
  lazy(cls, 'enumCases', () =>
    enumCaseNodes.map((member) => ({
      name: nameOf(member.name) ?? '',
      value: member.value ? evaluate(member.value as PhpNode, evalContext) : undefined,
    })),
  );
  return cls;
}

const CLASS_KINDS = new Set(['class', 'interface', 'trait', 'enum']);

/** Every named class-like declaration at the top level of a file (conditional declarations included). */
export function readClasses(parsed: ParsedFile, ctx: ClassReadContext): PhpClass[] {
  const result: PhpClass[] = [];
  const visit = (node: PhpNode, scope: NameScope) => {
    if (CLASS_KINDS.has(node.kind) && !node.isAnonymous && nameOf(node.name)) {
      result.push(readClass(node, scope, ctx));
    } else if (node.kind === 'if' || node.kind === 'block') {
      // `if (!class_exists(X::class)) { class X … }`
      for (const child of [node.body, node.alternate, ...((node.children ?? []) as PhpNode[])]) {
        if (isNode(child)) visit(child, scope);
      }
    }
  };
  for (const { node, scope } of scopedStatements(parsed.ast)) visit(node, scope);
  return result;
}
