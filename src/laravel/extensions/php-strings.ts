/** PHP's string functions as factories and resources call them, with PHP's loose conversions. */
import number_format from 'locutus/php/strings/number_format.js';
import sprintf from 'locutus/php/strings/sprintf.js';
import { lookupTable } from '../../name-map.ts';
import { list, num, str, type ExampleFamily, type FunctionHandler } from './example-env.ts';

export const phpStrings: ExampleFamily = {
  functions: lookupTable<FunctionHandler>({
    strtoupper: (args) => str(args[0]).toUpperCase(),
    strtolower: (args) => str(args[0]).toLowerCase(),
    ucfirst: (args) => str(args[0]).charAt(0).toUpperCase() + str(args[0]).slice(1),
    lcfirst: (args) => str(args[0]).charAt(0).toLowerCase() + str(args[0]).slice(1),
    ucwords: (args) => str(args[0]).replace(/(^|\s)\S/g, (m) => m.toUpperCase()),
    trim: (args) => str(args[0]).trim(),
    ltrim: (args) => str(args[0]).trimStart(),
    rtrim: (args) => str(args[0]).trimEnd(),
    strlen: (args) => str(args[0]).length,
    mb_strlen: (args) => [...str(args[0])].length,
    substr: (args) => {
      const s = str(args[0]);
      const start = num(args[1], 0);
      const from = start < 0 ? Math.max(0, s.length + start) : start;
      return args.length > 2 && typeof args[2] === 'number' ? s.substr(from, args[2] < 0 ? Math.max(0, s.length - from + args[2]) : args[2]) : s.slice(from);
    },
    str_replace: (args) => {
      const searches = list(args[0]).length ? list(args[0]).map(str) : [str(args[0])];
      let subject = str(args[2]);
      for (const search of searches) if (search) subject = subject.split(search).join(str(args[1]));
      return subject;
    },
    str_pad: (args) => {
      const length = num(args[1], 0);
      const pad = typeof args[2] === 'string' ? args[2] : ' ';
      return args[3] === 0 ? str(args[0]).padStart(length, pad) : str(args[0]).padEnd(length, pad);
    },
    str_contains: (args) => str(args[0]).includes(str(args[1])),
    str_starts_with: (args) => str(args[0]).startsWith(str(args[1])),
    str_ends_with: (args) => str(args[0]).endsWith(str(args[1])),
    sprintf: (args) => sprintf(str(args[0]), ...args.slice(1).map((a) => (typeof a === 'number' ? a : str(a)))),
    number_format: (args) => number_format(num(args[0], 0), num(args[1], 0), typeof args[2] === 'string' ? args[2] : '.', typeof args[3] === 'string' ? args[3] : ','),
    strval: (args) => str(args[0]),
    md5: (_args, _site, env) => env.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
    sha1: (_args, _site, env) => env.faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
    base64_encode: (args) => Buffer.from(str(args[0])).toString('base64'),
    uniqid: (_args, _site, env) => env.faker.string.hexadecimal({ length: 13, casing: 'lower', prefix: '' }),
  }),
};
