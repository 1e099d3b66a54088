/**
 * A stamp that holds by content alone (the file rewritten the same: a checkout, a restored folder) is renewed where
 * it is kept, so that later runs take the file by its size and mtime instead of reading it again at every run.
 */
import { statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStamps } from '../../src/extract/file-stamps.ts';
import { derivedRead } from '../../src/php/derived-reads.ts';
import { tempApp } from '../support/temp-app.ts';

// A whole second: a time in milliseconds goes through the file system as a float and may come back a hair off.
const LATER = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);

/** Rewrites the file with other bytes of the same length, leaving its mtime as it was: only a read can tell. */
function swapBytesKeepingStamp(app: string, file: string, text: string): void {
  const path = join(app, file);
  const { mtime } = statSync(path);
  writeFileSync(path, text);
  utimesSync(path, mtime, mtime);
}

describe('stamps renewed by content', () => {
  it('take the new mtime, in the pair kept, after a file is rewritten with the same bytes', () => {
    const app = tempApp({ 'app/A.php': '<?php // a' });
    const pair: [string, string] = ['app/A.php', new FileStamps(app).stamp('app/A.php')];
    utimesSync(join(app, 'app/A.php'), LATER, LATER);

    const next = new FileStamps(app);
    expect(next.unchanged([pair])).toBe(true);
    expect(next.renewals).toBe(1);
    expect(pair[1]).toBe(new FileStamps(app).stamp('app/A.php'));
    expect(pair[1].startsWith(`${LATER.getTime()}:`)).toBe(true);

    // The renewed stamp is trusted by size and mtime: the file is not read again.
    swapBytesKeepingStamp(app, 'app/A.php', '<?php // b');
    const after = new FileStamps(app);
    expect(after.unchanged([pair])).toBe(true);
    expect(after.renewals).toBe(0);
  });

  it('renew every pair that holds the stamp, and leave unchanged or changed files as they are', () => {
    const app = tempApp({ 'app/A.php': '<?php // a', 'app/B.php': '<?php // b' });
    const first = new FileStamps(app);
    const a1: [string, string] = ['app/A.php', first.stamp('app/A.php')];
    const a2: [string, string] = ['app/A.php', a1[1]];
    const b: [string, string] = ['app/B.php', first.stamp('app/B.php')];
    const bBefore = b[1];
    utimesSync(join(app, 'app/A.php'), LATER, LATER);

    const next = new FileStamps(app);
    expect(next.unchanged([a1, b])).toBe(true);
    expect(next.unchanged([a2])).toBe(true);
    expect(a2[1]).toBe(a1[1]);
    expect(b[1]).toBe(bBefore);
    expect(next.renewals).toBe(2);

    writeFileSync(join(app, 'app/B.php'), '<?php // c');
    utimesSync(join(app, 'app/B.php'), LATER, LATER);
    const changed = new FileStamps(app);
    expect(changed.unchanged([b])).toBe(false);
    expect(b[1]).toBe(bBefore);
  });

  it("renew a file read through a value with the value's digest, by the file's content or else by the value's", () => {
    const app = tempApp({ 'app/A.php': '<?php // a' });
    const key = derivedRead('registry', 'app/A.php');
    const run = () => {
      const stamps = new FileStamps(app);
      stamps.derive('registry', () => 'd1');
      return stamps;
    };
    const pair: [string, string] = [key, run().stamp(key)];

    utimesSync(join(app, 'app/A.php'), LATER, LATER);
    const touched = run();
    expect(touched.unchanged([pair])).toBe(true);
    expect(pair[1]).toBe(run().stamp(key));
    expect(pair[1]).toMatch(new RegExp(`^${LATER.getTime()}:.*#d1$`));

    // Another file, the same value: the stamp now names the file as it is.
    writeFileSync(join(app, 'app/A.php'), '<?php // edited, longer');
    const edited = run();
    expect(edited.unchanged([pair])).toBe(true);
    expect(pair[1]).toBe(run().stamp(key));
    expect(edited.renewals).toBe(1);
  });
});
