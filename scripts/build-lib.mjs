#!/usr/bin/env node
// Compiles docgen's TypeScript into `lib/` (ES modules for Node, one bundle per entry with shared chunks, so a
// command loads only what it needs): run by `npm install` of this repository (prepare) and `npm pack` (prepack).
// `bin/docgen.mjs` and the integration load `lib/`; tests and the demo site import the `.ts` sources.
// The sources' digest is compiled in: the on-disk caches of an older build are not trusted by this one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'lib');

function sourceDigest() {
  const hash = createHash('sha256');
  for (const folder of ['src', 'integration']) {
    for (const file of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.(ts|astro|mjs|css|js)$/.test(file)) continue;
      hash.update(`${folder}/${file}\0`).update(readFileSync(join(root, folder, file))).update('\0');
    }
  }
  hash.update(readFileSync(join(root, 'package.json')));
  // The patched dependencies are compiled in too (php-parser's lexer).
  for (const file of readdirSync(join(root, 'patches')).sort()) hash.update(readFileSync(join(root, 'patches', file)));
  return hash.digest('base64url').slice(0, 16);
}

/** Every bare import (a package) left to Node, except those named, which are bundled. */
function externalPackagesExcept(bundled) {
  return {
    name: 'external-packages',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : args.path.split('/')[0];
        if (bundled.includes(name)) return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

const started = Date.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: { cli: 'src/cli.ts', pipeline: 'src/pipeline.ts', integration: 'integration/index.ts', 'page-kit': 'integration/page-kit.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Dependencies stay in node_modules, resolved by Node as usual, except php-parser: it is compiled in as
  // patched by patch-package (patches/), so the published lib/ parses with the fixed lexer wherever it is installed.
  plugins: [externalPackagesExcept(['php-parser'])],
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  define: { __DOCGEN_CODE_DIGEST__: JSON.stringify(sourceDigest()) },
  logLevel: 'warning',
  write: false,
});

// lib/ is never missing or half-written while a docgen command runs from it (tests run the command while
// another test packs the package): each file is written beside its place and renamed into it, chunks before the
// entries that import them, and only then are the files of the previous build removed.
const written = new Set();
const chunksFirst = [...result.outputFiles].sort((a, b) => Number(b.path.includes('/chunks/')) - Number(a.path.includes('/chunks/')));
for (const file of chunksFirst) {
  mkdirSync(dirname(file.path), { recursive: true });
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
  written.add(relative(outdir, file.path));
}
for (const file of readdirSync(outdir, { recursive: true, encoding: 'utf8', withFileTypes: false })) {
  const path = join(outdir, file);
  if (!written.has(file) && !readdirSafe(path)) rmSync(path, { force: true });
}

/** The entries of a folder, or undefined for a file. */
function readdirSafe(path) {
  try {
    return readdirSync(path);
  } catch {
    return undefined;
  }
}
// On stderr: `npm pack --json` prints the scripts' output with its JSON on stdout.
console.error(`docgen: compiled into lib/ in ${Date.now() - started} ms`);
