/**
 * Every string rule docgen understands, by the name Laravel gives it: the one place a new rule is added (write
 * its handler in the family file it belongs to, or a new one, and list it here). Rules not listed (`unique`,
 * `mimes`, `confirmed`, `gt` …) add nothing, as in Scribe.
 */
import * as dates from './dates.ts';
import * as digits from './digits.ts';
import * as formats from './formats.ts';
import type { RuleHandler } from './handler.ts';
import * as presence from './presence.ts';
import * as sizes from './sizes.ts';
import * as types from './types.ts';
import * as values from './values.ts';

export interface RuleEntry {
  apply: RuleHandler;
  /** The rule's meaning depends on the parameter's type (`max:3` of a string or a number), so it waits for the second pass. */
  needsType?: boolean;
}

const now = (apply: RuleHandler): RuleEntry => ({ apply });
const afterType = (apply: RuleHandler): RuleEntry => ({ apply, needsType: true });

const RULES = new Map<string, RuleEntry>([
  ['sometimes', now(presence.sometimes)],
  ['required', now(presence.required)],
  ['nullable', now(presence.nullable)],
  ['accepted', now(presence.accepted)],
  ['accepted_if', now(presence.acceptedIf)],
  ['required_if', now(presence.requiredIf)],
  ['required_unless', now(presence.requiredUnless)],
  ['required_with', now(presence.requiredWith)],
  ['required_without', now(presence.requiredWithout)],
  ['required_with_all', now(presence.requiredWithAll)],
  ['required_without_all', now(presence.requiredWithoutAll)],

  // Primitive types: no description.
  ['bool', now(types.boolean)],
  ['boolean', now(types.boolean)],
  ['string', now(types.string)],
  ['int', now(types.integer)],
  ['integer', now(types.integer)],
  ['numeric', now(types.numeric)],
  ['array', now(types.array)],
  ['file', now(types.file)],
  ['image', now(types.image)],

  ['alpha', now(formats.alpha)],
  ['alpha_dash', now(formats.alphaDash)],
  ['alpha_num', now(formats.alphaNum)],
  ['timezone', now(formats.timezone)],
  ['email', now(formats.email)],
  ['url', now(formats.url)],
  ['ip', now(formats.ip)],
  ['json', now(formats.json)],
  ['uuid', now(formats.uuid)],
  ['starts_with', now(formats.startsWith)],
  ['ends_with', now(formats.endsWith)],
  ['regex', now(formats.regex)],

  ['date', now(dates.date)],
  ['date_format', now(dates.dateFormat)],
  ['after', afterType(dates.dateBound)],
  ['after_or_equal', afterType(dates.dateBound)],
  ['before', afterType(dates.dateBound)],
  ['before_or_equal', afterType(dates.dateBound)],

  ['digits', now(digits.digits)],
  ['digits_between', now(digits.digitsBetween)],

  ['size', afterType(sizes.size)],
  ['min', afterType(sizes.min)],
  ['max', afterType(sizes.max)],
  ['between', afterType(sizes.between)],

  ['in', now(values.inList)],
  ['not_in', now(values.notInList)],
  ['same', now(values.same)],
  ['different', now(values.different)],
  ['exists', now(values.exists)],
]);

/** The handler of a rule name (lower case), or undefined for a rule that adds nothing. */
export function ruleEntry(name: string): RuleEntry | undefined {
  return RULES.get(name);
}
