/**
 * The request extension on the PHP engine: the named reads of request input an action makes (through helpers,
 * closures and undecided branches), and conditions on the request decided for the endpoint being documented.
 */
import { describe, expect, it } from 'vitest';
import { ClassIndex } from '../../src/php/class-index.ts';
import { requestReads } from '../../src/laravel/inference/request-reads.ts';
import { readFormRequestRules } from '../../src/laravel/validation/form-request.ts';
import type { ReadingOptions } from '../../src/laravel/validation/reading-options.ts';
import { tempApp } from '../support/temp-app.ts';

const root = tempApp({
  'app/Enums/Status.php': `<?php
namespace App\\Enums;
enum Status: string { case Open = 'open'; case Closed = 'closed'; }`,
  'app/Http/Controllers/TicketController.php': `<?php
namespace App\\Http\\Controllers;
use App\\Enums\\Status;
use App\\Models\\Ticket;
use Illuminate\\Http\\Request;
class TicketController {
    const ORDER_KEY = 'order';
    public function index(Request $request) {
        $query = Ticket::query()->where('status', $request->enum('status', Status::class));
        if ($request->has('export')) {
            return $this->export($request);
        }
        $key = self::ORDER_KEY;
        $query->orderBy($request->input($key, 'created_at'));
        $query->when($request->boolean('mine'), function ($q) use ($request) {
            $q->where('owner', $request->query('owner'));
        });
        foreach ($query->get() as $ticket) {
            $ticket->label = request('label_prefix') . $ticket->title;
        }
        $limit = (int) $request->query('limit', 20);
        return $query->paginate($limit > 100 ? 100 : $request->integer('per_page', 15));
    }
    private function export(Request $request) {
        return \\Illuminate\\Support\\Facades\\Request::query('format', 'csv') . $request->tag;
    }
}`,
  'app/Http/Requests/SaveTicketRequest.php': `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class SaveTicketRequest extends FormRequest {
    public function rules(): array {
        $rules = ['title' => 'string'];
        if ($this->isCreating()) {
            $rules['project_id'] = 'required|integer';
        }
        if (in_array($this->method(), ['PUT', 'PATCH']) && $this->route('ticket')) {
            $rules['reason'] = 'required|string';
        }
        if (in_array($this->input('kind'), ['bug', 'incident'])) {
            $rules['severity'] = 'required|integer';
        }
        if ($this->boolean('notify')) {
            $rules['email'] = 'email';
        }
        return $rules;
    }
    private function isCreating(): bool {
        return $this->getMethod() === 'POST';
    }
}`,
});
const classes = ClassIndex.forApp(root);

describe('reads of request input', () => {
  it('finds every named read the action and its helpers make, in the order they are written', () => {
    const action = classes.findMethod('App\\Http\\Controllers\\TicketController', 'index')!;
    const reads = requestReads([{ method: action, thisClass: 'App\\Http\\Controllers\\TicketController' }], classes);
    const summary = reads.map((read) => [read.name, read.type, read.queryOnly, read.defaultValue]);
    expect(summary).toEqual([
      // The action's own reads, by where they are written: inside the closure handed to when() and the loop too.
      ['status', 'string', false, undefined],
      ['export', 'string', false, undefined],
      ['order', 'string', false, 'created_at'],
      ['mine', 'boolean', false, undefined],
      ['owner', 'string', true, undefined],
      ['label_prefix', 'string', false, undefined],
      ['limit', 'integer', true, 20],
      ['per_page', 'integer', false, 15],
      // Then those of the helper it calls on one side of an undecided `if`.
      ['format', 'string', true, 'csv'],
      ['tag', 'string', false, undefined],
    ]);
    expect(reads[0]!.enumClass).toBe('App\\Enums\\Status');
    expect(reads.find((read) => read.name === 'owner')!.line).toBe(16);
  });
});

describe('conditions on the request, decided for the endpoint', () => {
  const rules = (options: ReadingOptions) => {
    const cls = classes.find('App\\Http\\Requests\\SaveTicketRequest')!;
    return Object.keys(readFormRequestRules(cls, classes, () => {}, { thisClass: cls.name, ...options })?.rules ?? {});
  };

  it('runs the request class’s own helper for its HTTP method', () => {
    expect(rules({ httpMethod: 'POST', routeParameters: [] })).toEqual(['title', 'project_id', 'severity', 'email']);
  });

  it('decides in_array() on the method and the presence of a route parameter', () => {
    expect(rules({ httpMethod: 'PUT', routeParameters: ['ticket'] })).toEqual(['title', 'reason', 'severity', 'email']);
    expect(rules({ httpMethod: 'PUT', routeParameters: [] })).toEqual(['title', 'severity', 'email']);
  });

  it('keeps both sides when the endpoint does not decide (input, or an unknown method)', () => {
    expect(rules({})).toEqual(['title', 'project_id', 'reason', 'severity', 'email']);
  });
});
