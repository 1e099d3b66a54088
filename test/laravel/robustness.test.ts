/** Broken or hostile app code gives warnings and best-effort examples, never an exception or a hang. */
import { beforeAll, describe, expect, it } from 'vitest';
import { OrderedArray } from '../../src/laravel/models/runtime-values.ts';
import { renderApiResource } from '../../src/laravel/resources/resource-response.ts';
import { tempApp } from '../support/temp-app.ts';
import { testWorld } from './harness.ts';

const FILES: Record<string, string> = {
  'composer.json': '{"autoload": {"psr-4": {"App\\\\": "app/", "Database\\\\Factories\\\\": "database/factories/"}}}',
  'app/Models/Node.php': `<?php
namespace App\\Models;
use Illuminate\\Database\\Eloquent\\Model;
use Illuminate\\Database\\Eloquent\\Factories\\HasFactory;
class Node extends Model
{
    use HasFactory;
    public function parent() { return $this->belongsTo(Node::class, 'parent_id'); }
    public function children() { return $this->hasMany(Node::class, 'parent_id'); }
}
`,
  'database/factories/NodeFactory.php': `<?php
namespace Database\\Factories;
use App\\Models\\Node;
use Illuminate\\Database\\Eloquent\\Factories\\Factory;
class NodeFactory extends Factory
{
    protected $model = Node::class;
    public function definition()
    {
        return ['name' => $this->faker->word(), 'parent_id' => Node::factory()];
    }
}
`,
  'app/Http/Resources/LoopResource.php': `<?php
namespace App\\Http\\Resources;
use Illuminate\\Http\\Resources\\Json\\JsonResource;
/** @mixin \\App\\Models\\Node */
class LoopResource extends JsonResource
{
    public function toArray($request)
    {
        $i = 0;
        while ($i < 10) { $i++; }
        return ['again' => $this->toArray($request), 'name' => $this->name, 'children' => LoopResource::collection($this->children)];
    }
}
`,
  'app/Http/Resources/BrokenResource.php': `<?php
namespace App\\Http\\Resources;
use Illuminate\\Http\\Resources\\Json\\JsonResource;
class BrokenResource extends JsonResource
{
    public function toArray($request)
    {
        return ['id' => $this->id, 'oops' => ];
    }
}
`,
};

let app = '';
beforeAll(() => {
  app = tempApp(FILES);
});

function render(resourceClass: string, modelClass?: string, withRelations: string[] = []) {
  const { world, diagnostics } = testWorld(app);
  const json = renderApiResource(world, {
    resourceClass,
    modelClass,
    collection: false,
    states: [],
    with: withRelations,
    additional: new OrderedArray(),
    uri: 'api/nodes',
    where: { file: 'app/Http/Controllers/NodeController.php', line: 3 },
  });
  return { json: JSON.parse(json), diagnostics };
}

describe('robustness', () => {
  it('stops self-referencing factories, recursive toArray() and endless relations', () => {
    const { json, diagnostics } = render('App\\Http\\Resources\\LoopResource', 'App\\Models\\Node', ['children.children.children.children.children.children']);
    expect(json.data.name).toEqual(expect.any(String));
    const messages = diagnostics.map((d) => `${d.file}:${d.line} ${d.message}`);
    expect(messages).toContain('app/Http/Resources/LoopResource.php:7 LoopResource::toArray() calls itself without end; the example shows null there.');
    // Four toArray() calls per node, six levels of children: the step budget ends it, with one warning.
    expect(messages.filter((m) => m.includes('too many steps'))).toHaveLength(1);
    expect(json.data.again.again.again).toBeNull();
    expect(diagnostics.every((d) => typeof d.file === 'string')).toBe(true);
  });

  it('renders what it can of a resource with a syntax error', () => {
    const { json } = render('App\\Http\\Resources\\BrokenResource');
    expect(json).toHaveProperty('data');
  });
});
