/**
 * Files the docs take from outside the Astro project: the logo from the app's `public/` folder.
 * Copied into the build, and served by the dev server at the same path.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { locateAppFile } from '../../src/app-files.ts';
import type { Plugin } from 'vite';

export interface PublicFile {
  /** URL path in the site (`/img/logo.png`). */
  urlPath: string;
  /** Absolute source file. */
  source: string;
}

const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.svg': 'image/svg+xml', '.gif': 'image/gif', '.webp': 'image/webp', '.ico': 'image/x-icon' };

/** A file of the app's `public/` folder, when it really is one (symlinks followed, never outside the app). */
export function appPublicFile(appRoot: string, relative: string, urlPath: string): PublicFile | undefined {
  const publicDir = locateAppFile(appRoot, join(appRoot, 'public'), 'folder');
  if (!publicDir.found) return undefined;
  const source = locateAppFile(appRoot, join(appRoot, 'public', relative));
  if (!source.found || !locateAppFile(publicDir.path, source.path).found) return undefined;
  return { urlPath, source: source.path };
}

export function copyPublicFiles(files: PublicFile[], outDir: string): void {
  for (const file of files) {
    const target = join(outDir, file.urlPath);
    if (existsSync(target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file.source, target);
  }
}

export function servePublicFiles(files: () => PublicFile[]): Plugin {
  return {
    name: 'docgen:public-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0]!);
        const file = files().find((f) => f.urlPath === path);
        if (!file) return next();
        response.setHeader('Content-Type', TYPES[extname(file.source).toLowerCase()] ?? 'application/octet-stream');
        response.end(readFileSync(file.source));
      });
    },
  };
}
