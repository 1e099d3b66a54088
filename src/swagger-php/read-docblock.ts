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
import { joinLines } from '../text-lines.ts';

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
  const reader = new AnnotationReader(source);
  const annotations: Annotation[] = [];
  const { text } = reader;
  while (reader.pos < text.length) {
    const at = text.indexOf('@', reader.pos);
    if (at === -1) break;
    reader.pos = at + 1;
    // A tag starts a line or follows a space; `user@example.com` in prose is not one.
    if (at > 0 && !/\s/.test(text[at - 1]!)) continue;
    const name = reader.readName();
    if (!name || !reader.typeOf(name)) continue;
    reader.pos = at;
    try {
      const annotation = reader.parseAnnotation();
      if (KNOWN_TYPES.has(annotation.type)) annotations.push(annotation);
    } catch (error) {
      const detail = error instanceof Malformed ? error.message : String(error);
      reader.problems.push({
        message: `The swagger-php annotation @${name} could not be read (${detail}); it is ignored.`,
        file: source.file,
        line: reader.lineAt(at),
      });
      reader.pos = at + 1 + name.length;
    }
  }
  return { annotations, problems: reader.problems };
}

/** A recursive-descent reader of the Doctrine annotation syntax over one docblock's text, from `pos` on. */
class AnnotationReader {
  readonly text: string;
  readonly lineAt: (offset: number) => number;
  readonly problems: AnnotationProblem[] = [];
  pos = 0;

  constructor(private readonly source: DocblockSource) {
    ({ text: this.text, lineAt: this.lineAt } = cleanText(source.raw, source.startLine));
  }

  /** The swagger-php type an annotation name stands for (`OA\Get` through the file's imports), if any. */
  typeOf(name: string): string | undefined {
    const resolved = this.source.scope ? this.source.scope.resolveClass(name) : name;
    return swaggerPhpType(resolved) ?? /^OA\\(\w+)$/.exec(name)?.[1];
  }

  readName(): string | undefined {
    NAME.lastIndex = this.pos;
    const match = NAME.exec(this.text);
    if (!match) return undefined;
    this.pos += match[0].length;
    return match[0];
  }

  /** `@Name` or `@Name(arguments)`, at `pos`. */
  parseAnnotation(): Annotation {
    const start = this.pos;
    this.pos++; // '@'
    const name = this.readName() ?? this.fail('a name is missing after @');
    const type = this.typeOf(name) ?? name;
    const annotation: Annotation = { kind: 'annotation', type, named: {}, positional: [], file: this.source.file, line: this.lineAt(start) };
    this.skipSpace();
    if (this.text[this.pos] !== '(') return annotation;
    this.pos++;
    this.parseList(')', `the closing ")" of @${name} is missing`, `a "," or ")" was expected in @${name}`, ['='], (key, value) => {
      if (key !== undefined) annotation.named[key] = value;
      else annotation.positional.push(value);
    });
    if (!KNOWN_TYPES.has(type)) {
      this.problems.push({ message: `@${name} is not a swagger-php annotation docgen knows; it is ignored.`, file: this.source.file, line: annotation.line });
    }
    return annotation;
  }

  /** Comma-separated items, each `key<separator> value` or a value alone, up to `close`. */
  private parseList(
    close: string,
    unclosed: string,
    unseparated: string,
    separators: string[],
    add: (key: string | undefined, value: AnnotationValue) => void,
  ): void {
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === close) {
        this.pos++;
        return;
      }
      if (this.pos >= this.text.length) this.fail(unclosed);
      const key = this.namedKey(separators);
      add(key, this.parseValue());
      this.skipSpace();
      if (this.text[this.pos] === ',') this.pos++;
      else if (this.text[this.pos] !== close) this.fail(unseparated);
    }
  }

  /** `key=` (or `key:` inside arrays) before a value: returns the key and moves past it, else stays put. */
  private namedKey(separators: string[]): string | undefined {
    const start = this.pos;
    let key: string | undefined;
    if (this.text[this.pos] === '"') {
      key = this.parseString();
    } else {
      NAME.lastIndex = this.pos;
      const match = NAME.exec(this.text);
      if (match && !match[0].includes('\\')) {
        key = match[0];
        this.pos += match[0].length;
      }
    }
    if (key !== undefined) {
      this.skipSpace();
      const separator = this.text[this.pos];
      if (separator && separators.includes(separator) && this.text[this.pos + 1] !== ':') {
        this.pos++;
        this.skipSpace();
        return key;
      }
    }
    this.pos = start;
    return undefined;
  }

  /** A quoted string; the quote inside is written twice. */
  private parseString(): string {
    const quote = this.text[this.pos]!;
    this.pos++;
    let value = '';
    for (;;) {
      if (this.pos >= this.text.length) this.fail('a string is not closed');
      const char = this.text[this.pos]!;
      if (char === quote) {
        if (this.text[this.pos + 1] === quote) {
          value += quote;
          this.pos += 2;
          continue;
        }
        this.pos++;
        break;
      }
      value += char;
      this.pos++;
    }
    // A string continued on the next docblock line keeps one space where the line break was.
    return value.includes('\n') ? joinLines(value) : value;
  }

  /** `{…}`: a list, or a map when any item has a key (the unkeyed ones then keyed by position). */
  private parseArray(): AnnotationValue {
    this.pos++; // '{'
    const list: AnnotationValue[] = [];
    const map: Record<string, AnnotationValue> = nameMap();
    let keyed = false;
    this.parseList('}', 'the closing "}" of an array is missing', 'a "," or "}" was expected in an array', ['=', ':'], (key, value) => {
      if (key !== undefined) {
        keyed = true;
        map[key] = value;
      } else {
        map[String(list.length)] = value;
        list.push(value);
      }
    });
    return keyed ? map : list;
  }

  private parseValue(): AnnotationValue {
    this.skipSpace();
    const char = this.text[this.pos];
    if (char === '"' || char === "'") return this.parseString();
    if (char === '{') return this.parseArray();
    if (char === '@') return this.parseAnnotation();
    const number = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    number.lastIndex = this.pos;
    const numeric = number.exec(this.text);
    if (numeric) {
      this.pos += numeric[0].length;
      return Number(numeric[0]);
    }
    const name = this.readName();
    if (name === undefined) return this.fail(`a value was expected, found "${this.text.slice(this.pos, this.pos + 10).trim() || 'the end'}"`);
    const lower = name.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    if (lower === 'null') return null;
    if (this.text.startsWith('::', this.pos)) return this.classConstant(name);
    return this.fail(`"${name}" is not a value (strings are written in double quotes)`);
  }

  /** `Name::class` is the class name; any other constant cannot be read statically. */
  private classConstant(name: string): AnnotationValue {
    this.pos += 2;
    const member = this.readName() ?? this.fail('a constant name is missing after ::');
    if (member.toLowerCase() === 'class') return this.source.scope ? this.source.scope.resolveClass(name) : name;
    this.problems.push({
      message: `The constant ${name}::${member} in a swagger-php annotation cannot be read statically; it is left out.`,
      file: this.source.file,
      line: this.lineAt(this.pos),
    });
    return null;
  }

  private skipSpace(): void {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos]!)) this.pos++;
  }

  private fail(message: string): never {
    throw new Malformed(message, this.pos);
  }
}
