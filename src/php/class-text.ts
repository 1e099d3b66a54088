/**
 * What the text of a file that declares exactly one class says about it without parsing: its kind, the line of
 * each method it declares, the class it extends, whether it implements interfaces and whether it uses traits.
 * Cheap enough to probe many classes (every `XResource::collection()` of an app) without parsing each; anything
 * the text cannot tell for sure is left undefined so that callers parse instead.
 */

export interface ClassText {
  /** What the file declares. */
  kind: 'class' | 'interface' | 'trait' | 'enum';
  /** Each declared method (lower-case name) and its line. */
  lines: Map<string, number>;
  /** The class it extends, fully qualified; null when it extends none; undefined when the text cannot tell. */
  parent: string | null | undefined;
  /** Whether its body uses a trait (whose methods the text does not show). */
  usesTraits: boolean;
  /** Whether its header names interfaces it implements. */
  implementsInterfaces: boolean;
}

const DECLARATION = /^[ \t]*(?:(?:abstract|final|readonly)[ \t]+)*(class|interface|trait|enum)\s+(\w+)([^{]*)/gm;
const METHOD = /^[ \t]*(?:(?:public|protected|private|static|final|abstract)[ \t]+)*function\s+&?(\w+)\s*\(/gim;
const IMPORT = /^[ \t]*use[ \t]+([^;\s][^;\r\n\u2028\u2029]*);/gm;
/** A line that starts an import. */
const IMPORT_LINE = /^[ \t]*use[ \t]/gm;
/** An import that opens a group (`use App\Models\{`), possibly over several lines. */
const GROUP_IMPORT = /^[ \t]*use[ \t][^;{\r\n\u2028\u2029]*\{/m;

/** The class `fqcn` as its file's text declares it, or null when the file does not declare exactly that class. */
export function readClassText(text: string, fqcn: string): ClassText | null {
  const shortName = fqcn.split('\\').pop()!;
  const namespace = fqcn.slice(0, Math.max(0, fqcn.length - shortName.length - 1));
  const declarations = [...text.matchAll(DECLARATION)];
  const declaredNamespace = /^[ \t]*namespace\s+([\w\\]+)\s*;/m.exec(text)?.[1] ?? '';
  if (declarations.length !== 1 || declarations[0]![2] !== shortName || declaredNamespace !== namespace) return null;
  const declaration = declarations[0]!;
  const lines = new Map<string, number>();
  let line = 1;
  let position = 0;
  for (const match of text.matchAll(METHOD)) {
    const end = match.index + match[0].length;
    for (let i = position; i < end; i++) if (text.charCodeAt(i) === 10) line++;
    position = end;
    const method = match[1]!.toLowerCase();
    if (!lines.has(method)) lines.set(method, line);
  }
  const body = text.slice(declaration.index + declaration[0].length);
  return {
    kind: declaration[1] as ClassText['kind'],
    lines,
    parent: declaration[1] === 'class' ? parentOf(declaration[3]!, text.slice(0, declaration.index), namespace) : undefined,
    usesTraits: /^[ \t]*use\s+[\\\w]/m.test(body),
    implementsInterfaces: /\bimplements\b/i.test(declaration[3]!),
  };
}

/** The class named after `extends` in a class header, resolved as PHP resolves it in that file. */
function parentOf(header: string, before: string, namespace: string): string | null | undefined {
  const written = /\bextends\s+([\\\w]+)/.exec(header)?.[1];
  if (!written) return null;
  if (written.startsWith('\\')) return written.slice(1);
  const [first, ...rest] = written.split('\\');
  // Group and list imports, and imports written over several lines, are left to the parser.
  const imports = [...before.matchAll(IMPORT)];
  if (GROUP_IMPORT.test(before) || imports.length !== (before.match(IMPORT_LINE)?.length ?? 0)) return undefined;
  for (const match of imports) {
    const imported = match[1]!.trim();
    if (/^(?:function|const)\s/i.test(imported)) continue;
    if (/[{,]/.test(imported)) return undefined;
    const [, target, alias] = /^\\?([\w\\]+)(?:\s+as\s+(\w+))?$/i.exec(imported) ?? [];
    if (!target) return undefined;
    if ((alias ?? target.split('\\').pop()!).toLowerCase() === first!.toLowerCase()) return [target, ...rest].join('\\');
  }
  return namespace ? `${namespace}\\${written}` : written;
}
