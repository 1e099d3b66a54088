/**
 * Files are looked up against the app root's real path, worked out once per root: a root that is a symlink
 * re-pointed while the process lives (a `current` link to the latest release, under a long-running dev server)
 * is followed to its new place, and files outside it are still refused.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateAppFile } from '../../src/app-files.ts';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folderWith(files: Record<string, string>): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'docgen-release-')));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe('an app root that is a symlink', () => {
  it('reads the files of the folder it points to now, after it is re-pointed', () => {
    const first = folderWith({ 'a.php': '<?php // first' });
    const second = folderWith({ 'a.php': '<?php // second', 'b.php': '<?php' });
    const holder = folderWith({});
    const link = join(holder, 'current');
    symlinkSync(first, link);
    expect(locateAppFile(link, 'a.php')).toMatchObject({ found: true, path: join(first, 'a.php') });

    rmSync(link);
    symlinkSync(second, link);
    expect(locateAppFile(link, 'a.php')).toMatchObject({ found: true, path: join(second, 'a.php') });
    expect(locateAppFile(link, 'b.php')).toMatchObject({ found: true, path: join(second, 'b.php') });
    // The folder it pointed to before is outside the app now.
    expect(locateAppFile(link, join(first, 'a.php'))).toEqual({ found: false, reason: 'outside', realPath: join(first, 'a.php') });
  });

  it('refuses a file whose path starts like the root but is a sibling folder', () => {
    const root = folderWith({ 'a.php': '<?php' });
    const sibling = `${root}-other`;
    made.push(sibling);
    mkdirSync(sibling);
    writeFileSync(join(sibling, 'x.php'), '<?php');
    expect(locateAppFile(root, join(sibling, 'x.php'))).toEqual({ found: false, reason: 'outside', realPath: join(sibling, 'x.php') });
    expect(locateAppFile(root, '../' + sibling.split('/').pop() + '/x.php')).toMatchObject({ found: false, reason: 'outside' });
  });
});
