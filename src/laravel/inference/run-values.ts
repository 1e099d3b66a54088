/**
 * The value an expression holds when its method runs on the analysis engine with what the code reaching it gave:
 * the arguments of the calls that led there (each read the same way in its caller), `$this` an object of the
 * class, the methods it calls run. Used where a value decides what code means, such as the class a variable holds
 * in `$modelClass::query()` (`$modelClass = $this->channelConfig($channel)['model']`).
 */
import type { PhpNode } from '../../php/ast.ts';
import { UNKNOWN } from '../../php/values.ts';
import { DeclaredObject, declaredValue, RecordingEngine } from './declared-types.ts';
import type { OriginReader } from './origin-reader.ts';

/** How many callers deep the arguments are read. */
const MAX_CALLERS = 4;

/** The value `node` first held in the run; undefined when it was unknown or never reached. */
export function valueAt(node: PhpNode, reader: OriginReader, depth = 0): unknown {
  const { method, classes } = reader;
  const args = method.params.map((param) => {
    const bound = depth < MAX_CALLERS ? reader.bound?.params.get(param.name) : undefined;
    return bound ? (valueAt(bound.node, bound.reader, depth + 1) ?? UNKNOWN) : declaredValue(param.type, undefined, classes);
  });
  const thisClass = reader.className ?? '';
  const engine = new RecordingEngine(classes, true);
  engine.runEntry(method, thisClass && !method.isStatic ? new DeclaredObject(thisClass, classes) : undefined, args, thisClass || undefined);
  return engine.valuesAt.get(node);
}
