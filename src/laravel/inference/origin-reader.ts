/** What the inference reads an expression with: the method it is written in, and what reached that method. */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';

export interface OriginReader {
  method: PhpMethod;
  classes: ClassIndex;
  /** The controller class (for `$this->helper()` return types). */
  className?: string;
  /** What the code that called this method gave its parameters and its object's properties. */
  bound?: Bindings;
  /** How many times the read has moved from one method's code to another's. */
  hops?: number;
}

/** An expression with the reader of the code it is written in. */
export interface BoundValue {
  node: PhpNode;
  reader: OriginReader;
}

export interface Bindings {
  /** The argument given to each parameter of the method. */
  params: Map<string, BoundValue>;
  /** The value each property of `$this` was constructed with. */
  properties: Map<string, BoundValue>;
}
