/** PHP's path functions (`basename()`, `dirname()`, `pathinfo()`), on `/`-separated paths as on the servers apps run on. */
import { OrderedArray } from '../php-array.ts';
import type { PhpArguments, PhpFunction } from './arguments.ts';

/** The path without its trailing slashes (a loop: a regex anchored at the end would retry every run of slashes). */
function trimSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

/** basename(): the last part of the path, trailing slashes ignored, `$suffix` cut when it is not the whole name. */
function basename(path: string, suffix = ''): string {
  const name = trimSlashes(path).split('/').pop() ?? '';
  return suffix && name.endsWith(suffix) && name !== suffix ? name.slice(0, -suffix.length) : name;
}

/** dirname(): the parent path, `.` for a bare name, `/` for the root, `$levels` times. */
function dirname(path: string, levels: number): string {
  let current = path;
  for (let i = 0; i < Math.max(levels, 1); i++) {
    const trimmed = trimSlashes(current);
    if (trimmed === '') return current.startsWith('/') ? '/' : '.';
    const cut = trimmed.lastIndexOf('/');
    current = cut === -1 ? '.' : cut === 0 ? '/' : trimSlashes(trimmed.slice(0, cut)) || '/';
  }
  return current;
}

/** pathinfo() without flags: dirname, basename, extension (when there is one), filename. */
function pathinfo(a: PhpArguments): unknown {
  if (a.given(1)) return a.cannot(null);
  const path = a.string(0);
  const base = basename(path);
  const dot = base.lastIndexOf('.');
  const entries: Array<[string, string]> = [];
  entries.push(['dirname', dirname(path, 1)]);
  entries.push(['basename', base]);
  if (dot !== -1) entries.push(['extension', base.slice(dot + 1)]);
  entries.push(['filename', dot === -1 ? base : base.slice(0, dot)]);
  return OrderedArray.fromEntries(entries);
}

export const PATH_FUNCTIONS: Record<string, PhpFunction> = {
  basename: (a) => basename(a.string(0), a.given(1) ? a.string(1) : ''),
  dirname: (a) => dirname(a.string(0), a.number(1, 1)),
  pathinfo,
};
