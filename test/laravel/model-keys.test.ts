/**
 * The keys of models bound to routes: Eloquent's defaults for a plain model, read from the text of its files
 * without parsing them; what a model (or a parent, or a trait) declares, read from the parse.
 */
import { describe, expect, it } from 'vitest';
import { modelKeys } from '../../src/laravel/models/model-keys.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { parseActivity } from '../../src/php/parser.ts';
import { tempApp } from '../support/temp-app.ts';

const model = (name: string, body = '', header = 'use Illuminate\\Database\\Eloquent\\Model;', parent = 'Model') =>
  `<?php\n\nnamespace App\\Models;\n\n${header}\n\nclass ${name} extends ${parent}\n{\n${body}}\n`;

const app = tempApp({
  'app/Models/Book.php': model('Book', "    protected $fillable = ['title'];\n"),
  'app/Models/Record.php': model('Record', '', 'use Illuminate\\Database\\Eloquent\\Model;', 'Model'),
  'app/Models/Album.php': model('Album', '', '', 'Record'),
  'app/Models/Shelf.php': model('Shelf', "    public function getRouteKeyName()\n    {\n        return 'slug';\n    }\n"),
  'app/Models/Country.php': model('Country', "    protected $primaryKey = 'code';\n    protected $keyType = 'string';\n"),
  'app/Models/Ticket.php': model('Ticket', '    use HasUuids;\n', 'use Illuminate\\Database\\Eloquent\\Model;\nuse Illuminate\\Database\\Eloquent\\Concerns\\HasUuids;'),
  'app/Models/Song.php': model('Song', '', '', 'Album'),
  'app/Models/Member.php': model('Member', '', 'use Illuminate\\Foundation\\Auth\\User as Authenticatable;', 'Authenticatable'),
  'app/Support/Clock.php': '<?php\n\nnamespace App\\Support;\n\nclass Clock\n{\n}\n',
});

describe('modelKeys', () => {
  it("gives a plain model Eloquent's keys without parsing it, nor the app models it extends", () => {
    const classes = ClassIndex.forApp(app);
    const before = parseActivity().parses;
    const plain = { routeKey: 'id', primaryKey: 'id', keyType: 'integer', uuidLike: false };
    expect(modelKeys('App\\Models\\Book', classes)).toEqual({ modelName: 'App\\Models\\Book', ...plain });
    expect(modelKeys('\\App\\Models\\Song', classes)).toEqual({ modelName: 'App\\Models\\Song', ...plain });
    expect(modelKeys('App\\Models\\Member', classes)).toEqual({ modelName: 'App\\Models\\Member', ...plain });
    expect(modelKeys('App\\Support\\Clock', classes)).toBeUndefined();
    expect(parseActivity().parses - before).toBe(0);
  });

  it('reads the keys a model declares, and its traits', () => {
    const classes = ClassIndex.forApp(app);
    expect(modelKeys('App\\Models\\Shelf', classes)).toMatchObject({ routeKey: 'slug', primaryKey: 'id', keyType: 'integer' });
    expect(modelKeys('App\\Models\\Country', classes)).toMatchObject({ routeKey: 'code', primaryKey: 'code', keyType: 'string', uuidLike: false });
    expect(modelKeys('App\\Models\\Ticket', classes)).toMatchObject({ routeKey: 'id', keyType: 'string', uuidLike: true });
  });

  it('gives the same keys whether the model was parsed already or not', () => {
    const classes = ClassIndex.forApp(app);
    classes.find('App\\Models\\Book');
    expect(modelKeys('App\\Models\\Book', classes)).toEqual({ modelName: 'App\\Models\\Book', routeKey: 'id', primaryKey: 'id', keyType: 'integer', uuidLike: false });
  });
});
