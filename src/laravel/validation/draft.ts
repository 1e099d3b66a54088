/**
 * A parameter while its validation rules are being read: like `Parameter`, plus what the two
 * passes need (a type that may still be unknown, the example "setter" the last rule chose).
 */

/** No example has been chosen yet. */
export const MISSING = Symbol('missing example');
/** The user asked for no example (`No-example`). */
export const NO_EXAMPLE = Symbol('no example');

export interface ParamDraft {
  /** The rule key as written: `items.*.name`. */
  key: string;
  required: boolean;
  /** Null until a rule gives one; `string` by default after the first pass. */
  type: string | null;
  description: string;
  example: unknown;
  exampleWasSpecified: boolean;
  /** Produces the generated example; the last rule that sets one wins. */
  setter?: () => unknown;
  /**
   * The example comes from a format rule (email, uuid, dates, `in:` …): size rules (`max:255`) keep it
   * rather than replacing it with random letters of the right length.
   */
  formatted?: boolean;
  /** A size rule counted the items of this `array` (`array|min:2`): a list, not an object. */
  countsItems?: boolean;
  enumValues: unknown[];
  /** The PHP enum of an `Enum` rule, while its values are the ones listed. */
  enumClass?: string;
  nullable: boolean;
  /** `sometimes` came before `required`/`accepted`, so those do not make the field required. */
  sometimes: boolean;
}

export function newDraft(key: string, description: string): ParamDraft {
  return {
    key,
    required: false,
    type: null,
    description,
    example: MISSING,
    exampleWasSpecified: false,
    enumValues: [],
    nullable: false,
    sometimes: false,
  };
}

/** Appends a sentence with the single space Scribe puts before each rule's text. */
export function appendSentence(draft: ParamDraft, sentence: string): void {
  draft.description += ` ${sentence}`;
}
