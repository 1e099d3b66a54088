/**
 * swagger-php annotations written in a docblock (`@OA\Get(path="/x", @OA\Response(response=200, ...))`), read
 * with the Doctrine annotation syntax swagger-php uses: `name=value` arguments, `"strings"` (a quote inside is
 * written twice), numbers, `true`/`false`/`null`, `{...}` arrays (`{"a", "b"}`, `{"key": value}`, `{key=value}`),
 * `Class::class`, and nested annotations. Other tags of the docblock (`@param`, Scribe's tags) are skipped.
 * A malformed annotation is a problem with its line; the other annotations of the docblock still count.
 */
import type { NameScope } from '../php/names.ts';
import { KNOWN_TYPES, swaggerPhpType, type Annotation, type AnnotationProblem, type AnnotationValue } from './annotation.ts';
import { nameMap } from '../name-map.ts';
import { joinLines } from '../laravel/validation/comments.ts';

export interface DocblockSource {
  /** The comment as written, `/**` to `*\/`. */
  raw: string;
  /** The file line the comment starts on. */
  startLine: number;
  /** Relative to the app root. */
  file: string;
  /** The names the file imports (`use OpenApi\Annotations as OA;`). */
  scope?: NameScope;
}

class Malformed extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** The docblock's text without delimiters and leading stars, with the file line of each offset. */
function cleanText(raw: string, startLine: number): { text: string; lineAt: (offset: number) => number } {
  const lines = raw.split(/\r?\n/);
  const starts: number[] = [];
  let text = '';
  lines.forEach((line, index) => {
    let content = line;
    if (index === 0) content = content.replace(/^\s*\/\*\*?/, '');
    if (index === lines.length - 1) content = content.replace(/\*\/\s*$/, '');
    content = content.replace(/^\s*\*(?!\/)/, ' ');
    starts.push(text.length);
    text += content + '\n';
  });
  const lineAt = (offset: number) => {
    let line = 0;
    while (line + 1 < starts.length && starts[line + 1]! <= offset) line++;
    return startLine + line;
  };
  return { text, lineAt };
}

const NAME = /[A-Za-z_\\][\w\\]*/y;

export function readDocblockAnnotations(source: DocblockSource): { annotations: Annotation[]; problems: AnnotationProblem[] } {
  const { text, lineAt } = cleanText(source.raw, source.startLine);
  const annotations: Annotation[] = [];
  const problems: AnnotationProblem[] = [];
  let pos = 0;

  const typeOf = (name: string): string | undefined => {
    const resolved = source.scope ? source.scope.resolveClass(name) : name;
    return swaggerPhpType(resolved) ?? /^OA\\(\w+)$/.exec(name)?.[1];
  };

  const fail = (message: string): never => {
    throw new Malformed(message, pos);
  };
  const skipSpace = () => {
    while (pos < text.length && /\s/.test(text[pos]!)) pos++;
  };
  const readName = (): string | undefined => {
    NAME.lastIndex = pos;
    const match = NAME.exec(text);
    if (!match) return undefined;
    pos += match[0].length;
    return match[0];
  };

  const parseAnnotation = (): Annotation => {
    const start = pos;
    pos++; // '@'
    const name = readName() ?? fail('a name is missing after @');
    const type = typeOf(name) ?? name;
    const annotation: Annotation = { kind: 'annotation', type, named: {}, positional: [], file: source.file, line: lineAt(start) };
    skipSpace();
    if (text[pos] !== '(') return annotation;
    pos++;
    for (;;) {
      skipSpace();
      if (text[pos] === ')') {
        pos++;
        break;
      }
      if (pos >= text.length) fail(`the closing ")" of @${name} is missing`);
      const key = namedKey(['=']);
      const value = parseValue();
      if (key !== undefined) annotation.named[key] = value;
      else annotation.positional.push(value);
      skipSpace();
      if (text[pos] === ',') pos++;
      else if (text[pos] !== ')') fail(`a "," or ")" was expected in @${name}`);
    }
    if (!KNOWN_TYPES.has(type)) problems.push({ message: `@${name} is not a swagger-php annotation docgen knows; it is ignored.`, file: source.file, line: annotation.line });
    return annotation;
  };

  /** `key=` (or `key:` inside arrays) before a value: returns the key and moves past it, else stays put. */
  const namedKey = (separators: string[]): string | undefined => {
    const start = pos;
    let key: string | undefined;
    if (text[pos] === '"') {
      key = parseString();
    } else {
      NAME.lastIndex = pos;
      const match = NAME.exec(text);
      if (match && !match[0].includes('\\')) {
        key = match[0];
        pos += match[0].length;
      }
    }
    if (key !== undefined) {
      skipSpace();
      const separator = text[pos];
      if (separator && separators.includes(separator) && text[pos + 1] !== ':') {
        pos++;
        skipSpace();
        return key;
      }
    }
    pos = start;
    return undefined;
  };

  const parseString = (): string => {
    const quote = text[pos]!;
    pos++;
    let value = '';
    for (;;) {
      if (pos >= text.length) fail('a string is not closed');
      const char = text[pos]!;
      if (char === quote) {
        if (text[pos + 1] === quote) {
          value += quote;
          pos += 2;
          continue;
        }
        pos++;
        break;
      }
      value += char;
      pos++;
    }
    // A string continued on the next docblock line keeps one space where the line break was.
    return value.includes('\n') ? joinLines(value) : value;
  };

  const parseArray = (): AnnotationValue => {
    pos++; // '{'
    const list: AnnotationValue[] = [];
    const map: Record<string, AnnotationValue> = nameMap();
    let keyed = false;
    for (;;) {
      skipSpace();
      if (text[pos] === '}') {
        pos++;
        break;
      }
      if (pos >= text.length) fail('the closing "}" of an array is missing');
      const key = namedKey(['=', ':']);
      const value = parseValue();
      if (key !== undefined) {
        keyed = true;
        map[key] = value;
      } else {
        map[String(list.length)] = value;
        list.push(value);
      }
      skipSpace();
      if (text[pos] === ',') pos++;
      else if (text[pos] !== '}') fail('a "," or "}" was expected in an array');
    }
    return keyed ? map : list;
  };

  const parseValue = (): AnnotationValue => {
    skipSpace();
    const char = text[pos];
    if (char === '"' || char === "'") return parseString();
    if (char === '{') return parseArray();
    if (char === '@') return parseAnnotation();
    const number = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = pos;
    const numeric = number.exec(text);
    if (numeric) {
      pos += numeric[0].length;
      return Number(numeric[0]);
    }
    const name = readName();
    if (name === undefined) fail(`a value was expected, found "${text.slice(pos, pos + 10).trim() || 'the end'}"`);
    const lower = name!.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (lower === 'null') return null;
    if (text.startsWith('::', pos)) {
      pos += 2;
      const member = readName() ?? fail('a constant name is missing after ::');
      if (member.toLowerCase() === 'class') return source.scope ? source.scope.resolveClass(name!) : name!;
      problems.push({ message: `The constant ${name}::${member} in a swagger-php annotation cannot be read statically; it is left out.`, file: source.file, line: lineAt(pos) });
      return null;
    }
    fail(`"${name}" is not a value (strings are written in double quotes)`);
    return null;
  };

  while (pos < text.length) {
    const at = text.indexOf('@', pos);
    if (at === -1) break;
    // A tag starts a line or follows a space; `user@example.com` in prose is not one.
    if (at > 0 && !/\s/.test(text[at - 1]!)) {
      pos = at + 1;
      continue;
    }
    pos = at + 1;
    const name = readName();
    if (!name) continue;
    const type = typeOf(name);
    if (!type) continue;
    pos = at;
    try {
      const annotation = parseAnnotation();
      if (KNOWN_TYPES.has(annotation.type)) annotations.push(annotation);
    } catch (error) {
      const detail = error instanceof Malformed ? error.message : String(error);
      problems.push({
        message: `The swagger-php annotation @${name} could not be read (${detail}); it is ignored.`,
        file: source.file,
        line: lineAt(at),
      });
      pos = at + 1 + name.length;
    }
  }
  return { annotations, problems };
}
