/**
 * The last word on static calls and `new` of classes that come from packages (not the app, not Laravel, which
 * the other extensions answer): what a package computes is not in the app's code, so no static reading can
 * know it. That is a notice, where an unknown in the app's own code or in Laravel's is a warning.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { shortName } from '../../php/engine/value-ops.ts';

/**
 * A namespaced class the app does not declare, outside Laravel's and the app's own namespaces (a class missing
 * under `App\` is the app's, and stays a warning).
 */
function isPackageClass(className: string, classes: ClassIndex): boolean {
  const name = className.replace(/^\\/, '');
  return name.includes('\\') && !/^(Illuminate|App|Database|Tests)\\/i.test(name) && !classes.find(name);
}

export function packageClasses(classes: ClassIndex): EngineExtension {
  return {
    callStatic(className, method, _args, site) {
      if (!isPackageClass(className, classes)) return NOT_HANDLED;
      return site.unknown(`${shortName(className)}::${method}() of the package class ${className.replace(/^\\/, '')}`, 'notice');
    },
    construct(className, _args, site) {
      if (!isPackageClass(className, classes)) return NOT_HANDLED;
      return site.unknown(`new ${shortName(className)}() of the package class ${className.replace(/^\\/, '')}`, 'notice');
    },
  };
}
