/**
 * PHP Faker (fakerphp/faker) formatters answered by @faker-js/faker, so that a factory's
 * `$this->faker->name()`, `fake()->sentence()`, `$this->faker->unique()->safeEmail` or
 * `numberBetween(1, 5)` give a value of the same kind and shape, from the endpoint's seeded faker.
 */
import { lookupTable } from '../../name-map.ts';
import { createHash } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { PhpDate } from '../models/carbon-date.ts';
import { OrderedArray, UNKNOWN, type CallSite, type RuntimeObject } from '../models/runtime-values.ts';

type Formatter = (faker: Faker, args: unknown[], now: number) => unknown;

const num = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const int = (faker: Faker, min: number, max: number): number =>
  faker.number.int({ min: Math.min(min, max), max: Math.max(min, max) });

/** The elements of a PHP array argument (`randomElement(['a', 'b'])`, `randomElement(Status::cases())`). */
function elements(value: unknown): unknown[] {
  if (value instanceof OrderedArray) return value.values();
  if (Array.isArray(value)) return value;
  return [];
}

const DAY = 86_400_000;
const UNIT_MS: Record<string, number> = lookupTable({ second: 1000, minute: 60_000, hour: 3_600_000, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY });

/** A point in time from a PHP strtotime-like argument: 'now', '-1 year', '+2 weeks', '2020-01-01', a date. */
export function timeOf(value: unknown, now: number): number {
  if (value instanceof PhpDate) return value.ms;
  if (typeof value === 'number') return value * 1000;
  if (typeof value !== 'string') return now;
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'now') return now;
  if (text === 'today') return Math.floor(now / DAY) * DAY;
  if (text === 'tomorrow') return Math.floor(now / DAY) * DAY + DAY;
  if (text === 'yesterday') return Math.floor(now / DAY) * DAY - DAY;
  const relative = /^([+-]?\s*\d+)\s*(second|sec|minute|min|hour|day|week|month|year)s?(\s+ago)?$/.exec(text);
  if (relative) {
    const unit = { sec: 'second', min: 'minute' }[relative[2]!] ?? relative[2]!;
    const amount = Number(relative[1]!.replace(/\s/g, '')) * (relative[3] ? -1 : 1);
    return now + amount * UNIT_MS[unit]!;
  }
  const parsed = Date.parse(/\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value);
  return Number.isNaN(parsed) ? now : parsed;
}

function between(faker: Faker, from: unknown, to: unknown, now: number): PhpDate {
  const start = timeOf(from, now);
  const end = timeOf(to, now);
  const ms = faker.date.between({ from: Math.min(start, end), to: Math.max(start, end) }).getTime();
  return new PhpDate(Math.floor(ms / 1000) * 1000, now);
}

function words(faker: Faker, count: number): string[] {
  return faker.lorem.words(Math.max(1, count)).split(' ');
}

function hash(faker: Faker, algorithm: string): string {
  return createHash(algorithm).update(faker.string.alphanumeric(16)).digest('hex');
}

/** PHP Faker's `numerify`/`lexify`/`bothify` placeholders: `#` digit, `?` letter, `*` either. */
function replacePlaceholders(faker: Faker, pattern: string, digits: boolean, letters: boolean): string {
  return pattern.replace(/[#?*%]/g, (symbol) => {
    if (symbol === '#' && digits) return String(faker.number.int(9));
    if (symbol === '%' && digits) return String(faker.number.int({ min: 1, max: 9 }));
    if (symbol === '?' && letters) return faker.string.alpha({ length: 1, casing: 'lower' });
    if (symbol === '*' && digits && letters) return faker.datatype.boolean() ? String(faker.number.int(9)) : faker.string.alpha({ length: 1, casing: 'lower' });
    return symbol;
  });
}

const FORMATTERS: Record<string, Formatter> = lookupTable({
  // Person
  name: (f) => f.person.fullName(),
  firstname: (f) => f.person.firstName(),
  firstnamemale: (f) => f.person.firstName('male'),
  firstnamefemale: (f) => f.person.firstName('female'),
  lastname: (f) => f.person.lastName(),
  title: (f) => f.person.prefix(),
  titlemale: (f) => f.person.prefix('male'),
  titlefemale: (f) => f.person.prefix('female'),
  suffix: (f) => f.person.suffix(),
  jobtitle: (f) => f.person.jobTitle(),
  // Internet
  email: (f) => f.internet.email().toLowerCase(),
  safeemail: (f) => f.internet.exampleEmail().toLowerCase(),
  freeemail: (f) => f.internet.email({ provider: f.helpers.arrayElement(['gmail.com', 'yahoo.com', 'hotmail.com']) }).toLowerCase(),
  companyemail: (f) => f.internet.email({ provider: `${f.internet.domainWord()}.com` }).toLowerCase(),
  freeemaildomain: (f) => f.helpers.arrayElement(['gmail.com', 'yahoo.com', 'hotmail.com']),
  safeemaildomain: (f) => f.helpers.arrayElement(['example.com', 'example.org', 'example.net']),
  username: (f) => f.internet.username().toLowerCase(),
  password: (f) => f.internet.password({ length: 12 }),
  domainname: (f) => f.internet.domainName(),
  domainword: (f) => f.internet.domainWord(),
  tld: (f) => f.internet.domainSuffix(),
  url: (f) => f.internet.url(),
  slug: (f, args) => f.helpers.slugify(words(f, num(args[0], 6)).join(' ')).toLowerCase(),
  ipv4: (f) => f.internet.ipv4(),
  localipv4: () => '192.168.0.1',
  ipv6: (f) => f.internet.ipv6(),
  macaddress: (f) => f.internet.mac().toUpperCase(),
  useragent: (f) => f.internet.userAgent(),
  chrome: (f) => f.internet.userAgent(),
  firefox: (f) => f.internet.userAgent(),
  safari: (f) => f.internet.userAgent(),
  emoji: (f) => f.internet.emoji(),
  // Address
  address: (f) => `${f.location.streetAddress()}\n${f.location.city()}, ${f.location.state({ abbreviated: true })} ${f.location.zipCode()}`,
  streetaddress: (f) => f.location.streetAddress(),
  streetname: (f) => f.location.street(),
  buildingnumber: (f) => f.location.buildingNumber(),
  secondaryaddress: (f) => f.location.secondaryAddress(),
  city: (f) => f.location.city(),
  state: (f) => f.location.state(),
  stateabbr: (f) => f.location.state({ abbreviated: true }),
  postcode: (f) => f.location.zipCode(),
  country: (f) => f.location.country(),
  countrycode: (f) => f.location.countryCode(),
  countryisoalpha3: (f) => f.location.countryCode('alpha-3'),
  latitude: (f, args) => f.location.latitude({ min: num(args[0], -90), max: num(args[1], 90), precision: 6 }),
  longitude: (f, args) => f.location.longitude({ min: num(args[0], -180), max: num(args[1], 180), precision: 6 }),
  timezone: (f) => f.location.timeZone(),
  phonenumber: (f) => f.phone.number(),
  e164phonenumber: (f) => `+1${f.string.numeric(10)}`,
  tollfreephonenumber: (f) => `(800) ${f.string.numeric(3)}-${f.string.numeric(4)}`,
  // Company
  company: (f) => f.company.name(),
  companysuffix: (f) => f.helpers.arrayElement(['Inc', 'LLC', 'Ltd', 'Group']),
  catchphrase: (f) => f.company.catchPhrase(),
  bs: (f) => f.company.buzzPhrase(),
  // Lorem
  word: (f) => f.lorem.word(),
  words: (f, args) => {
    const list = words(f, num(args[0], 3));
    return args[1] === true ? list.join(' ') : OrderedArray.list(list);
  },
  sentence: (f, args) => f.lorem.sentence(Math.max(1, num(args[0], 6))),
  sentences: (f, args) => {
    const list = Array.from({ length: Math.max(1, num(args[0], 3)) }, () => f.lorem.sentence());
    return args[1] === true ? list.join(' ') : OrderedArray.list(list);
  },
  paragraph: (f, args) => f.lorem.paragraph(Math.max(1, num(args[0], 3))),
  paragraphs: (f, args) => {
    const list = Array.from({ length: Math.max(1, num(args[0], 3)) }, () => f.lorem.paragraph());
    return args[1] === true ? list.join('\n\n') : OrderedArray.list(list);
  },
  text: (f, args) => f.lorem.text().slice(0, Math.max(5, num(args[0], 200))).replace(/(?<!\s)\s+\S*$/, '.'),
  realtext: (f, args) => f.lorem.text().slice(0, Math.max(5, num(args[0], 200))).replace(/(?<!\s)\s+\S*$/, '.'),
  realtextbetween: (f, args) => f.lorem.text().slice(0, Math.max(5, num(args[1], 200))).replace(/(?<!\s)\s+\S*$/, '.'),
  // Numbers and choices
  randomdigit: (f) => f.number.int(9),
  randomdigitnotnull: (f) => f.number.int({ min: 1, max: 9 }),
  randomdigitnot: (f, args) => {
    const value = f.number.int(8);
    return value >= num(args[0], -1) ? value + 1 : value;
  },
  randomnumber: (f, args) => {
    const digits = Math.min(9, Math.max(1, num(args[0], 5)));
    return args[1] === true ? int(f, 10 ** (digits - 1), 10 ** digits - 1) : int(f, 0, 10 ** digits - 1);
  },
  numberbetween: (f, args) => int(f, num(args[0], 0), num(args[1], 2147483647)),
  biasednumberbetween: (f, args) => int(f, num(args[0], 0), num(args[1], 100)),
  randomfloat: (f, args) => {
    const decimals = num(args[0], 2);
    const min = num(args[1], 0);
    const max = num(args[2], min + 1000);
    return f.number.float({ min, max, fractionDigits: Math.min(decimals, 8) });
  },
  randomletter: (f) => f.string.alpha({ length: 1, casing: 'lower' }),
  randomascii: (f) => f.string.alpha(1),
  boolean: (f, args) => f.datatype.boolean({ probability: num(args[0], 50) / 100 }),
  randomelement: (f, args) => {
    const list = elements(args[0]);
    return list.length ? f.helpers.arrayElement(list) : null;
  },
  randomelements: (f, args) => {
    const list = elements(args[0]);
    const count = Math.min(list.length, Math.max(1, num(args[1], 1)));
    return OrderedArray.list(list.length ? f.helpers.arrayElements(list, count) : []);
  },
  randomkey: (f, args) => {
    const keys = args[0] instanceof OrderedArray ? args[0].keys() : [];
    return keys.length ? f.helpers.arrayElement(keys) : null;
  },
  shuffle: (f, args) => (typeof args[0] === 'string' ? f.helpers.shuffle(args[0].split('')).join('') : OrderedArray.list(f.helpers.shuffle(elements(args[0])))),
  numerify: (f, args) => replacePlaceholders(f, typeof args[0] === 'string' ? args[0] : '###', true, false),
  lexify: (f, args) => replacePlaceholders(f, typeof args[0] === 'string' ? args[0] : '????', false, true),
  bothify: (f, args) => replacePlaceholders(f, typeof args[0] === 'string' ? args[0] : '## ??', true, true),
  asciify: (f, args) => (typeof args[0] === 'string' ? args[0] : '****').replace(/\*/g, () => f.string.alphanumeric(1)),
  regexify: (f, args) => {
    const pattern = typeof args[0] === 'string' ? args[0].replace(/^\/(.*)\/[a-z]*$/s, '$1') : '';
    try {
      return f.helpers.fromRegExp(pattern.replace(/^\^/, '').replace(/\$$/, ''));
    } catch {
      return f.lorem.word();
    }
  },
  // Dates
  unixtime: (f, _args, now) => Math.floor(f.date.past({ years: 5, refDate: now }).getTime() / 1000),
  datetime: (f, args, now) => between(f, now - 5 * 365 * DAY, args[0] ?? 'now', now),
  datetimead: (f, args, now) => between(f, now - 30 * 365 * DAY, args[0] ?? 'now', now),
  datetimebetween: (f, args, now) => between(f, args[0] ?? '-30 years', args[1] ?? 'now', now),
  datetimeininterval: (f, args, now) => between(f, args[0] ?? '-30 years', args[0] ?? 'now', now),
  datetimethiscentury: (f, args, now) => between(f, now - 50 * 365 * DAY, args[0] ?? 'now', now),
  datetimethisdecade: (f, args, now) => between(f, now - 5 * 365 * DAY, args[0] ?? 'now', now),
  datetimethisyear: (f, args, now) => between(f, now - 180 * DAY, args[0] ?? 'now', now),
  datetimethismonth: (f, args, now) => between(f, now - 15 * DAY, args[0] ?? 'now', now),
  date: (f, args, now) => between(f, now - 5 * 365 * DAY, args[1] ?? 'now', now).format(typeof args[0] === 'string' ? args[0] : 'Y-m-d'),
  time: (f, args, now) => between(f, now - DAY, 'now', now).format(typeof args[0] === 'string' ? args[0] : 'H:i:s'),
  iso8601: (f, args, now) => between(f, now - 5 * 365 * DAY, args[0] ?? 'now', now).format('Y-m-d\\TH:i:sO'),
  ampm: (f) => f.helpers.arrayElement(['am', 'pm']),
  dayofmonth: (f) => String(int(f, 1, 28)).padStart(2, '0'),
  dayofweek: (f) => f.date.weekday(),
  month: (f) => String(int(f, 1, 12)).padStart(2, '0'),
  monthname: (f) => f.date.month(),
  year: (f, _args, now) => String(int(f, 1970, new Date(now).getUTCFullYear())),
  century: (f) => f.helpers.arrayElement(['XIX', 'XX', 'XXI']),
  // Identifiers, codes, files
  uuid: (f) => f.string.uuid(),
  md5: (f) => hash(f, 'md5'),
  sha1: (f) => hash(f, 'sha1'),
  sha256: (f) => hash(f, 'sha256'),
  ean13: (f) => f.commerce.isbn({ variant: 13, separator: '' }),
  ean8: (f) => f.string.numeric(8),
  isbn13: (f) => f.commerce.isbn({ variant: 13, separator: '' }),
  isbn10: (f) => f.commerce.isbn({ variant: 10, separator: '' }),
  locale: (f) => f.helpers.arrayElement(['en_US', 'en_GB', 'fr_FR', 'de_DE', 'es_ES']),
  languagecode: (f) => f.location.language().alpha2,
  currencycode: (f) => f.finance.currencyCode(),
  creditcardtype: (f) => f.helpers.arrayElement(['Visa', 'MasterCard', 'American Express']),
  creditcardnumber: (f) => f.finance.creditCardNumber({ issuer: 'visa' }).replace(/-/g, ''),
  creditcardexpirationdatestring: (f) => `${String(int(f, 1, 12)).padStart(2, '0')}/${int(f, 26, 30)}`,
  iban: (f) => f.finance.iban(),
  swiftbicnumber: (f) => f.finance.bic(),
  hexcolor: (f) => f.color.rgb({ format: 'hex', casing: 'lower' }),
  safehexcolor: (f) => f.color.rgb({ format: 'hex', casing: 'lower' }),
  rgbcolor: (f) => `${int(f, 0, 255)},${int(f, 0, 255)},${int(f, 0, 255)}`,
  rgbcsscolor: (f) => `rgb(${int(f, 0, 255)},${int(f, 0, 255)},${int(f, 0, 255)})`,
  colorname: (f) => f.color.human(),
  safecolorname: (f) => f.helpers.arrayElement(['black', 'maroon', 'green', 'navy', 'olive', 'purple', 'teal', 'silver', 'gray', 'yellow', 'fuchsia', 'aqua', 'white']),
  fileextension: (f) => f.system.fileExt(),
  mimetype: (f) => f.system.mimeType(),
  imageurl: (f, args) => f.image.url({ width: num(args[0], 640), height: num(args[1], 480) }),
  image: (f) => `/tmp/${f.string.alphanumeric(12)}.png`,
  randomhtml: (f) => `<html><body><p>${f.lorem.sentence()}</p></body></html>`,
});

/** Calls a PHP Faker formatter; UNKNOWN (with a warning) for formatters docgen does not know. */
export function callFaker(faker: Faker, formatter: string, args: unknown[], now: number, site: CallSite): unknown {
  const fn = FORMATTERS[formatter.toLowerCase()];
  if (!fn) return site.unknown(`the Faker formatter ${formatter}()`);
  return fn(faker, args, now);
}

/** Whether docgen knows a Faker formatter. */
export function isKnownFormatter(formatter: string): boolean {
  return formatter.toLowerCase() in FORMATTERS;
}

/**
 * `$this->faker`, `fake()`, `faker()`: formatters as methods or properties; `unique()`, `optional()` and
 * `valid()` modifiers give the generator back (an example needs one value, which is unique and present).
 */
export class FakerProxy implements RuntimeObject {
  readonly phpClass = 'Faker\\Generator';

  constructor(
    private readonly faker: Faker,
    private readonly now: number,
  ) {}

  getProperty(name: string, call: CallSite): unknown {
    return callFaker(this.faker, name, [], this.now, call);
  }

  callMethod(name: string, args: unknown[], call: CallSite): unknown {
    const lower = name.toLowerCase();
    if (lower === 'unique' || lower === 'optional' || lower === 'valid') return this;
    if (lower === 'seed') return null;
    if (lower === 'format') return typeof args[0] === 'string' ? callFaker(this.faker, args[0], elementsOf(args[1]), this.now, call) : UNKNOWN;
    return callFaker(this.faker, name, args, this.now, call);
  }
}

function elementsOf(value: unknown): unknown[] {
  return value instanceof OrderedArray ? value.values() : [];
}
