/** swagger-php annotations that could hang or crash a reader: a schema that refers to itself, deep nesting, garbage. */
import { describe, expect, it } from 'vitest';
import { extractApp } from '../../src/pipeline.ts';
import { tempApp } from '../support/temp-app.ts';

const controller = (docblock: string, attributes = '') => `<?php
namespace App\\Http\\Controllers;

use OpenApi\\Annotations as OA;
use OpenApi\\Attributes as OAT;

/**
 * @OA\\Schema(schema="Node", @OA\\Property(property="name", type="string"), @OA\\Property(property="next", ref="#/components/schemas/Node"))
 */
class TreeController
{
${docblock}
${attributes}
    public function show() {}
}
`;

async function extract(docblock: string, attributes = '') {
  const app = tempApp({
    'routes/api.php': "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('tree', [App\\Http\\Controllers\\TreeController::class, 'show']);\n",
    'app/Http/Controllers/TreeController.php': controller(docblock, attributes),
  });
  const result = await extractApp(app);
  return { endpoint: result.groups[0]!.endpoints[0]!, diagnostics: result.diagnostics.filter((d) => d.code === 'swagger-php-annotation') };
}

describe('hostile swagger-php annotations', () => {
  it('a schema that refers to itself gives a finite example', async () => {
    const { endpoint } = await extract('    /** @OA\\Get(path="/api/tree", @OA\\Response(response=200, description="ok", @OA\\JsonContent(ref="#/components/schemas/Node"))) */');
    const body = JSON.parse(endpoint.responses[0]!.content!) as Record<string, unknown>;
    let depth = 0;
    for (let node: unknown = body; node && typeof node === 'object' && 'next' in node; node = (node as { next: unknown }).next) depth++;
    expect(depth).toBeGreaterThan(0);
    expect(depth).toBeLessThan(20);
  });

  it('deep nesting, unbalanced braces and stray quotes are warnings with a line, never a crash', async () => {
    const deep = `${'@OA\\Items('.repeat(300)}${')'.repeat(300)}`;
    const { endpoint, diagnostics } = await extract(
      `    /**\n     * @OA\\Get(path="/api/tree", summary="Tree", @OA\\Response(response=200, description="ok", @OA\\JsonContent(type="array", ${deep})))\n     * @OA\\Post(path={{{, "\n     */`,
    );
    expect(endpoint.metadata.title).toBe('Tree');
    expect(diagnostics.map((d) => [d.file, d.line, d.severity])).toEqual([['app/Http/Controllers/TreeController.php', 14, 'warning']]);
    expect(diagnostics[0]!.message).toMatch(/^The swagger-php annotation @OA\\Post could not be read \(.+\); it is ignored\.$/);
  });

  it('attribute arguments that cannot be known statically are left out with a warning', async () => {
    const { endpoint, diagnostics } = await extract('', "    #[OAT\\Get(path: '/api/tree', summary: 'Tree', description: SOME_RUNTIME_CONSTANT . foo())]");
    expect(endpoint.metadata.title).toBe('Tree');
    expect(diagnostics.map((d) => d.message)).toEqual(['The `description` argument of OA\\Get could not be read statically; it is left out.']);
  });
});
