/**
 * What identifies docgen's code, for caches kept on disk between runs: results of other code are not used.
 * The compiled build (`lib/`) carries the digest of the sources it was compiled from; the TypeScript sources
 * (tests, the demo site) stamp themselves by the size and mtime of every source file.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from './package-root.ts';

declare const __DOCGEN_CODE_DIGEST__: string | undefined;

let digest: string | undefined;

export function codeDigest(): string {
  if (digest !== undefined) return digest;
  const root = packageRoot();
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '0';
  if (typeof __DOCGEN_CODE_DIGEST__ === 'string') return (digest = `${version}+${__DOCGEN_CODE_DIGEST__}`);
  const hash = createHash('sha1');
  for (const folder of ['src', 'integration']) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      const stat = statSync(join(root, folder, file));
      if (stat.isFile()) hash.update(`${folder}/${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return (digest = `${version}+source-${hash.digest('base64url').slice(0, 16)}`);
}
