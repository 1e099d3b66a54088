/**
 * Validation rules as docgen reads them from PHP source, before they become parameters.
 * A rule is either Laravel's string form (`max:255`) or a rule object that could be read statically.
 */

export type RuleItem =
  /** One string rule, e.g. `required`, `max:255`, `in:a,b`, `exists:users,id`. */
  | { kind: 'string'; rule: string }
  /** `Rule::in([...])` / `new In([...])`, values as evaluated (numbers stay numbers). */
  | { kind: 'in'; values: unknown[] }
  /** `new Enum(X::class)` / `Rule::enum(X::class)`: the backed cases' values. */
  | { kind: 'enum'; values: unknown[]; className: string }
  /** A closure rule: its docblock text is the description. */
  | { kind: 'closure'; description: string }
  /** A rule object with a readable `docs()` method. */
  | { kind: 'documented'; description?: string; example?: unknown; hasExample: boolean; extra: Record<string, unknown> }
  /** Any other rule object: it adds nothing (like Scribe's rule objects without `docs()`). */
  | { kind: 'opaque'; label: string };

/** Rules per parameter name, in source order (`items.*.name` keys as written). */
export type RuleSet = Record<string, RuleItem[]>;

/**
 * What the user wrote about a parameter besides its rules: from `bodyParameters()`/`queryParameters()`
 * or a comment above the rule. `example` counts only when the key is present; the string
 * `No-example` means "leave it out of examples".
 */
export interface CustomParameterData {
  description?: string;
  example?: unknown;
}

/**
 * Splits a `a|b:c` rule string as Laravel does, except that a `regex:`/`not_regex:` rule keeps any
 * `|` of its pattern (Laravel only manages that when the regex is the whole string).
 */
export function splitRuleString(rules: string): string[] {
  const parts = rules.split('|');
  const result: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (/^\s*(not_)?regex:/i.test(part)) {
      result.push(parts.slice(i).join('|'));
      break;
    }
    if (part.trim() !== '') result.push(part);
  }
  return result;
}

/** `max:3` → `['max', ['3']]`; arguments are CSV, except for rules whose argument may hold commas. */
export function parseStringRule(rule: string): { name: string; args: string[] } {
  const colon = rule.indexOf(':');
  if (colon === -1) return { name: rule.trim().toLowerCase(), args: [] };
  const name = rule.slice(0, colon).trim().toLowerCase();
  const argText = rule.slice(colon + 1);
  if (['regex', 'not_regex', 'date', 'date_format'].includes(name)) return { name, args: [argText] };
  return { name, args: parseCsv(argText) };
}

/** PHP `str_getcsv` with its defaults: comma separated, `"` quotes with `""` escapes. */
export function parseCsv(text: string): string[] {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        current += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (ch === ',') {
      values.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  values.push(current);
  return values;
}

/** Rule items from a rule string, each string rule on its own. */
export function stringRules(rules: string): RuleItem[] {
  return splitRuleString(rules).map((rule) => ({ kind: 'string', rule }));
}
