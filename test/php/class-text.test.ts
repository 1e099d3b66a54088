import { describe, expect, it } from 'vitest';
import { ClassIndex } from '../../src/php/class-index.ts';
import { readClassText } from '../../src/php/class-text.ts';
import { parseActivity } from '../../src/php/parser.ts';
import { tempApp } from '../support/temp-app.ts';

describe('readClassText', () => {
  it('reads the parent as PHP resolves it: an import, an alias, a qualified name, the namespace', () => {
    const header = (uses: string, extendsWhat: string) => `<?php\nnamespace App\\Http;\n\n${uses}\n\nclass Thing extends ${extendsWhat}\n{\n}\n`;
    expect(readClassText(header('use Illuminate\\Http\\Resources\\Json\\JsonResource;', 'JsonResource'), 'App\\Http\\Thing')?.parent).toBe('Illuminate\\Http\\Resources\\Json\\JsonResource');
    expect(readClassText(header('use Illuminate\\Http\\Resources\\Json\\JsonResource as Base;', 'Base'), 'App\\Http\\Thing')?.parent).toBe('Illuminate\\Http\\Resources\\Json\\JsonResource');
    expect(readClassText(header('use Illuminate\\Http\\Resources;', 'Resources\\Json\\JsonResource'), 'App\\Http\\Thing')?.parent).toBe('Illuminate\\Http\\Resources\\Json\\JsonResource');
    expect(readClassText(header('', '\\Vendor\\Base'), 'App\\Http\\Thing')?.parent).toBe('Vendor\\Base');
    expect(readClassText(header('use function App\\helper;', 'Base'), 'App\\Http\\Thing')?.parent).toBe('App\\Http\\Base');
    expect(readClassText(header('', 'Base'), 'App\\Http\\Thing')?.parent).toBe('App\\Http\\Base');
    // A group import: left to the parser.
    expect(readClassText(header('use App\\Support\\{Base, Other};', 'Base'), 'App\\Http\\Thing')?.parent).toBeUndefined();
    expect(readClassText(header('use App\\Support\\{\n    Base,\n};', 'Base'), 'App\\Http\\Thing')?.parent).toBeUndefined();
    expect(readClassText(header('use App\\Support\\Base\n    as Other;', 'Other'), 'App\\Http\\Thing')?.parent).toBeUndefined();
    expect(readClassText('<?php\nnamespace App\\Http;\n\nfinal class Thing implements \\JsonSerializable\n{\n}\n', 'App\\Http\\Thing')?.parent).toBeNull();
  });

  it('sees a trait used in the body (not an import above the class), and each method line', () => {
    const text = '<?php\nnamespace App;\n\nuse App\\Concerns\\Paged;\n\nclass Lister\n{\n    use Paged;\n\n    public static function make()\n    {\n    }\n}\n';
    const read = readClassText(text, 'App\\Lister')!;
    expect(read.usesTraits).toBe(true);
    expect([...read.lines]).toEqual([['make', 10]]);
    expect(readClassText(text.replace('    use Paged;\n', ''), 'App\\Lister')!.usesTraits).toBe(false);
  });

  it('does not read a file that declares another class or more than one', () => {
    expect(readClassText('<?php\nnamespace App;\nclass Other {}\n', 'App\\Lister')).toBeNull();
    expect(readClassText('<?php\nnamespace App;\nclass Lister {}\nclass Helper {}\n', 'App\\Lister')).toBeNull();
  });
});

describe('ClassIndex.hasMethod', () => {
  const app = tempApp({
    'app/Http/Resources/BookResource.php':
      '<?php\nnamespace App\\Http\\Resources;\n\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\n\nclass BookResource extends JsonResource\n{\n    public function toArray($request)\n    {\n        return [];\n    }\n}\n',
    'app/Http/Resources/BaseResource.php':
      '<?php\nnamespace App\\Http\\Resources;\n\nuse Illuminate\\Http\\Resources\\Json\\JsonResource as Json;\n\nabstract class BaseResource extends Json\n{\n    public static function envelope($items)\n    {\n        return [];\n    }\n}\n',
    'app/Http/Resources/AuthorResource.php': '<?php\nnamespace App\\Http\\Resources;\n\nclass AuthorResource extends BaseResource\n{\n}\n',
    'app/Support/Paged.php': '<?php\nnamespace App\\Support;\n\ntrait Paged\n{\n    public static function pageOf($items)\n    {\n        return [];\n    }\n}\n',
    'app/Support/Lister.php': '<?php\nnamespace App\\Support;\n\nclass Lister\n{\n    use Paged;\n}\n',
    'app/Support/Grouped.php': '<?php\nnamespace App\\Support;\n\nuse App\\Http\\Resources\\{BaseResource};\n\nclass Grouped extends BaseResource\n{\n}\n',
  });

  it("answers from the text, parsing nothing, for a class's own methods and those of the app classes it extends", () => {
    const index = ClassIndex.forApp(app);
    const before = parseActivity().parses;
    expect(index.hasMethod('App\\Http\\Resources\\BookResource', 'collection')).toBe(false);
    expect(index.hasMethod('App\\Http\\Resources\\BookResource', 'toArray')).toBe(true);
    expect(index.hasMethod('App\\Http\\Resources\\AuthorResource', 'envelope')).toBe(true);
    expect(index.hasMethod('App\\Http\\Resources\\AuthorResource', 'make')).toBe(false);
    expect(parseActivity().parses - before).toBe(0);
  });

  it('parses where the text cannot tell (a trait, a group import), and agrees with findMethod everywhere', () => {
    const index = ClassIndex.forApp(app);
    expect(index.hasMethod('App\\Support\\Lister', 'pageOf')).toBe(true);
    expect(index.hasMethod('App\\Support\\Grouped', 'envelope')).toBe(true);
    expect(index.hasMethod('App\\Support\\Grouped', 'collection')).toBe(false);
    const parsed = ClassIndex.forApp(app);
    const cases: Array<[string, string]> = [
      ['App\\Http\\Resources\\BookResource', 'collection'],
      ['App\\Http\\Resources\\BookResource', 'toArray'],
      ['App\\Http\\Resources\\AuthorResource', 'envelope'],
      ['App\\Http\\Resources\\AuthorResource', 'make'],
      ['App\\Support\\Lister', 'pageOf'],
      ['App\\Nowhere', 'make'],
    ];
    for (const [className, method] of cases) expect(ClassIndex.forApp(app).hasMethod(className, method)).toBe(parsed.findMethod(className, method) !== undefined);
  });
});
