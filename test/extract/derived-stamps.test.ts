/**
 * A file read through a value made from many files (derived-reads.ts) is stamped with the file's stamp and the
 * value's digest: it holds while the file is unchanged, or else while the value's digest is.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStamps } from '../../src/extract/file-stamps.ts';
import { derivedRead } from '../../src/php/derived-reads.ts';
import { tempApp } from '../support/temp-app.ts';

const KEY = derivedRead('registry', 'app/A.php');

/** Stamps of a new run, the value's digest made by `digest`; counts how often it is asked. */
function run(app: string, digest: string | undefined) {
  const stamps = new FileStamps(app);
  const asked = { count: 0 };
  if (digest !== undefined) {
    stamps.derive('registry', () => {
      asked.count++;
      return digest;
    });
  }
  return { stamps, asked };
}

function editA(app: string): void {
  writeFileSync(join(app, 'app/A.php'), '<?php // edited, longer than before');
  utimesSync(join(app, 'app/A.php'), new Date(), new Date(Date.now() + 5000));
}

describe('stamps of files read through a value', () => {
  it('hold while the file is unchanged, without making the value', () => {
    const app = tempApp({ 'app/A.php': '<?php' });
    const stamp = run(app, 'd1').stamps.stamp(KEY);
    expect(stamp).toMatch(/#d1$/);
    const next = run(app, 'd2');
    expect(next.stamps.unchanged([[KEY, stamp]])).toBe(true);
    expect(next.asked.count).toBe(0);
  });

  it('hold after an edit of the file that leaves the value the same, and fail when it changes it', () => {
    const app = tempApp({ 'app/A.php': '<?php' });
    const stamp = run(app, 'd1').stamps.stamp(KEY);
    editA(app);
    const same = run(app, 'd1');
    expect(same.stamps.unchanged([[KEY, stamp]])).toBe(true);
    expect(same.stamps.unchanged([[KEY, stamp]])).toBe(true);
    // Made once per run, however many results ask.
    expect(same.asked.count).toBe(1);
    expect(run(app, 'd2').stamps.unchanged([[KEY, stamp]])).toBe(false);
  });

  it('fail after an edit when nothing can make the value any more', () => {
    const app = tempApp({ 'app/A.php': '<?php' });
    const stamp = run(app, 'd1').stamps.stamp(KEY);
    editA(app);
    expect(run(app, undefined).stamps.unchanged([[KEY, stamp]])).toBe(false);
  });
});
