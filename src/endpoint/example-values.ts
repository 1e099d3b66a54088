/**
 * The values an example request sends, built from the parameter tree: Scribe's `Extractor::cleanParams`,
 * the one implementation behind the example requests, Try It Out, response calls, Postman and OpenAPI.
 * A parameter without an example is left out (an explicit `null` is kept); a parent's own example wins
 * over its children's key by key (Scribe: "don't overwrite the parent"); files become `FileExample`s,
 * and a required file without an example is still sent, as Scribe's dummy `test.jpg`.
 */
import { nameMap } from '../name-map.ts';
import type { Parameter } from '../model.ts';
import { nestParameters, type NestedParameter } from './nest-parameters.ts';
import { stripListMarks } from './parameter-tree.ts';

/** Scribe's `generateDummyValue('file')`: `UploadedFile::fake()->create('test.jpg')`. */
export const DUMMY_FILE = 'test.jpg';

/** A file sent in an example request: its example path as written (Scribe treats string examples of files as paths). */
export class FileExample {
  constructor(readonly path: string) {}

  /** The name the upload carries: the path's last segment. */
  get fileName(): string {
    return this.path.split(/[\\/]/).pop() || DUMMY_FILE;
  }
}

const ABSENT = Symbol('absent');
type Value = unknown;

/**
 * `{ name: example }` for top-level parameters, or a list when the body is one. Parameters that
 * have no example are left out.
 */
export function exampleValues(parameters: Record<string, Parameter>): Record<string, unknown> | unknown[] {
  const { roots, isList } = nestParameters(parameters);
  if (isList) {
    const value = valueOf(roots[0]!);
    return Array.isArray(value) ? value : [];
  }
  const out: Record<string, unknown> = nameMap();
  for (const root of roots) {
    const value = valueOf(root);
    if (value !== ABSENT) out[root.key] = value;
  }
  return out;
}

/** The example one nested parameter sends (children merged in), or `undefined` when it sends none. */
export function nodeExample(node: NestedParameter): unknown {
  const value = valueOf(node);
  return value === ABSENT ? undefined : value;
}

/** True when any parameter that is sent is a file (or a list of files). */
export function containsFile(value: unknown): boolean {
  if (value instanceof FileExample) return true;
  if (Array.isArray(value)) return value.some(containsFile);
  if (isPlainObject(value)) return Object.values(value).some(containsFile);
  return false;
}

export function isFileType(type: string): boolean {
  return stripListMarks(type) === 'file';
}

function valueOf(node: NestedParameter): Value | typeof ABSENT {
  const p = node.parameter;
  if (isFileType(p.type)) return fileValue(p);
  if (node.fields.length === 0) return p.example === undefined ? ABSENT : clone(p.example);

  const isList = p.type.endsWith('[]');
  if (isList && p.exampleWasSpecified && Array.isArray(p.example) && p.example.length > 0 && !isEmptyItem(p.example[0])) {
    return clone(p.example);
  }
  const fromChildren: Record<string, unknown> = nameMap();
  for (const field of node.fields) {
    const value = valueOf(field);
    if (value !== ABSENT) fromChildren[field.key] = value;
  }
  const own = isList ? (Array.isArray(p.example) ? p.example[0] : undefined) : p.example;
  const merged = isPlainObject(own) ? { ...fromChildren, ...(clone(own) as Record<string, unknown>) } : fromChildren;

  if (Object.keys(merged).length === 0) {
    if (!p.required) return ABSENT;
    return isList ? [] : {};
  }
  return isList ? [merged] : merged;
}

function fileValue(p: Parameter): Value | typeof ABSENT {
  const paths = (Array.isArray(p.example) ? p.example : [p.example]).filter((path): path is string => typeof path === 'string' && path !== '');
  // Scribe drops an optional parameter without an example, and sends a dummy file for a required one.
  if (paths.length === 0 && !p.required) return ABSENT;
  const files = (paths.length > 0 ? paths : [DUMMY_FILE]).map((path) => new FileExample(path));
  return p.type.endsWith('[]') ? files : files[0];
}

/** PHP's empty array `[]` stands for "nothing" as an item example. */
function isEmptyItem(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof FileExample);
}

function clone<T>(value: T): T {
  return value !== null && typeof value === 'object' ? (JSON.parse(JSON.stringify(value)) as T) : value;
}
