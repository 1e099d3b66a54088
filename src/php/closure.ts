/**
 * A PHP closure or arrow function as a value: where it is written and what it sees. Route files hand them to
 * `Route::group()` and verbs; factories, resources and transformers call them.
 */
import { lineOf, type PhpNode } from './ast.ts';
import type { NameScope } from './names.ts';

/** What a closure sees besides its variables: `$this`, `self::`/`static::` and the method it was written in. */
export interface ClosureBinding {
  thisValue?: unknown;
  /** The class it is written in (`self::`). */
  className?: string;
  /** The class `static::` means where it was written. */
  staticClass?: string;
  /** The method it is written in, for messages: "PostResource::toArray()". */
  label?: string;
}

export class PhpClosure {
  constructor(
    readonly node: PhpNode,
    readonly scope: NameScope,
    /** Absolute path of the file it is written in. */
    readonly file: string,
    /**
     * The variables visible where it was written (captured by `use` or arrow functions): a copy taken when it was
     * written, or the live variables of the running method (arrow functions capture by value when called).
     */
    readonly captured: Map<string, unknown>,
    readonly binding: ClosureBinding = {},
    /** Its doc comment (`ReflectionFunction::getDocComment()`): the `commentblock` node, when there is one. */
    readonly docComment?: PhpNode,
  ) {}

  get line(): number {
    return lineOf(this.node);
  }
}
