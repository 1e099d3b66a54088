#!/usr/bin/env node
// Compiles docgen's TypeScript into `lib/`: run by `npm install` of this repository (prepare) and `npm pack` (prepack).
// - ES modules for Node (one bundle per entry with shared chunks, so a command loads only what it needs), which
//   the integration, `laravel-docgen/cli` and the site builder load;
// - `lib/cli.cjs`, the command line in one CommonJS file with its packages, which `bin/docgen.cjs` runs with V8's
//   code cache through `lib/code-cache.cjs` (src/code-cache.ts): ES modules cannot be given one in Node 20, and
//   compiling them is a fifth of a run after an edit. The site builder (Astro is ES modules only) is left to the
//   ES modules.
// Tests and the demo site import the `.ts` sources. The sources' digest is compiled in: the on-disk caches of an
// older build are not trusted by this one.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiOnly } from './ascii-bundle.mjs';

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

/**
 * docgen's modules that the CommonJS bundle leaves to the ES-module build, by entry and the functions they export:
 * the bundle gets stand-ins that import the entry when first called (through the import function its loader hands
 * it, since code compiled with a code cache cannot import by itself in Node 20).
 */
const ES_MODULE_ONLY = { 'integration/standalone/run.ts': { entry: 'standalone', functions: ['runStandaloneBuild'] } };

function standInsForEsModules() {
  return {
    name: 'es-module-stand-ins',
    setup(builder) {
      builder.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = relative(root, join(args.resolveDir, args.path));
        return ES_MODULE_ONLY[path] ? { path, namespace: 'es-module-stand-in' } : undefined;
      });
      builder.onLoad({ filter: /.*/, namespace: 'es-module-stand-in' }, (args) => {
        const { entry, functions } = ES_MODULE_ONLY[args.path];
        const contents = functions
          .map((name) => `export async function ${name}(...args) { return (await __docgenImport('./${entry}.js')).${name}(...args); }`)
          .join('\n');
        return { contents, loader: 'js' };
      });
    },
  };
}

/** The bundle's first line names its content (sha256 of the rest), which keys its code cache; same length as written. */
const CODE_NAME_PLACEHOLDER = `// docgen-code ${'0'.repeat(43)}`;

const started = Date.now();
const digest = sourceDigest();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    cli: 'src/cli.ts',
    pipeline: 'src/pipeline.ts',
    integration: 'integration/index.ts',
    'page-kit': 'integration/page-kit.ts',
    ...Object.fromEntries(Object.entries(ES_MODULE_ONLY).map(([path, { entry }]) => [entry, path])),
  },
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
  define: { __DOCGEN_CODE_DIGEST__: JSON.stringify(digest) },
  logLevel: 'warning',
  write: false,
  metafile: true,
});
for (const [path, { entry, functions }] of Object.entries(ES_MODULE_ONLY)) {
  const exported = result.metafile.outputs[`lib/${entry}.js`]?.exports ?? [];
  const missing = functions.filter((name) => !exported.includes(name));
  if (missing.length > 0) throw new Error(`${path} no longer exports ${missing.join(', ')}: update ES_MODULE_ONLY in scripts/build-lib.mjs.`);
}

/** Where a CommonJS bundle's `import.meta.url` (package-root.ts) comes from. */
const MODULE_URL = "const __docgenModuleUrl = require('node:url').pathToFileURL(__filename).href;";
/** A CommonJS bundle (`lib/<entry>.cjs`) of one entry, with `import.meta.url` as its file's URL. */
const commonJsBundle = (entryPoints, { banner = '', define = {}, ...options } = {}) =>
  build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    banner: { js: `${banner}${MODULE_URL}` },
    define: { ...define, 'import.meta.url': '__docgenModuleUrl' },
    logLevel: 'warning',
    write: false,
    ...options,
  });
const commandLine = await commonJsBundle(
  { cli: 'src/cli.ts' },
  {
    // Every package is compiled in (most are ES modules, which CommonJS cannot require in Node 20), except the
    // code themes, which only the site builder loads, and the native CRC-32, which loads its platform's build.
    external: ['@shikijs/themes', '@node-rs/crc32'],
    plugins: [standInsForEsModules()],
    // No source map: the bundle is not minified and names each module's source file (`// src/…`) above its code.
    banner: `${CODE_NAME_PLACEHOLDER}\n`,
    define: { __DOCGEN_CODE_DIGEST__: JSON.stringify(digest) },
  },
);
// The loader of the bundle, which bin/docgen.cjs requires.
const loader = await commonJsBundle({ 'code-cache': 'src/code-cache.ts' });
const named = (file) => {
  const rest = asciiOnly(file.text).slice(CODE_NAME_PLACEHOLDER.length);
  const name = createHash('sha256').update(rest).digest('base64url');
  return { path: file.path, contents: Buffer.from(`// docgen-code ${name}${rest}`, 'utf8') };
};
const outputFiles = [...commandLine.outputFiles.map(named), ...loader.outputFiles, ...result.outputFiles];

// lib/ is never missing or half-written while a docgen command runs from it (tests run the command while
// another test packs the package): each file is written beside its place and renamed into it, chunks before the
// entries that import them, and only then are the files of the previous build removed.
const written = new Set();
const chunksFirst = [...outputFiles].sort((a, b) => Number(b.path.includes('/chunks/')) - Number(a.path.includes('/chunks/')));
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
