/** `Illuminate\\Support\\Str` (and `Stringable`): Laravel's string helpers, with random parts from the faker. */
import { plural, singular } from '../../inflect.ts';
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { list, str, type ExampleEnv, type ExampleFamily } from './example-env.ts';

export function snake(value: string, delimiter = '_'): string {
  return value
    .replace(/\s+/g, '')
    .replace(/([a-z\d])([A-Z])/g, `$1${delimiter}$2`)
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, `$1${delimiter}$2`)
    .toLowerCase();
}

export function studly(value: string): string {
  return value
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

export function camel(value: string): string {
  const s = studly(value);
  return s ? s[0]!.toLowerCase() + s.slice(1) : s;
}

export function slug(value: string, separator = '-'): string {
  const slugged = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/@/g, `${separator}at${separator}`)
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, separator);
  return withoutSeparatorsAround(slugged, separator);
}

/** The text without repeats of `separator` at either end (any separator text, taken literally). */
function withoutSeparatorsAround(text: string, separator: string): string {
  if (separator === '') return text;
  let start = 0;
  let end = text.length;
  while (text.startsWith(separator, start) && start < end) start += separator.length;
  while (end - separator.length >= start && text.endsWith(separator, end)) end -= separator.length;
  return text.slice(start, end);
}

/** What `Str::uuid()` returns (a ramsey/uuid object): its text wherever PHP converts it or encodes it. */
export class UuidValue implements RuntimeObject {
  readonly phpClass = 'Ramsey\\Uuid\\UuidInterface';

  constructor(readonly text: string) {}

  getProperty(name: string, site: CallSite): unknown {
    return site.unknown(`the property ${name} of a UUID`);
  }

  callMethod(name: string, _args: unknown[], site: CallSite): unknown {
    const lower = name.toLowerCase();
    if (lower === 'tostring' || lower === '__tostring' || lower === 'jsonserialize') return this.text;
    if (lower === 'gethex') return this.text.replace(/-/g, '');
    return site.unknown(`the UUID method ${name}()`);
  }

  jsonValue(): unknown {
    return this.text;
  }

  toPhpString(): string {
    return this.text;
  }
}

function strMethod(env: ExampleEnv, method: string, args: unknown[], site: CallSite): unknown {
  const { faker } = env;
  const [a, b, c] = args;
  switch (method.toLowerCase()) {
    case 'random':
      return faker.string.alphanumeric(typeof a === 'number' ? a : 16);
    case 'uuid':
    case 'ordereduuid':
      return new UuidValue(faker.string.uuid());
    case 'ulid':
      // On the example clock, so a seeded build gives the same ULIDs run after run.
      return faker.string.ulid({ refDate: env.now });
    case 'slug':
      return slug(str(a), typeof b === 'string' ? b : '-');
    case 'upper':
      return str(a).toUpperCase();
    case 'lower':
      return str(a).toLowerCase();
    case 'title':
    case 'headline':
      return str(a).replace(/[-_]+/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase());
    case 'ucfirst':
      return str(a).charAt(0).toUpperCase() + str(a).slice(1);
    case 'snake':
      return snake(str(a), typeof b === 'string' ? b : '_');
    case 'kebab':
      return snake(str(a), '-');
    case 'camel':
      return camel(str(a));
    case 'studly':
      return studly(str(a));
    case 'plural':
      return plural(str(a));
    case 'singular':
      return singular(str(a));
    case 'limit': {
      const limit = typeof b === 'number' ? b : 100;
      const text = str(a);
      return text.length <= limit ? text : text.slice(0, limit).trimEnd() + (typeof c === 'string' ? c : '...');
    }
    case 'words': {
      const count = typeof b === 'number' ? b : 100;
      const parts = str(a).split(/\s+/);
      return parts.length <= count ? str(a) : parts.slice(0, count).join(' ') + (typeof c === 'string' ? c : '...');
    }
    case 'length':
      return str(a).length;
    case 'contains':
      return list(b).length ? list(b).some((n) => str(a).includes(str(n))) : str(a).includes(str(b));
    case 'startswith':
      return str(a).startsWith(str(b));
    case 'endswith':
      return str(a).endsWith(str(b));
    case 'replace':
      return str(c).split(str(a)).join(str(b));
    case 'after':
      return str(a).includes(str(b)) ? str(a).slice(str(a).indexOf(str(b)) + str(b).length) : str(a);
    case 'before':
      return str(a).includes(str(b)) ? str(a).slice(0, str(a).indexOf(str(b))) : str(a);
    case 'mask':
      return str(a);
    case 'of':
      return str(a);
    case 'markdown':
    case 'inlinemarkdown':
      return `<p>${str(a)}</p>\n`;
    default:
      return site.unknown(`Str::${method}()`);
  }
}

export const strFacade: ExampleFamily = {
  statics: { str: strMethod, stringable: strMethod },
};
