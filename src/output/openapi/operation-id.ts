/**
 * operationIds (Scribe's rule): the camel-cased title without non-word characters, else the method
 * and the path's parts (`getApiEchoesUrlParametersParamParam2`). Unlike Scribe, each id is unique
 * in the document: a repeat gets the method appended, then a number.
 */
import type { Endpoint } from '../../model.ts';

export class OperationIds {
  private readonly used = new Set<string>();
  /** Per base: the number it last took (ids are only ever added, so no lower number can be free again). */
  private readonly numbered = new Map<string, number>();

  next(endpoint: Endpoint, method: string): string {
    const base = baseId(endpoint, method);
    let id: string | undefined = base;
    if (this.used.has(id)) {
      id = `${base}${upperFirst(method.toLowerCase())}`;
      if (this.used.has(id)) id = undefined;
    }
    for (let n = this.numbered.get(base) ?? 2; id === undefined; n++) {
      if (this.used.has(`${base}${n}`)) continue;
      id = `${base}${n}`;
      this.numbered.set(base, n);
    }
    this.used.add(id);
    return id;
  }
}

function baseId(endpoint: Endpoint, method: string): string {
  const title = endpoint.metadata.title;
  const fromTitle = ASCII.test(title) ? asciiWordsCamel(title) : ascii(camel(title)).replace(/\W/g, '');
  if (fromTitle) return fromTitle;
  const parts = endpoint.uri.split(/\W+/).filter((part) => part !== '');
  return method.toLowerCase() + parts.map(upperFirst).join('');
}

/** Laravel's `Str::camel`: words split on spaces, `-` and `_`, each upper-cased first, then joined. */
function camel(title: string): string {
  const studly = title
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '')
    .map(upperFirst)
    .join('');
  return studly.charAt(0).toLowerCase() + studly.slice(1);
}

const ASCII = /^[\x00-\x7f]*$/;

function ascii(text: string): string {
  // ASCII text is its own decomposition (most titles: skip the work).
  if (ASCII.test(text)) return text;
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/**
 * `camel(title)` without non-word characters, for an ASCII title, in one pass: a run computes the id of every
 * endpoint (thousands of titles), and the general path's regular expressions and lists cost ten times more.
 */
function asciiWordsCamel(title: string): string {
  let id = '';
  let first = true;
  let wordStart = true;
  for (let index = 0; index < title.length; index++) {
    let code = title.charCodeAt(index);
    // Words are split on white space, `-` and `_`.
    if (code === 0x20 || (code >= 0x09 && code <= 0x0d) || code === 0x2d || code === 0x5f) {
      wordStart = true;
      continue;
    }
    // The first character of the whole is lower-cased, that of every other word upper-cased (by code: no string
    // and no regular expression made for each character).
    if (first && code >= 0x41 && code <= 0x5a) code += 0x20;
    else if (!first && wordStart && code >= 0x61 && code <= 0x7a) code -= 0x20;
    first = false;
    wordStart = false;
    if (isWordCharacter(code)) id += String.fromCharCode(code);
  }
  return id;
}

/** `\w` of an ASCII code: a letter, a digit or `_`. */
function isWordCharacter(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f;
}

function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
