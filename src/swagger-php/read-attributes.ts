/**
 * swagger-php annotations written as PHP 8 attributes (`#[OA\Get(path: '/x', responses: [new OA\Response(...)])]`):
 * the attribute and every `new OA\...(...)` inside its arguments become Annotations; other expressions are
 * evaluated statically (constants, `Class::class`, enum cases). What cannot be known is left out with a problem.
 */
import { isNode, lineOf, nameOf, type PhpNode } from '../php/ast.ts';
import type { PhpAttribute } from '../php/attributes.ts';
import { evaluate, isUnknown, PhpEnumCase, type EvalContext } from '../php/evaluate.ts';
import { isPhpArray } from '../php/values.ts';
import { KNOWN_TYPES, swaggerPhpType, type Annotation, type AnnotationProblem, type AnnotationValue } from './annotation.ts';
import { nameMap } from '../name-map.ts';

export interface AttributeSource {
  /** Relative to the app root. */
  file: string;
  eval: EvalContext;
}

export function readAttributeAnnotations(
  attributes: readonly PhpAttribute[],
  source: AttributeSource,
): { annotations: Annotation[]; problems: AnnotationProblem[] } {
  const annotations: Annotation[] = [];
  const problems: AnnotationProblem[] = [];
  for (const attribute of attributes) {
    const type = swaggerPhpType(attribute.name);
    if (!type) continue;
    if (!KNOWN_TYPES.has(type)) {
      problems.push({ message: `#[${attribute.shortName}] is not a swagger-php attribute docgen knows; it is ignored.`, file: source.file, line: attribute.line });
      continue;
    }
    annotations.push(fromCall(type, attribute.argNodes, attribute.line, source, problems));
  }
  return { annotations, problems };
}

function fromCall(type: string, argNodes: PhpNode[], line: number, source: AttributeSource, problems: AnnotationProblem[]): Annotation {
  const annotation: Annotation = { kind: 'annotation', type, named: {}, positional: [], file: source.file, line };
  for (const arg of argNodes) {
    if (arg.kind === 'namedargument') {
      const value = fromNode(arg.value as PhpNode, source, problems, `\`${String(arg.name)}\` argument of OA\\${type}`);
      if (value !== undefined) annotation.named[String(arg.name)] = value;
    } else {
      const value = fromNode(arg, source, problems, `argument of OA\\${type}`);
      if (value !== undefined) annotation.positional.push(value);
    }
  }
  return annotation;
}

function fromNode(node: PhpNode, source: AttributeSource, problems: AnnotationProblem[], what: string): AnnotationValue | undefined {
  if (node.kind === 'new' && isNode(node.what)) {
    const type = swaggerPhpType(source.eval.scope.resolveClass(nameOf(node.what) ?? ''));
    if (type) {
      if (!KNOWN_TYPES.has(type)) {
        problems.push({ message: `new ${nameOf(node.what)}() is not a swagger-php attribute docgen knows; it is ignored.`, file: source.file, line: lineOf(node) });
        return undefined;
      }
      return fromCall(type, (node.arguments ?? []) as PhpNode[], lineOf(node), source, problems);
    }
  }
  if (node.kind === 'array') {
    const list: AnnotationValue[] = [];
    const map: Record<string, AnnotationValue> = nameMap();
    let keyed = false;
    for (const item of (node.items ?? []) as PhpNode[]) {
      const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item };
      if (!isNode(entry.value)) continue;
      const value = fromNode(entry.value as PhpNode, source, problems, what);
      if (value === undefined) continue;
      if (isNode(entry.key)) {
        const key = evaluate(entry.key as PhpNode, source.eval);
        if (typeof key === 'string' || typeof key === 'number') {
          keyed = true;
          map[String(key)] = value;
          continue;
        }
      }
      map[String(list.length)] = value;
      list.push(value);
    }
    return keyed ? map : list;
  }
  const value = plain(evaluate(node, source.eval));
  if (value === undefined) {
    problems.push({ message: `The ${what} could not be read statically; it is left out.`, file: source.file, line: lineOf(node) });
  }
  return value;
}

/** An evaluated PHP value as annotation data (enum cases by their value, unknown parts undefined). */
function plain(value: unknown): AnnotationValue | undefined {
  if (isUnknown(value)) return undefined;
  if (value instanceof PhpEnumCase) return value.value ?? value.name;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(plain);
    return items.some((item) => item === undefined) ? undefined : (items as AnnotationValue[]);
  }
  if (isPhpArray(value)) {
    const out: Record<string, AnnotationValue> = nameMap();
    for (const [key, item] of Object.entries(value)) {
      const converted = plain(item);
      if (converted === undefined) return undefined;
      out[key] = converted;
    }
    return out;
  }
  return undefined;
}
