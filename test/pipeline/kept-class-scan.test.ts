/**
 * The scan for classes not where PSR-4 says (Composer's class map: a misplaced file, several classes in one) reads
 * every PHP file of the app once per run. What each file declares is kept in the cache file between processes
 * under the file's stamp (test/php/class-index.test.ts shows which files a scan reads again): a later run still
 * finds what a cold one finds, a class moved to a new file included.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearParseCache } from '../../src/php/parser.ts';
import { clearExtractionCache, extractApp } from '../../src/pipeline.ts';
import { editAppFile } from '../support/edit-app-file.ts';
import { php } from '../support/library-app.ts';
import { tempApp } from '../support/temp-app.ts';

const request = (rules: string) =>
  php(`namespace App\\Http\\Requests;\n\nuse Illuminate\\Foundation\\Http\\FormRequest;\n\nclass StoreBookRequest extends FormRequest\n{\n    public function rules()\n    {\n        return [${rules}];\n    }\n}`);

/** POST /api/books validated by StoreBookRequest, which is declared in a file not named after it; and ten unrelated classes. */
function shelf(): string {
  const unrelated = Object.fromEntries(
    Array.from({ length: 10 }, (_, n) => [`app/Support/Tool${n}.php`, php(`namespace App\\Support;\n\nclass Tool${n}\n{\n}`)]),
  );
  return tempApp({
    ...unrelated,
    'config/docgen.php': php(`return ['examples' => ['faker_seed' => 3]];`),
    'routes/api.php': php(`use App\\Http\\Controllers\\BookController;\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::post('books', [BookController::class, 'store']);`),
    'app/Http/Controllers/BookController.php': php(
      `namespace App\\Http\\Controllers;\n\nuse App\\Http\\Requests\\StoreBookRequest;\n\nclass BookController\n{\n    /**\n     * Add a book.\n     */\n    public function store(StoreBookRequest $request)\n    {\n        return $request->validated();\n    }\n}`,
    ),
    'app/Http/Requests/Requests.php': request(`'title' => 'required|string'`),
  });
}

/** A new process (nothing in memory, only the cache folder). */
async function nextProcess(app: string) {
  clearExtractionCache();
  clearParseCache();
  const result = await extractApp(app, { cacheDir: join(app, 'storage', 'extraction-cache') });
  return { result, bodyParameters: () => Object.keys(result.groups[0]!.endpoints[0]!.bodyParameters) };
}

describe('the scan for classes not where PSR-4 says, between processes', () => {
  it('finds the class in the next process, and in a new file it moved to', async () => {
    const app = shelf();
    const cold = await nextProcess(app);
    expect(cold.bodyParameters()).toEqual(['title']);

    // The endpoint is extracted again (its controller changed) and looks for the request class again.
    editAppFile(app, 'app/Http/Controllers/BookController.php', 'Add a book.', 'Add a book to the shelf.');
    const warm = await nextProcess(app);
    expect(warm.result.stats.extracted).toEqual(['POST api/books']);
    expect(warm.bodyParameters()).toEqual(['title']);

    // The class moves to a file of its own under another name, with one more rule.
    rmSync(join(app, 'app/Http/Requests/Requests.php'));
    writeFileSync(join(app, 'app/Http/Requests/BookRequests.php'), request(`'title' => 'required|string', 'isbn' => 'required|string'`));
    const moved = await nextProcess(app);
    expect(moved.result.stats.extracted).toEqual(['POST api/books']);
    expect(moved.bodyParameters()).toEqual(['title', 'isbn']);
  });
});
