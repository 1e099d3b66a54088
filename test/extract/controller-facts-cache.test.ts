import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ControllerFactsCache } from '../../src/extract/controller-facts-cache.ts';
import { FileStamps } from '../../src/extract/file-stamps.ts';
import type { ControllerFacts } from '../../src/laravel/matching/match-routes.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { parseActivity } from '../../src/php/parser.ts';
import { tempApp } from '../support/temp-app.ts';

const BOOKS = `<?php

namespace App\\Http\\Controllers;

class BookController
{
    /**
     * List the books.
     */
    public function index()
    {
        return [];
    }

    public function show($id)
    {
        return [];
    }
}
`;

const SECRETS = `<?php

namespace App\\Http\\Controllers;

class SecretController
{
    /**
     * @hideFromAPIDocumentation
     */
    public function index()
    {
        return [];
    }
}
`;

describe('ControllerFactsCache', () => {
  const root = tempApp({ 'app/Http/Controllers/BookController.php': BOOKS, 'app/Http/Controllers/SecretController.php': SECRETS });
  const classes = ClassIndex.forApp(root, { env: {} });
  const store = new ControllerFactsCache().forRun(classes, new FileStamps(root));
  const parsed = (file: string) => parseActivity().files.includes(join(root, file));

  it("reads a method's facts from the controller's text without parsing it", () => {
    let parses = 0;
    const read = (): ControllerFacts | undefined => {
      parses++;
      return undefined;
    };
    expect(store.lookUp({ class: 'App\\Http\\Controllers\\BookController', method: 'show' }, read)).toEqual({
      location: { file: 'app/Http/Controllers/BookController.php', line: 15 },
      magicCall: false,
      hidden: false,
    });
    expect(parses).toBe(0);
    expect(parsed('app/Http/Controllers/BookController.php')).toBe(false);
  });

  it('asks the parse when the file mentions the hiding tag', () => {
    const hidden: ControllerFacts = { location: { file: 'app/Http/Controllers/SecretController.php', line: 10 }, magicCall: false, hidden: true };
    expect(store.lookUp({ class: 'App\\Http\\Controllers\\SecretController', method: 'index' }, () => hidden)).toBe(hidden);
  });

  it('asks the parse for a method the class does not declare itself', () => {
    const fromParse: ControllerFacts = { magicCall: false, hidden: false };
    expect(store.lookUp({ class: 'App\\Http\\Controllers\\BookController', method: 'missing' }, () => fromParse)).toBe(fromParse);
  });
});
