/**
 * The Astro project `docgen build` runs in: a cache folder docgen owns, one per app, holding only what
 * Astro needs (the content config) and what it keeps between runs (the content store, the highlighter's
 * cache). The user writes none of it.
 *
 * It lives inside docgen's own folder, `node_modules/.cache/docgen/sites/<app>-<hash>/` (the usual place
 * for a package's caches), for two reasons:
 * - Astro resolves the docs' `.astro` files (docgen's themes and routes, addressed by absolute path) as
 *   project files only when they share a top folder with the project root; a root in the app or in the
 *   temporary folder can have only `/` in common with docgen, and Astro then looks for them under the root;
 * - what Vite resolves from the root (the bare imports of Astro's virtual modules: `astro:content` imports
 *   `astro/content/runtime`) finds docgen's dependencies by walking up, in this repository and when
 *   docgen is installed in another project's `node_modules`.
 * When docgen's folder is read-only (a global install), a folder in the app or the temporary folder is
 * used instead, if it shares a top folder with docgen; the project links docgen's Astro wherever it is, so
 * the second reason holds there too.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, parse, resolve, sep } from 'node:path';
import { packageFile, packageRoot } from '../../src/package-root.ts';
import { markUsed, removeUnused } from '../../src/unused-caches.ts';

export interface StandaloneProject {
  /** The Astro project root. */
  root: string;
  /** Its `srcDir`, where `content.config.ts` lives. */
  srcDir: string;
  /** Vite's and Astro's cache folder. */
  cacheDir: string;
}

const DOCGEN_ROOT = packageRoot();
/** docgen's content loaders, addressed by file: the project needs no `docgen` package of its own to import them. */
const LOADERS = packageFile('integration', 'loaders.ts');

/** Where `docgen build` takes an app's guides from. */
export const guidesFolder = (appRoot: string) => join(appRoot, '.docgen', 'guides');

/**
 * The project's content config: the guides' collection, or none when the app has no guides (Astro then loads a
 * module of one line instead of docgen's loaders, at every build). The pages read the API from the extraction.
 */
export function contentConfigSource(hasGuides: boolean, loadersPath: string = LOADERS): string {
  if (!hasGuides) return `// Written by docgen build: the app has no guides (.docgen/guides).\nexport const collections = {};\n`;
  return `// Written by docgen build: the app's guides.
import { docgenCollections } from ${JSON.stringify(loadersPath)};

export const collections = { ...docgenCollections() };
`;
}

/** The project folder name of an app: readable, and unique per app path. */
export function projectName(appRoot: string): string {
  const hash = createHash('sha256').update(resolve(appRoot)).digest('hex').slice(0, 12);
  const name = basename(resolve(appRoot)).replace(/[^\w.-]+/g, '-').replace(/^-+|(?<!-)-+$/g, '').slice(0, 40) || 'app';
  return `${name}-${hash}`;
}

/** The project folder of an app. */
export function projectRoot(appRoot: string, base: string = cacheBase(appRoot)): string {
  return join(base, projectName(appRoot));
}

/** Creates (or refreshes) the project folder of an app; files are rewritten only when they changed. */
export function prepareProject(appRoot: string, base: string = cacheBase(appRoot)): StandaloneProject {
  const root = projectRoot(appRoot, base);
  const srcDir = join(root, 'src');
  mkdirSync(srcDir, { recursive: true });
  // Never committed, also when the folder is in the app (`.docgen/sites`).
  writeIfChanged(join(base, '.gitignore'), '# Caches of docgen build.\n*\n');
  writeIfChanged(join(srcDir, 'content.config.ts'), contentConfigSource(existsSync(guidesFolder(appRoot))));
  for (const name of LINKED_PACKAGES) linkPackage(root, name);
  // The projects of apps no build used for weeks go (moved apps, temporary apps, test runs).
  markUsed(root);
  removeUnused(base, root, (_name, isFolder) => isFolder);
  return { root, srcDir, cacheDir: join(root, '.cache') };
}

/**
 * The first writable of: `node_modules/.cache/docgen/sites` in docgen's folder, `.docgen/sites` in the app,
 * `docgen-sites` in the temporary folder — preferring one that shares a top folder with docgen (see above).
 */
export function cacheBase(appRoot: string, docgenRoot: string = DOCGEN_ROOT): string {
  const candidates = [
    join(docgenRoot, 'node_modules', '.cache', 'docgen', 'sites'),
    join(appRoot, '.docgen', 'sites'),
    join(tmpdir(), 'docgen-sites'),
  ];
  for (const dir of candidates) if (sharesTopFolder(dir, docgenRoot) && isWritableFolder(dir)) return dir;
  throw new Error(
    `docgen build needs a writable folder for its Astro project that shares a top folder with docgen (${docgenRoot}); ` +
      `none of ${candidates.join(', ')} is. Make docgen's node_modules/.cache writable, or install docgen next to the app.`,
  );
}

function isWritableFolder(dir: string): boolean {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Do two absolute paths have a folder in common other than the file system's root? */
export function sharesTopFolder(a: string, b: string): boolean {
  const top = (path: string) => resolve(path).split(sep).filter(Boolean)[0];
  const rootOf = (path: string) => parse(resolve(path)).root;
  return rootOf(a) === rootOf(b) && top(a) !== undefined && top(a) === top(b);
}

function writeIfChanged(path: string, text: string): void {
  // An unchanged content config keeps Astro's content store valid between runs.
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  writeFileSync(path, text);
}

/** Packages the project's own modules import by bare name: linked to docgen's copies wherever the project is. */
const LINKED_PACKAGES = ['astro'];

const requireFromDocgen = createRequire(import.meta.url);

function linkPackage(root: string, name: string): void {
  const target = dirname(requireFromDocgen.resolve(`${name}/package.json`));
  const link = join(root, 'node_modules', name);
  if (isLinkTo(link, target)) return;
  mkdirSync(dirname(link), { recursive: true });
  rmSync(link, { recursive: true, force: true });
  // A junction on Windows needs no special rights; elsewhere the type is ignored.
  symlinkSync(target, link, 'junction');
}

function isLinkTo(link: string, target: string): boolean {
  try {
    return lstatSync(link).isSymbolicLink() && readlinkSync(link) === target;
  } catch {
    return false;
  }
}
