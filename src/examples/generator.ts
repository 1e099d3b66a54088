/**
 * Deterministic example values for one endpoint.
 *
 * Every value is drawn from a faker reseeded with a hash of (faker seed, endpoint id, key, kind),
 * where the key is usually the parameter name. So a fixed `examples.faker_seed` gives the same
 * examples run after run, and adding an endpoint or a parameter never changes anyone else's.
 * (Scribe reseeds one faker per call, so all its strings are the same word, and draws `in:` values
 * unseeded; neither happens here.)
 */
import type { Faker } from '@faker-js/faker';
import { englishFaker } from './english-faker.ts';
import { exampleForNameKind, nameKind } from './by-name.ts';
import { formatPhpDate } from '../php/date-format.ts';
import { ANY_DATE_WINDOW } from './php-date.ts';
import { sampleMatching } from './regex.ts';
import { effectiveSeed, fastRandomizer, hashParts } from './seed.ts';

/** Constraints from validation rules that shape a generated example. */
export interface ExampleHints {
  /** Lower bound: a number's value, a string's length, a file's kilobytes, an array's items. */
  min?: number;
  max?: number;
  /** Exact size (same meaning as min/max); used alone it gives exactly this value or length. */
  size?: number;
  /** When present and not empty, the example is one of these. */
  enumValues?: readonly unknown[];
}

export interface ExampleGenerator {
  readonly endpointId: string;
  /**
   * The shared faker, reseeded for this (key, kind). Use it at once: the next call reseeds it.
   * `kind` separates several values drawn for the same key (e.g. `'string'`, `'in'`, `'regex'`).
   */
  faker(key: string, kind: string): Faker;
  /**
   * An example for a parameter type (`string`, `integer`, `number`, `boolean`, `object`, `file`,
   * `T[]`), refined by the parameter name (emails, uuids, names, ids …) and by rule hints.
   */
  forType(type: string, name: string, hints?: ExampleHints): unknown;
  /** A by-name example for string parameters (`email` → a safe email …), or undefined when the name says nothing. */
  forName(name: string, hints?: ExampleHints): string | undefined;
  /** One of the values, chosen by the seed (undefined for an empty list). */
  pick<T>(values: readonly T[], key: string, kind?: string): T | undefined;
  /** A string matching the regular expression, or undefined when it cannot be sampled. */
  matching(regex: RegExp, key: string, kind?: string): string | undefined;
  /** A whole-second unix timestamp in [from, to]. */
  timestampBetween(from: number, to: number, key: string, kind?: string): number;
  /** PHP `date(format)` of a seeded moment in a fixed window (never "now", which would change every build). */
  phpDate(format: string, key: string, kind?: string): string;
  /** A random-looking token of `length` letters and digits (auth placeholders). */
  randomToken(length?: number): string;
}

/** One faker for the whole process: reseeding is cheap, building a Faker with its locale is not free. */
let sharedFaker: Faker | undefined;
function fakerInstance(): Faker {
  sharedFaker ??= englishFaker(fastRandomizer());
  return sharedFaker;
}

/** Fake uploads are described by their file name, like Scribe's `UploadedFile::fake()->create('test.jpg')`. */
export const FAKE_FILE_EXAMPLE = 'test.jpg';

export function createExampleGenerator(seed: number | null, endpointId: string): ExampleGenerator {
  const baseSeed = effectiveSeed(seed);
  const seeded = (key: string, kind: string): Faker => {
    const faker = fakerInstance();
    faker.seed(hashParts(baseSeed, endpointId, key, kind));
    return faker;
  };

  const generator: ExampleGenerator = {
    endpointId,
    faker: seeded,

    forName(name, hints = {}) {
      const kind = nameKind(name);
      return kind ? exampleForNameKind(kind, seeded(name, `name:${kind}`), hints) : undefined;
    },

    forType(type, name, hints = {}) {
      if (hints.enumValues && hints.enumValues.length > 0) return generator.pick(hints.enumValues, name, 'enum');
      if (type.endsWith('[]')) {
        const itemType = type.slice(0, -2);
        const count = listLength(hints);
        return Array.from({ length: count }, (_, i) =>
          generator.forType(itemType, i === 0 ? `${name}[]` : `${name}[${i}]`, { ...hints, size: undefined, min: undefined, max: undefined }),
        );
      }
      const exactSize = hints.min === undefined && hints.max === undefined ? hints.size : undefined;
      switch (type) {
        case 'integer': {
          if (exactSize !== undefined) return Math.trunc(exactSize);
          if (hints.max !== undefined) return seeded(name, 'integer').number.int({ min: Math.ceil(hints.min ?? 0), max: Math.floor(hints.max) });
          return seeded(name, 'integer').number.int({ min: 1, max: 20 });
        }
        case 'number': {
          if (exactSize !== undefined) return exactSize;
          if (hints.max !== undefined) return seeded(name, 'number').number.int({ min: Math.ceil(hints.min ?? 0), max: Math.floor(hints.max) });
          return seeded(name, 'number').number.float({ min: 1, max: 100_000, fractionDigits: 2 });
        }
        case 'boolean':
          return seeded(name, 'boolean').datatype.boolean();
        case 'object':
          return {};
        case 'file':
          return FAKE_FILE_EXAMPLE;
        default: {
          const byName = generator.forName(name, hints);
          if (byName !== undefined) return byName;
          const length = hints.size;
          if (length !== undefined && length > 0) return seeded(name, 'string').string.alpha({ length: Math.min(Math.trunc(length), 255), casing: 'lower' });
          return seeded(name, 'string').lorem.word();
        }
      }
    },

    pick(values, key, kind = 'pick') {
      if (values.length === 0) return undefined;
      return seeded(key, kind).helpers.arrayElement(values as unknown[]) as (typeof values)[number];
    },

    matching(regex, key, kind = 'regex') {
      const faker = seeded(key, kind);
      return sampleMatching(regex, (min, max) => faker.number.int({ min, max }));
    },

    timestampBetween(from, to, key, kind = 'date') {
      const low = Math.ceil(Math.min(from, to));
      const high = Math.floor(Math.max(from, to));
      return seeded(key, kind).number.int({ min: low, max: high });
    },

    phpDate(format, key, kind = 'date') {
      return formatPhpDate(format, generator.timestampBetween(ANY_DATE_WINDOW.from, ANY_DATE_WINDOW.to, key, kind));
    },

    randomToken(length = 24) {
      return seeded('auth', 'token').string.alphanumeric({ length });
    },
  };
  return generator;
}

/** How many items a generated list example gets: an exact or minimum size when one is known, else one. */
function listLength(hints: ExampleHints): number {
  const wanted = hints.size ?? hints.min ?? 1;
  return Math.max(1, Math.min(Math.trunc(wanted), 20));
}

/** A token for auth placeholders outside any endpoint (same determinism rules as the generator). */
export function randomToken(length: number, seed: number | null): string {
  return createExampleGenerator(seed, '').randomToken(length);
}
