/**
 * Example values for table columns when no factory says what goes in them: the column's kind decides the
 * type (an `integer` column gives a number, `boolean` 1/0 as the database returns it, `datetime` a
 * `Y-m-d H:i:s` string, `enum` one of its values), and the column's name picks a realistic value.
 */
import type { Faker } from '@faker-js/faker';
import type { Column, ColumnKind } from '../migrations/blueprint.ts';
import { PhpDate } from './carbon-date.ts';

const PASSWORD_HASH = '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi';

/** A value for a string-like column, chosen by its name. */
export function stringForName(faker: Faker, name: string, maxLength?: number): string {
  const n = name.toLowerCase();
  const pick = (): string => {
    if (/email/.test(n)) return faker.internet.exampleEmail().toLowerCase();
    if (n === 'password' || n.endsWith('_password')) return PASSWORD_HASH;
    if (/remember_token/.test(n)) return faker.string.alphanumeric(10);
    if (/token|secret|api_key/.test(n)) return faker.string.alphanumeric(40);
    if (n === 'first_name' || n === 'firstname') return faker.person.firstName();
    if (n === 'last_name' || n === 'lastname' || n === 'surname') return faker.person.lastName();
    if (n === 'username' || n === 'user_name' || n === 'login' || n === 'handle') return faker.internet.username().toLowerCase();
    if (/(^|_)name$/.test(n) && /company|organi[sz]ation|business/.test(n)) return faker.company.name();
    if (n === 'name' || /(^|_)(full_)?name$/.test(n)) return faker.person.fullName();
    if (/slug/.test(n)) return faker.helpers.slugify(faker.lorem.words(3));
    if (/(^|_)(url|website|link|homepage)$/.test(n)) return faker.internet.url();
    if (/avatar|image|photo|picture|thumbnail|logo|cover/.test(n)) return faker.image.url({ width: 640, height: 480 });
    if (/phone|mobile|tel/.test(n)) return faker.phone.number();
    if (/uuid|guid/.test(n)) return faker.string.uuid();
    if (/(^|_)ip(_address)?$/.test(n)) return faker.internet.ipv4();
    if (/address|street/.test(n)) return faker.location.streetAddress();
    if (/city|town/.test(n)) return faker.location.city();
    if (/country_code/.test(n)) return faker.location.countryCode();
    if (/country/.test(n)) return faker.location.country();
    if (/state|province|region/.test(n)) return faker.location.state();
    if (/zip|postcode|postal/.test(n)) return faker.location.zipCode();
    if (/currency/.test(n)) return faker.finance.currencyCode();
    if (/colou?r/.test(n)) return faker.color.rgb({ format: 'hex', casing: 'lower' });
    if (/locale|lang/.test(n)) return 'en';
    if (/timezone/.test(n)) return faker.location.timeZone();
    if (/title|subject|headline|label/.test(n)) return faker.lorem.sentence(3).replace(/\.$/, '');
    if (/description|summary|bio|about|excerpt|note|comment/.test(n)) return faker.lorem.sentence();
    if (/body|content|text|message/.test(n)) return faker.lorem.paragraph();
    if (/code|sku|reference|number/.test(n)) return faker.string.alphanumeric({ length: 8, casing: 'upper' });
    if (/type|status|role|kind|category/.test(n)) return faker.lorem.word();
    return faker.lorem.word();
  };
  const value = pick();
  return maxLength && value.length > maxLength ? value.slice(0, maxLength) : value;
}

/** A number for an integer column, by name. */
export function integerForName(faker: Faker, name: string): number {
  const n = name.toLowerCase();
  if (n.endsWith('_id') || n === 'id') return 1;
  if (/age/.test(n)) return faker.number.int({ min: 18, max: 80 });
  if (/year/.test(n)) return faker.number.int({ min: 2000, max: 2024 });
  if (/price|amount|total|cost|balance/.test(n)) return faker.number.int({ min: 100, max: 10000 });
  if (/order|position|sort|rank|priority|level/.test(n)) return faker.number.int({ min: 1, max: 10 });
  return faker.number.int({ min: 1, max: 100 });
}

/**
 * The value a database row would hold for a column (before any cast). `now` is the example clock;
 * `nextId` gives auto-increment keys.
 */
export function columnValue(faker: Faker, column: Column, now: number): unknown {
  const name = column.name;
  if (column.name === 'deleted_at') return null;
  const kind: ColumnKind = column.kind;
  switch (kind) {
    case 'integer':
      return integerForName(faker, name);
    case 'float':
      return faker.number.float({ min: 1, max: 1000, fractionDigits: column.places ?? 2 });
    case 'decimal':
      // PDO returns DECIMAL columns as strings.
      return faker.number.float({ min: 1, max: 1000, fractionDigits: column.places ?? 2 }).toFixed(column.places ?? 2);
    case 'string':
      return stringForName(faker, name, column.length);
    case 'text':
      return /title|name/.test(name) ? stringForName(faker, name) : faker.lorem.paragraph();
    case 'boolean':
      return faker.datatype.boolean() ? 1 : 0;
    case 'date':
      return dateIn(faker, now).format('Y-m-d');
    case 'datetime':
      return dateIn(faker, now).format('Y-m-d H:i:s');
    case 'time':
      return dateIn(faker, now).format('H:i:s');
    case 'year':
      return faker.number.int({ min: 2000, max: new Date(now).getUTCFullYear() });
    case 'json':
      return '{}';
    case 'uuid':
      return faker.string.uuid();
    case 'ulid':
      return faker.string.ulid({ refDate: now });
    case 'enum':
      return column.allowed?.length ? faker.helpers.arrayElement(column.allowed) : faker.lorem.word();
    case 'ip':
      return faker.internet.ipv4();
    case 'mac':
      return faker.internet.mac();
    case 'binary':
    case 'geometry':
      return null;
  }
}

/** A moment in the year before the example clock, whole seconds (as a database stores it). */
export function dateIn(faker: Faker, now: number): PhpDate {
  const ms = faker.date.between({ from: now - 365 * 86_400_000, to: now }).getTime();
  return new PhpDate(Math.floor(ms / 1000) * 1000, now);
}

/** A value for an attribute known only by a PHP type (`@property int $votes`) or a cast. */
export function valueForType(faker: Faker, type: string, name: string, now: number): unknown {
  const t = type.replace(/^\?/, '').split('|')[0]!.toLowerCase().replace(/^\\/, '');
  if (t === 'int' || t === 'integer') return integerForName(faker, name);
  if (t === 'float' || t === 'double' || t === 'real' || t.startsWith('decimal')) return faker.number.float({ min: 1, max: 1000, fractionDigits: 2 });
  if (t === 'bool' || t === 'boolean') return faker.datatype.boolean();
  if (t === 'array' || t === 'json' || t === 'object' || t === 'collection') return '{}';
  if (/carbon|datetime|date|timestamp/.test(t)) return dateIn(faker, now);
  return stringForName(faker, name);
}

/** A value guessed from an attribute name alone, for models docgen knows nothing about. */
export function valueForName(faker: Faker, name: string, now: number): unknown {
  const n = name.toLowerCase();
  if (n === 'id' || n.endsWith('_id')) return integerForName(faker, n);
  if (n.endsWith('_at') || n.endsWith('_date') || n === 'date') return dateIn(faker, now);
  if (/^(is|has|can|should)_/.test(n)) return faker.datatype.boolean();
  if (/count$|^(age|quantity|qty|stock|votes|total|year)$/.test(n)) return integerForName(faker, n);
  return stringForName(faker, n);
}
