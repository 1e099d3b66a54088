/**
 * What an endpoint's rendered HTML depends on besides the endpoint itself: docgen's own code, the
 * libraries that write HTML (Markdown, Shiki, Mustache; Astro and Vite, the pages around it), the public config (theme, languages,
 * Try It Out, auth, base URL) and the owner's example-request templates. Any change to one of them
 * gives another stamp, and the HTML stored by earlier builds is not used.
 *
 * Code is stamped by the size and modification time of every source file (a few hundred `stat`s,
 * some milliseconds), not by its content.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

const SOURCE_FOLDERS = ['src', 'integration'];
const HTML_LIBRARIES = ['micromark', 'micromark-extension-gfm', 'shiki', 'mustache', 'astro', 'vite'];

export interface StampInput {
  /** docgen's own folder (with `src/` and `integration/`). */
  packageRoot: string;
  /** The public config the pages are rendered with. */
  config: unknown;
  /** The example-request template files the endpoints may use (missing ones count as missing). */
  templateFiles: string[];
}

export function renderStamp(input: StampInput): string {
  const hash = createHash('sha1');
  for (const folder of SOURCE_FOLDERS) {
    const dir = join(input.packageRoot, folder);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const stat = statSync(join(dir, file));
      if (stat.isFile()) hash.update(`${folder}/${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  for (const name of HTML_LIBRARIES) hash.update(`${name}@${packageVersion(name, input.packageRoot)}\n`);
  hash.update(JSON.stringify(input.config));
  for (const file of input.templateFiles) hash.update(`\0${file}\0${existsSync(file) ? readFileSync(file, 'utf8') : '(none)'}`);
  return hash.digest('base64url');
}

/** The installed version of a package, found as Node would (in `node_modules` from `from` upwards). */
function packageVersion(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version ?? '?';
    if (dirname(dir) === dir) return '(missing)';
  }
}
