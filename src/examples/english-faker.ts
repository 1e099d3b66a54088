/**
 * A new Faker with the English locale (over the base locale). Built from the English-only entry point: the
 * package's main entry loads every locale, which cost more start-up time than a warm run's whole extraction.
 */
import type { Faker, Randomizer } from '@faker-js/faker';
import { faker as english } from '@faker-js/faker/locale/en';

export function englishFaker(randomizer?: Randomizer): Faker {
  const FakerClass = english.constructor as typeof Faker;
  // `rawDefinitions` is English merged over the base locale, as `locale: [en, base]` gives.
  return new FakerClass({ locale: english.rawDefinitions, ...(randomizer ? { randomizer } : {}) });
}
