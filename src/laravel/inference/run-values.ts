/**
 * The value an expression holds when its method runs on the analysis engine with what the code reaching it gave:
 * the arguments of the calls that led there and the properties its object was constructed with (each read the
 * same way in the code that gave it), `$this` otherwise known by its declared property types, the methods it
 * calls run. Used where a value decides what code means: the class a variable holds in `$modelClass::query()`
 * (`$modelClass = $this->channelConfig($channel)['model']`), the columns of `get($this->fields)`, the keys of
 * `Arr::only($data, $keys)`.
 */
import type { PhpNode } from '../../php/ast.ts';
import { evaluate } from '../../php/evaluate.ts';
import { plainData } from '../../php/php-array.ts';
import { UNKNOWN } from '../../php/values.ts';
import { DeclaredObject, declaredValue, RecordingEngine } from './declared-types.ts';
import type { BoundValue, OriginReader } from './origin-reader.ts';

/** How many callers deep the arguments are read. */
const MAX_CALLERS = 4;

/** Each reader's run, while the reader lives (a read asks about several expressions of one method). */
const runs = new WeakMap<OriginReader, Map<PhpNode, unknown>>();

/** The value `node` first held in the run; undefined when it was unknown or never reached. */
export function valueAt(node: PhpNode, reader: OriginReader, depth = 0): unknown {
  let values = runs.get(reader);
  if (!values) runs.set(reader, (values = run(reader, depth)));
  return values.get(node);
}

function run(reader: OriginReader, depth: number): Map<PhpNode, unknown> {
  const { method, classes, bound } = reader;
  const given = (value: BoundValue): unknown => (depth < MAX_CALLERS ? (valueAt(value.node, value.reader, depth + 1) ?? UNKNOWN) : UNKNOWN);
  const args = method.params.map((param) => {
    const arg = bound?.params.get(param.name);
    return arg ? given(arg) : declaredValue(param.type, undefined, classes);
  });
  const properties = new Map([...(bound?.properties ?? [])].map(([name, value]) => [name, given(value)] as const));
  const thisClass = reader.className ?? '';
  const thisValue = thisClass && !method.isStatic ? new DeclaredObject(thisClass, classes, properties) : undefined;
  const engine = new RecordingEngine(classes, true);
  engine.runEntry(method, thisValue, args, thisClass || undefined);
  return engine.valuesAt;
}

/** What an expression holds as plain data: its value in the run (valueAt), else its constant value. */
export function heldValue(node: PhpNode, reader: OriginReader): unknown {
  const ran = valueAt(node, reader);
  if (ran !== undefined) return plainData(ran);
  const { method, classes } = reader;
  return evaluate(node, { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env });
}
