/**
 * The app's own global functions: those declared in the files composer autoloads (`autoload.files`, e.g.
 * `app/helpers.php`), and in the files those require — by a static path or a `foreach (glob(…) as $f) require $f;`
 * loop. Functions of vendor packages are not read (their source is not part of the app).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isNode, walk, type PhpNode } from '../php/ast.ts';
import type { ClassIndex } from '../php/class-index.ts';
import { readFunction, type PhpMethod } from '../php/classes.ts';
import { evaluate } from '../php/evaluate.ts';
import { globFiles } from '../php/glob.ts';
import { scopedStatements } from '../php/names.ts';
import { parseFile } from '../php/parser.ts';

const MAX_FILES = 200;

/** The app function with this (fully qualified) name, or undefined. */
export function appFunction(classes: ClassIndex, name: string): PhpMethod | undefined {
  const functions = classes.memo('app-functions', () => readAppFunctions(classes));
  return functions.get(name.replace(/^\\/, '').toLowerCase());
}

function readAppFunctions(classes: ClassIndex): Map<string, PhpMethod> {
  const functions = new Map<string, PhpMethod>();
  const seen = new Set<string>();
  const queue = autoloadedFiles(classes.root);
  while (queue.length && seen.size < MAX_FILES) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    // Through the index, so that a warm run re-reads what depends on a helper file that changed.
    classes.readFile(file);
    const parsed = parseFile(file);
    const relative = classes.relativePath(file);
    for (const { node, scope } of scopedStatements(parsed.ast)) {
      walk(node, (child) => {
        if (child.kind === 'class' || child.kind === 'closure' || child.kind === 'arrowfunc' || child.kind === 'method') return false;
        if (child.kind === 'function') {
          const fn = readFunction(child, scope, { file: relative, absoluteFile: file, classes, env: classes.env });
          const fqn = (scope.namespace ? `${scope.namespace}\\${fn.name}` : fn.name).toLowerCase();
          if (!functions.has(fqn)) functions.set(fqn, fn);
          return false;
        }
        if (child.kind === 'include') queue.push(...includedFiles(child, parsed.ast, file, classes, scope));
        return undefined;
      });
    }
  }
  return functions;
}

/** `autoload.files` of composer.json, as absolute paths. */
function autoloadedFiles(root: string): string[] {
  try {
    const composer = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as { autoload?: { files?: unknown } };
    const files = composer.autoload?.files;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string').map((f) => resolve(root, f)) : [];
  } catch {
    return [];
  }
}

/** The files an include names: a static path, or the files of the glob() calls of its file (a loop requiring them). */
function includedFiles(include: PhpNode, program: PhpNode, file: string, classes: ClassIndex, scope: PhpMethod['scope']): string[] {
  const context = { scope, classes, env: classes.env, file, appRoot: classes.root };
  const target = evaluate(include.target as PhpNode, context);
  if (typeof target === 'string') return [resolve(dirname(file), target)];
  // `$files = glob(__DIR__.'/helpers/*.php'); foreach ($files as $file) require $file;` and the inline form.
  const patterns: string[] = [];
  walk(program, (child) => {
    if (child.kind === 'call' && isNode(child.what) && child.what.kind === 'name' && String(child.what.name).replace(/^\\/, '').toLowerCase() === 'glob') {
      const pattern = evaluate(((child.arguments ?? []) as PhpNode[])[0], context);
      if (typeof pattern === 'string') patterns.push(pattern);
    }
  });
  return patterns.flatMap(globFiles);
}
