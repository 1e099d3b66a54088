/**
 * Example values chosen from a parameter's name: the last dotted segment decides.
 * Scribe's list (email, uuid, url, locale, timezone, password, description) plus a few names whose
 * realistic values are obvious (people's names, ids, slugs, phone numbers).
 */
import type { Faker } from '@faker-js/faker';

export interface NameHints {
  min?: number;
  max?: number;
  size?: number;
}

/** The common locale codes `faker->locale()` draws from, written the PHP way. */
const LOCALES = ['en_US', 'en_GB', 'fr_FR', 'de_DE', 'es_ES', 'pt_BR', 'it_IT', 'nl_NL', 'ja_JP', 'zh_CN', 'sv_SE', 'pl_PL'];

/** The field name the by-name rules look at: `user.contact_email` → `contact_email`, `tags[]` → `tags`. */
export function lastNameSegment(name: string): string {
  const segments = name.replace(/\[\]/g, '').split('.').filter((s) => s !== '' && s !== '*');
  return (segments[segments.length - 1] ?? '').toLowerCase();
}

/** Which by-name generator applies to a string parameter, if any. */
export function nameKind(name: string): string | undefined {
  const field = lastNameSegment(name);
  if (field.endsWith('email') || field.endsWith('email_address')) return 'email';
  if (field.endsWith('uuid')) return 'uuid';
  if (field.endsWith('url')) return 'url';
  if (field.endsWith('locale')) return 'locale';
  if (field.endsWith('timezone')) return 'timezone';
  if (field === 'password' || field === 'pwd' || field === 'password_confirmation') return 'password';
  if (field === 'description') return 'description';
  if (field === 'name' || field === 'full_name' || field === 'fullname') return 'fullName';
  if (field === 'first_name' || field === 'firstname' || field === 'given_name') return 'firstName';
  if (field === 'last_name' || field === 'lastname' || field === 'surname' || field === 'family_name') return 'lastName';
  if (field === 'username' || field === 'user_name') return 'username';
  if (field === 'phone' || field === 'phone_number' || field === 'mobile') return 'phone';
  if (field === 'slug') return 'slug';
  if (field === 'id' || field.endsWith('_id')) return 'id';
  return undefined;
}

/** A string example for a by-name kind, drawn from a faker that the caller has seeded. */
export function exampleForNameKind(kind: string, faker: Faker, hints: NameHints = {}): string | undefined {
  switch (kind) {
    case 'email':
      return faker.internet.exampleEmail().toLowerCase();
    case 'uuid':
      return faker.string.uuid();
    case 'url':
      return faker.internet.url();
    case 'locale':
      return faker.helpers.arrayElement(LOCALES);
    case 'timezone':
      return faker.location.timeZone();
    case 'password': {
      const wanted = hints.size ?? 12;
      const length = Math.min(Math.max(wanted, hints.min ?? 8), hints.max ?? 64);
      return faker.internet.password({ length });
    }
    case 'description':
      return faker.lorem.sentence();
    case 'fullName':
      return faker.person.fullName();
    case 'firstName':
      return faker.person.firstName();
    case 'lastName':
      return faker.person.lastName();
    case 'username':
      return faker.internet.username().toLowerCase();
    case 'phone':
      return faker.phone.number({ style: 'international' });
    case 'slug':
      return faker.lorem.slug(3);
    case 'id':
      return String(faker.number.int({ min: 1, max: 20 }));
    default:
      return undefined;
  }
}
