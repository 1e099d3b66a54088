/**
 * The app's own configuration as Laravel's `config('file.key')` gives it: the array `config/<file>.php` returns,
 * evaluated statically (env() from the app's `.env`), then the rest of the dotted key. A key the file does not
 * have is missing (`config()` gives its default); a value that needs PHP to run is unknown. Files are read only
 * inside the app, once per reader; nothing is reported (the app's config is the app's business, not docgen's).
 */
import { locateAppFile } from '../app-files.ts';
import { isNode, type PhpNode } from '../php/ast.ts';
import { evaluate, UNKNOWN } from '../php/evaluate.ts';
import { fileScope } from '../php/names.ts';
import { parseFile, type ParsedFile } from '../php/parser.ts';

/** What a config key holds: a value, `undefined` when Laravel would find nothing there, or UNKNOWN. */
export type ConfigLookup = (key: string) => unknown;

export interface AppConfig {
  value: ConfigLookup;
  /**
   * The config files looked up so far (relative to the app root): the parse of each one found (an unchanged file
   * keeps its parse), none for one missing — what is read from the app's config depends on both.
   */
  read: Map<string, { parsed?: ParsedFile }>;
}

export function appConfig(appRoot: string, env: Record<string, string>): AppConfig {
  const files = new Map<string, unknown>();
  const read = new Map<string, { parsed?: ParsedFile }>();
  const fileValue = (name: string): unknown => {
    if (!files.has(name)) {
      const file = `config/${name}.php`;
      const lookup = locateAppFile(appRoot, file);
      let value: unknown;
      if (lookup.found) {
        const parsed = parseFile(lookup.path, lookup.stat);
        read.set(file, { parsed });
        value = returnedValue(parsed, lookup.path, appRoot, env);
      } else {
        // No such file: Laravel has no such settings (a link out of the app is not read, so not known).
        read.set(file, {});
        value = lookup.reason === 'outside' ? UNKNOWN : undefined;
      }
      files.set(name, value);
    }
    return files.get(name);
  };
  return {
    read,
    value(key) {
      const [name, ...path] = key.split('.');
      if (!name || !/^[\w-]+$/.test(name)) return UNKNOWN;
      let value = fileValue(name);
      for (const segment of path) {
        if (value === UNKNOWN || value === undefined) return value;
        if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return undefined;
        value = (value as Record<string, unknown>)[segment];
      }
      return value;
    },
  };
}

/** Whether the config files looked up are as they were: the same parse for each found, still none for each missing. */
export function configUnchanged(appRoot: string, read: AppConfig['read']): boolean {
  for (const [file, { parsed }] of read) {
    const lookup = locateAppFile(appRoot, file);
    if (!lookup.found ? parsed !== undefined : parsed === undefined || parseFile(lookup.path, lookup.stat) !== parsed) return false;
  }
  return true;
}

/** The value of the file's top-level `return`; unknown when it has none that can be read. */
function returnedValue(parsed: ParsedFile, absolutePath: string, appRoot: string, env: Record<string, string>): unknown {
  const returned = ((parsed.ast.children ?? []) as PhpNode[]).find((node) => isNode(node) && node.kind === 'return');
  if (!returned || !isNode(returned.expr)) return UNKNOWN;
  return evaluate(returned.expr as PhpNode, { scope: fileScope(parsed.ast), file: absolutePath, env, appRoot });
}
