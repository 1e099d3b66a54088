/**
 * `docgen build --out DIR` as config: it sets `static.output_path` — relative to the app when inside it, so that
 * `public/…` keeps its URL (`public/api-docs` is served at `/api-docs`), absolute otherwise. Only the static
 * types write to a folder of their own.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import { isStaticType } from '../config/output-types.ts';

export function withOutput(appRoot: string, config: Record<string, unknown>, out: string | undefined): Record<string, unknown> {
  if (out === undefined) return config;
  const absolute = resolve(out);
  const inApp = relative(appRoot, absolute);
  const outputPath = inApp && !inApp.startsWith('..') && !isAbsolute(inApp) ? inApp : absolute;
  const current = config.static;
  const staticSection = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
  return { ...config, static: { ...staticSection, output_path: outputPath } };
}

/** Why `--out` cannot apply to a config's type, or undefined when it can. */
export function outMisuse(type: string): string | undefined {
  if (isStaticType(type)) return undefined;
  return `--out sets static.output_path, which type '${type}' does not use (it writes into the app); add --type static to build a static folder.`;
}
