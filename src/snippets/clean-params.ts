/**
 * Parameters reduced to the name → example values that example requests send (Scribe's
 * `Extractor::cleanParams`): parameters without an example are left out, dotted names nest into
 * objects (`author.name`), `[]` into lists (`items[].sku`), and a body named `[]` is a list itself.
 * File parameters are taken out, with the form-data key each one is sent under.
 */
import type { Parameter } from '../model.ts';

export interface FileField {
  /** The form-data key (`avatar`, `photos[]`, `meta[cover]`). */
  key: string;
  /** The example path of the file (a placeholder name when none was given). */
  path: string;
}

export interface CleanParameters {
  /** Nested example values (a list when the body itself is a list). */
  values: Record<string, unknown> | unknown[];
  files: FileField[];
}

type Container = Record<string, unknown> | unknown[];

export function cleanParameters(parameters: Record<string, Parameter>): CleanParameters {
  const root: Record<string, unknown> = {};
  const files: FileField[] = [];
  for (const [name, parameter] of Object.entries(parameters)) {
    if (parameter.example === undefined) continue;
    if (parameter.type === 'file' || parameter.type === 'file[]') {
      const paths = Array.isArray(parameter.example) ? parameter.example : [parameter.example];
      const key = formKey(name) + (parameter.type === 'file[]' ? '[]' : '');
      for (const path of paths) files.push({ key, path: typeof path === 'string' && path ? path : 'test.jpg' });
      continue;
    }
    setPath(root, pathOf(name), structuredCloneSafe(parameter.example));
  }
  const values = '[]' in root && Array.isArray(root['[]']) ? (root['[]'] as unknown[]) : root;
  return { values, files };
}

/** `items[].sku` → `['items', 0, 'sku']`; `[].id` → `['[]', 0, 'id']`. */
function pathOf(name: string): Array<string | number> {
  if (name === '[]') return ['[]'];
  const path: Array<string | number> = [];
  const segments = name.split('.');
  segments.forEach((segment, index) => {
    if (index === 0 && segment === '[]') {
      path.push('[]', 0);
      return;
    }
    let rest = segment;
    let brackets = 0;
    while (rest.endsWith('[]')) {
      rest = rest.slice(0, -2);
      brackets++;
    }
    path.push(rest);
    for (let i = 0; i < brackets; i++) path.push(0);
  });
  return path;
}

/** Sets a value unless a parent's own example already gave one (Scribe: "don't overwrite the parent"). */
function setPath(root: Container, path: Array<string | number>, value: unknown): void {
  let node: Container = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i]!;
    const nextIsIndex = typeof path[i + 1] === 'number';
    let child = (node as Record<string | number, unknown>)[key];
    if (child === null || typeof child !== 'object') {
      child = nextIsIndex ? [] : {};
      (node as Record<string | number, unknown>)[key] = child;
    }
    if (nextIsIndex && !Array.isArray(child)) return;
    node = child as Container;
  }
  const last = path[path.length - 1]!;
  const current = (node as Record<string | number, unknown>)[last];
  if (path.length > 1 && current !== undefined && !isEmpty(current)) return;
  (node as Record<string | number, unknown>)[last] = value;
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (value && typeof value === 'object') return Object.keys(value).length === 0;
  return value === null || value === '';
}

function structuredCloneSafe(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? JSON.parse(JSON.stringify(value)) : value;
}

/** `photos[].file` → `photos[][file]`, `meta.cover` → `meta[cover]`: the key a form field is sent under. */
export function formKey(name: string): string {
  const [first, ...rest] = name.split('.');
  return first + rest.map((part) => `[${part.replace(/\[\]$/, '')}]${part.endsWith('[]') ? '[]' : ''}`).join('');
}
