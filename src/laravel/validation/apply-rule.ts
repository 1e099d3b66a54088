/**
 * What one validation rule says about a parameter: its type, a sentence for the description and
 * how to generate an example (reference §2, Scribe's `parseRule`). Rules whose meaning depends on
 * the type (`min`, `max`, `size`, `between`, `before`, `after` …) wait for the second pass.
 */
import type { ExampleGenerator, ExampleHints } from '../../examples/generator.ts';
import { dateRangeForRule } from '../../examples/php-date.ts';
import { formatPhpDate } from '../../php/date-format.ts';
import { phpRegexToJs } from '../../examples/regex.ts';
import { friendlyList, ruleLine, sizeBaseFor } from './descriptions.ts';
import { appendSentence, type ParamDraft } from './draft.ts';
import { parseStringRule, type RuleItem } from './rules.ts';

const DEPENDENT_RULES = new Set([
  'between', 'max', 'min', 'size', 'gt', 'gte', 'lt', 'lte', 'before', 'after', 'before_or_equal', 'after_or_equal',
]);

export interface RuleContext {
  examples: ExampleGenerator;
  /** Every parameter's draft, by rule key (the second pass uses it to tell field names from dates). */
  allDrafts: ReadonlyMap<string, ParamDraft>;
  /** The other rules of this parameter (a `date_format` shapes the examples of `after`/`before`). */
  siblingRules: readonly RuleItem[];
}

/** Applies a rule. In the first pass, returns false for a rule that must wait for the second. */
export function applyRule(rule: RuleItem, draft: ParamDraft, independentOnly: boolean, context: RuleContext): boolean {
  switch (rule.kind) {
    case 'closure':
      if (rule.description) appendSentence(draft, rule.description);
      return true;
    case 'enum':
    case 'in':
      if (rule.values.length > 0) {
        if (rule.kind === 'enum') draft.type = typeOfValue(rule.values[0]);
        draft.enumValues = [...rule.values];
        if (rule.kind === 'enum') draft.enumClass = rule.className;
        else delete draft.enumClass;
        draft.setter = () => context.examples.pick(draft.enumValues, exampleKey(draft), 'in');
        draft.formatted = true;
      }
      return true;
    case 'documented':
      if (rule.description) appendSentence(draft, rule.description);
      if (rule.hasExample) {
        draft.setter = () => rule.example;
        draft.formatted = true;
      }
      if (typeof rule.extra.type === 'string') draft.type = rule.extra.type;
      if (typeof rule.extra.required === 'boolean') draft.required = rule.extra.required;
      if (typeof rule.extra.nullable === 'boolean') draft.nullable = rule.extra.nullable;
      if (Array.isArray(rule.extra.enumValues)) {
        draft.enumValues = [...(rule.extra.enumValues as unknown[])];
        delete draft.enumClass;
      }
      return true;
    case 'opaque':
      return true;
    case 'string':
      return applyStringRule(rule.rule, draft, independentOnly, context);
  }
}

function applyStringRule(ruleText: string, draft: ParamDraft, independentOnly: boolean, context: RuleContext): boolean {
  const { name, args } = parseStringRule(ruleText);
  if (independentOnly && DEPENDENT_RULES.has(name)) return false;
  if (draft.type === 'array' && ['size', 'min', 'max', 'between'].includes(name)) draft.countsItems = true;
  const g = context.examples;
  const key = exampleKey(draft);
  const arg0 = args[0] ?? '';

  switch (name) {
    case 'sometimes':
      if (!draft.required) draft.sometimes = true;
      break;
    case 'required':
      if (!draft.sometimes) draft.required = true;
      break;
    case 'nullable':
      draft.nullable = true;
      break;
    case 'accepted':
      if (!draft.sometimes) draft.required = true;
      draft.type = 'boolean';
      appendSentence(draft, 'Must be accepted.');
      draft.setter = () => true;
      draft.formatted = true;
      break;

    // Primitive types: no description.
    case 'bool':
    case 'boolean':
      draft.type = 'boolean';
      draft.setter = () => g.pick([true, false], key, 'boolean');
      break;
    case 'string':
      draft.type = 'string';
      draft.setter = () => g.forType('string', key);
      break;
    case 'int':
    case 'integer':
      draft.type = 'integer';
      draft.setter = () => g.forType('integer', key);
      break;
    case 'numeric':
      draft.type = 'number';
      draft.setter = () => g.forType('number', key);
      break;
    case 'array':
      // Later turned into `object`, `T[]` or `object[]` (nested.ts).
      draft.type = 'array';
      draft.setter = () => [g.forType('string', `${key}[]`)];
      break;
    case 'file':
      draft.type = 'file';
      appendSentence(draft, 'Must be a file.');
      draft.setter = () => g.forType('file', key);
      break;

    // Special strings.
    case 'alpha':
      appendSentence(draft, 'Must contain only letters.');
      draft.setter = () => g.faker(key, 'alpha').string.alpha({ length: 6, casing: 'lower' });
      draft.formatted = true;
      break;
    case 'alpha_dash':
      appendSentence(draft, 'Must contain only letters, numbers, dashes and underscores.');
      draft.setter = () => g.faker(key, 'alpha_dash').helpers.replaceSymbols('???-???_?').toLowerCase();
      draft.formatted = true;
      break;
    case 'alpha_num':
      appendSentence(draft, 'Must contain only letters and numbers.');
      draft.setter = () => g.faker(key, 'alpha_num').helpers.replaceSymbols('#?#???#').toLowerCase();
      draft.formatted = true;
      break;
    case 'timezone':
      appendSentence(draft, 'Must be a valid time zone, such as <code>Africa/Accra</code>.');
      draft.setter = () => g.faker(key, 'timezone').location.timeZone();
      draft.formatted = true;
      break;
    case 'email':
      appendSentence(draft, ruleLine('email'));
      draft.type = 'string';
      draft.setter = () => g.faker(key, 'email').internet.exampleEmail().toLowerCase();
      draft.formatted = true;
      break;
    case 'url':
      draft.type = 'string';
      appendSentence(draft, 'Must be a valid URL.');
      draft.setter = () => g.faker(key, 'url').internet.url();
      draft.formatted = true;
      break;
    case 'ip':
      appendSentence(draft, ruleLine('ip'));
      draft.type = 'string';
      draft.setter = () => g.faker(key, 'ip').internet.ipv4();
      draft.formatted = true;
      break;
    case 'json':
      draft.type = 'string';
      appendSentence(draft, ruleLine('json'));
      draft.setter = () => JSON.stringify([g.forType('string', `${key}.0`), g.forType('string', `${key}.1`)]);
      draft.formatted = true;
      break;
    case 'date':
      draft.type = 'string';
      appendSentence(draft, ruleLine('date'));
      draft.setter = () => g.phpDate(dateFormatOf(context) ?? 'Y-m-d\\TH:i:s', key);
      draft.formatted = true;
      break;
    case 'date_format':
      draft.type = 'string';
      appendSentence(draft, `Must be a valid date in the format <code>${arg0}</code>.`);
      draft.setter = () => g.phpDate(arg0, key);
      draft.formatted = true;
      break;
    case 'after':
    case 'after_or_equal':
    case 'before':
    case 'before_or_equal': {
      draft.type = 'string';
      appendSentence(draft, ruleLine(name, { ':date': `<code>${arg0}</code>` }));
      const range = dateRangeForRule(name.startsWith('after') ? 'after' : 'before', arg0, context.allDrafts.has(arg0));
      draft.setter = () => formatPhpDate(dateFormatOf(context) ?? 'Y-m-d', g.timestampBetween(range.from, range.to, key, name));
      draft.formatted = true;
      break;
    }
    case 'starts_with':
      appendSentence(draft, `Must start with one of ${friendlyList(args)}`);
      draft.setter = () => `${arg0}${g.faker(key, 'starts_with').string.alpha({ length: 4, casing: 'lower' })}`;
      draft.formatted = true;
      break;
    case 'ends_with':
      appendSentence(draft, `Must end with one of ${friendlyList(args)}`);
      draft.setter = () => `${g.faker(key, 'ends_with').string.alpha({ length: 4, casing: 'lower' })}${arg0}`;
      draft.formatted = true;
      break;
    case 'uuid':
      appendSentence(draft, ruleLine('uuid'));
      draft.setter = () => g.faker(key, 'uuid').string.uuid();
      draft.formatted = true;
      break;
    case 'regex': {
      appendSentence(draft, `Must match the regex ${arg0}.`);
      const regex = phpRegexToJs(arg0);
      if (regex) {
        const sample = g.matching(regex, key);
        if (sample !== undefined) {
          draft.setter = () => sample;
          draft.formatted = true;
        }
      }
      break;
    }

    // Special numbers.
    case 'digits':
      appendSentence(draft, ruleLine('digits', { ':digits': arg0 }));
      draft.type = 'string';
      draft.setter = () => g.faker(key, 'digits').string.numeric({ length: toCount(arg0), allowLeadingZeros: true });
      draft.formatted = true;
      break;
    case 'digits_between': {
      const min = args[0] ?? '1';
      const max = args[1] ?? min;
      appendSentence(draft, ruleLine('digits_between', { ':min': min, ':max': max }));
      draft.type = 'string';
      draft.formatted = true;
      draft.setter = () => {
        const faker = g.faker(key, 'digits_between');
        const length = faker.number.int({ min: toCount(min), max: Math.max(toCount(min), toCount(max)) });
        return faker.string.numeric({ length, allowLeadingZeros: true });
      };
      break;
    }

    // Sizes: the sentence depends on the type.
    case 'size': {
      appendSentence(draft, ruleLine('size', { ':size': arg0 }, sizeBaseFor(draft.type)));
      const size = Number(arg0);
      if (!draft.formatted) draft.setter = () => exampleOfSize(draft, g, key, { size });
      break;
    }
    case 'min': {
      appendSentence(draft, ruleLine('min', { ':min': arg0 }, sizeBaseFor(draft.type)));
      if (!draft.formatted) draft.setter = sizedSetter(draft, g, key, Number(arg0), 90, 'min');
      break;
    }
    case 'max': {
      appendSentence(draft, ruleLine('max', { ':max': arg0 }, sizeBaseFor(draft.type)));
      if (!draft.formatted) draft.setter = sizedSetter(draft, g, key, 1, Math.min(Number(arg0), 25), 'max');
      break;
    }
    case 'between': {
      const min = args[0] ?? '0';
      const max = args[1] ?? min;
      appendSentence(draft, ruleLine('between', { ':min': min, ':max': max }, sizeBaseFor(draft.type)));
      // The smallest sizes: generating up to the maximum can be needlessly large.
      if (!draft.formatted) draft.setter = sizedSetter(draft, g, key, Number(min), Number(min) + 1, 'between');
      break;
    }

    case 'image':
      draft.type = 'file';
      appendSentence(draft, ruleLine('image'));
      draft.setter = () => g.forType('file', key);
      break;

    case 'in':
      draft.enumValues = args;
      delete draft.enumClass;
      // Reads the list when called: the values are cast to the type once it is known.
      draft.setter = () => g.pick(draft.enumValues, key, 'in');
      draft.formatted = true;
      break;
    case 'not_in':
      appendSentence(draft, `Must not be one of ${friendlyList(args)}`);
      break;
    case 'required_if':
      appendSentence(draft, `This field is required when <code>${arg0}</code> is ${friendlyList(args.slice(1))}.`);
      break;
    case 'required_unless':
      appendSentence(draft, `This field is required unless <code>${arg0}</code> is in ${friendlyList(args.slice(1))}.`);
      break;
    case 'required_with':
      appendSentence(draft, `This field is required when ${friendlyList(args)} is present.`);
      break;
    case 'required_without':
      appendSentence(draft, `This field is required when ${friendlyList(args)} is not present.`);
      break;
    case 'required_with_all':
      appendSentence(draft, `This field is required when ${friendlyList(args, 'and')} are present.`);
      break;
    case 'required_without_all':
      appendSentence(draft, `This field is required when none of ${friendlyList(args, 'and')} are present.`);
      break;
    case 'accepted_if':
      draft.type = 'boolean';
      appendSentence(draft, `Must be accepted when <code>${arg0}</code> is ${friendlyList(args.slice(1))}`);
      draft.setter = () => true;
      draft.formatted = true;
      break;
    case 'same':
      appendSentence(draft, `The value and <code>${arg0}</code> must match.`);
      break;
    case 'different':
      appendSentence(draft, `The value and <code>${arg0}</code> must be different.`);
      break;
    case 'exists': {
      const column = args[1] && args[1] !== 'NULL' ? args[1] : lastSegment(draft.key);
      appendSentence(draft, `The <code>${column}</code> of an existing record in the ${arg0} table.`);
      break;
    }
    default:
      // Everything else (sometimes-like, unique, mimes, confirmed …) adds nothing, as in Scribe.
      break;
  }
  return true;
}

/** The name examples are keyed by: the rule key, so that `items.*.id` examples do not depend on order. */
function exampleKey(draft: ParamDraft): string {
  return draft.key;
}

function lastSegment(key: string): string {
  const parts = key.split('.').filter((p) => p !== '*');
  return parts[parts.length - 1] ?? key;
}

function toCount(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 64) : 1;
}

function typeOfValue(value: unknown): string {
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

function dateFormatOf(context: RuleContext): string | undefined {
  for (const rule of context.siblingRules) {
    if (rule.kind !== 'string') continue;
    const parsed = parseStringRule(rule.rule);
    if (parsed.name === 'date_format' && parsed.args[0]) return parsed.args[0];
  }
  return undefined;
}

/** Scribe's "between" generator: a size drawn in [min, max], then a value of the type with that size. */
function sizedSetter(draft: ParamDraft, g: ExampleGenerator, key: string, min: number, max: number, kind: string): () => unknown {
  return () => {
    const low = Number.isFinite(min) ? min : 0;
    const high = Number.isFinite(max) ? Math.max(max, low) : low + 1;
    const size = g.faker(key, `${kind}-size`).number.int({ min: Math.ceil(low), max: Math.floor(high) });
    return exampleOfSize(draft, g, key, { size, min: low, max: high });
  };
}

function exampleOfSize(draft: ParamDraft, g: ExampleGenerator, key: string, hints: ExampleHints): unknown {
  const type = draft.type ?? 'string';
  if (type === 'array') {
    const count = Math.max(1, Math.min(Math.trunc(hints.size ?? 1), 20));
    return Array.from({ length: count }, (_, i) => g.forType('string', `${key}[${i}]`));
  }
  return g.forType(type, key, { ...hints, enumValues: draft.enumValues });
}
