/** operationIds from titles: Laravel's Str::camel without non-word characters, else the method and the path. */
import { describe, expect, it } from 'vitest';
import { OperationIds } from '../../src/output/openapi/operation-id.ts';
import type { Endpoint } from '../../src/model.ts';

const idOf = (title: string) => new OperationIds().next({ metadata: { title }, uri: 'api/books/{id}' } as unknown as Endpoint, 'GET');

describe('operationIds', () => {
  it('camel-cases the title, dropping what is not a word character', () => {
    expect(idOf('List invoices.')).toBe('listInvoices');
    expect(idOf('e-mail_address Field')).toBe('eMailAddressField');
    expect(idOf("Don't stop")).toBe('dontStop');
    expect(idOf('x\ty\nz')).toBe('xYZ');
    expect(idOf('Create an invoice (module 0).')).toBe('createAnInvoicemodule0');
  });

  it('lower-cases the first character even when it is not a letter, as Str::camel does', () => {
    expect(idOf('  (List) the  items-of_you ')).toBe('ListTheItemsOfYou');
    expect(idOf('ABC def')).toBe('aBCDef');
  });

  it('strips accents from other titles, and falls back to the method and path', () => {
    expect(idOf('Über thing')).toBe('uberThing');
    expect(idOf('-_-')).toBe('getApiBooksId');
    expect(idOf('')).toBe('getApiBooksId');
  });

  it('gives ASCII titles the id the general path (Str::camel, then accents and non-word characters removed) gives', () => {
    // The general path is taken by a title with a non-ASCII word at its end, which adds that word's letters.
    const characters = ' \t\n-_.,;:!?()[]{}\'"/\\@#$%^&*+=<>|~`0123456789aAbBzZmMqQ';
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let n = 0; n < 500; n++) {
      const title = Array.from({ length: 1 + Math.floor(random() * 24) }, () => characters[Math.floor(random() * characters.length)]).join('');
      const id = idOf(title);
      if (id === 'getApiBooksId') continue;
      expect(idOf(`${title} é`), JSON.stringify(title)).toBe(`${id}E`);
    }
  });
});
