/**
 * The code that handles a route, read the same way whether it is a controller method or a closure: Scribe reads
 * a closure route's docblock, attributes and parameters through ReflectionFunction exactly as a method's.
 */
import type { Route } from '../../../model.ts';
import type { ClassIndex } from '../../../php/class-index.ts';
import { readClosure, type PhpMethod } from '../../../php/classes.ts';
import { closureAt } from '../../../php/closure-at.ts';
import { parseDocBlock } from '../../../php/docblock.ts';
import { NameScope } from '../../../php/names.ts';
import { parseFile } from '../../../php/parser.ts';

/** The controller method, else the route's closure read as a method named `{closure}` (see readClosure). */
export function routeHandler(route: Route, controllerMethod: PhpMethod | undefined, classes: ClassIndex): PhpMethod | undefined {
  return controllerMethod ?? closureHandler(route, classes);
}

/**
 * A closure route's closure, found again at the file and line discovery recorded. Its docblock is the one
 * discovery read (the doc comment PHP gives the closure); when the closure cannot be found in the file any more,
 * the docblock alone still documents the route.
 */
export function closureHandler(route: Route, classes: ClassIndex): PhpMethod | undefined {
  const closure = route.closure;
  if (!closure) return undefined;
  const raw = closure.docComment;
  const docBlock = raw ? parseDocBlock(raw, closure.docCommentLine ?? Math.max(1, closure.location.line - raw.split('\n').length)) : undefined;
  const absoluteFile = classes.absolutePath(closure.location.file);
  const site = closureAt(parseFile(absoluteFile), closure.location.line);
  const context = { file: closure.location.file, absoluteFile, classes, env: classes.env };
  const handler = readClosure(site?.node ?? { kind: 'closure', arguments: [], body: null }, site?.scope ?? new NameScope(''), context, docBlock);
  if (!site) handler.line = closure.location.line;
  return handler;
}
