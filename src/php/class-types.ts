/**
 * What the reader knows of a PHP class, method, property and attribute, and what evaluation asks of the class
 * index. Types only: the reader (classes.ts), the index and the evaluator all depend on this file, never on one
 * another through it.
 */
import type { PhpNode } from './ast.ts';
import type { DocBlock } from './docblock.ts';
import type { NameScope } from './names.ts';

export interface PhpAttribute {
  /** Fully qualified class name, without leading backslash. */
  name: string;
  shortName: string;
  /** Positional arguments, evaluated (`UNKNOWN` where not static). */
  args: unknown[];
  /** Named arguments, evaluated. */
  named: Record<string, unknown>;
  line: number;
  /** The argument nodes, for readers that need more than the values (closures, `new` expressions). */
  argNodes: PhpNode[];
}

export type PhpClassKind = 'class' | 'interface' | 'trait' | 'enum';

export interface PhpParam {
  name: string;
  /** The declared type with class names resolved: `int`, `?App\Models\User`, `A|B`. */
  type?: string;
  node: PhpNode;
}

/** Whether a constructor parameter is promoted to a property (it carries a visibility or readonly flag). */
export function isPromoted(param: PhpParam): boolean {
  return Number(param.node.flags ?? 0) !== 0;
}

export interface PhpMethod {
  name: string;
  /** The class that declares the method (a trait's name for trait methods). */
  className: string;
  /** Relative to the app root. */
  file: string;
  line: number;
  docBlock?: DocBlock;
  attributes: PhpAttribute[];
  params: PhpParam[];
  returnType?: string;
  /** The statements of the body; empty for abstract and interface methods. */
  body: PhpNode[];
  node: PhpNode;
  scope: NameScope;
  visibility: 'public' | 'protected' | 'private';
  isStatic: boolean;
}

export interface PhpProperty {
  node: PhpNode;
  default?: PhpNode;
  docBlock?: DocBlock;
  type?: string;
  isStatic?: boolean;
}

export interface PhpClass {
  /** Fully qualified, without leading backslash. */
  name: string;
  shortName: string;
  kind: PhpClassKind;
  /** Relative to the app root. */
  file: string;
  line: number;
  parent?: string;
  interfaces: string[];
  traits: string[];
  docBlock?: DocBlock;
  attributes: PhpAttribute[];
  /** Constant name → value expression (evaluate with the class's scope). */
  constants: Map<string, PhpNode>;
  enumCases: { name: string; value: unknown }[];
  backingType?: 'string' | 'int';
  methods: Map<string, PhpMethod>;
  properties: Map<string, PhpProperty>;
  scope: NameScope;
  node: PhpNode;
  isAbstract: boolean;
}

/** The class index as evaluation sees it: classes, constants and properties (inherited ones included), paths. */
export interface ClassLookup {
  find(fqcn: string): PhpClass | undefined;
  findConstant(fqcn: string, name: string): { owner: PhpClass; value: PhpNode } | undefined;
  findProperty(fqcn: string, name: string): { owner: PhpClass; property: PhpProperty } | undefined;
  absolutePath(file: string): string;
}
