/**
 * UseErrorsFromCode: the error responses of the shop fixture's actions, written from their code
 * (ProductController, AccountController, the kernel's middleware groups and aliases, the FormRequests) and
 * the bodies Laravel writes for them with debug off. The fixture asks for Laravel 11 (composer.json), so a
 * validation message is the first error with "(and N more errors)".
 */
import { describe, expect, it } from 'vitest';
import { GetFromFormRequest } from '../../../../src/extract/strategies/bodyParameters/GetFromFormRequest.ts';
import { GetFromInlineValidator } from '../../../../src/extract/strategies/bodyParameters/GetFromInlineValidator.ts';
import { UseErrorsFromCode } from '../../../../src/extract/strategies/responses/UseErrorsFromCode.ts';
import { GetFromLaravelAPI } from '../../../../src/extract/strategies/urlParameters/GetFromLaravelAPI.ts';
import { ACCOUNTS, byStatus, json, shop } from './harness.ts';

const errors = (method: string, options: Parameters<typeof shop>[1] = {}) => {
  const h = shop(method, options);
  const responses = h.run(UseErrorsFromCode);
  return { h, map: byStatus(responses), statuses: (responses ?? []).map((r) => r.status).sort() };
};

describe('UseErrorsFromCode: authentication (401)', () => {
  it('auth:sanctum on the route', () => {
    const { map } = errors('show', { route: { uri: 'api/products/{product}', middleware: ['api', 'auth:sanctum'] } });
    expect(json(map.get(401))).toEqual({ message: 'Unauthenticated.' });
  });

  it('no authentication middleware: no 401', () => {
    expect(errors('show', { route: { uri: 'api/products/{product}', middleware: ['api'] } }).map.has(401)).toBe(false);
  });

  it('a middleware group whose middleware authenticates in a helper of handle() (RequireToken)', () => {
    const { map } = errors('listAll', { route: { middleware: ['members'] } });
    expect(json(map.get(401))).toEqual({ message: 'Unauthenticated.' });
  });

  it('an aliased middleware that throws an app HTTP exception of status 401: its message', () => {
    const { map } = errors('listAll', { route: { middleware: ['api', 'login_required:user'] } });
    expect(json(map.get(401))).toEqual({ message: 'Login required.' });
  });

  it('$this->middleware(\'auth\')->except([\'ping\']) in the controller constructor', () => {
    expect(errors('profile', { controller: ACCOUNTS, route: { middleware: [] } }).map.has(401)).toBe(true);
    expect(errors('ping', { controller: ACCOUNTS, route: { middleware: [] } }).map.has(401)).toBe(false);
  });
});

describe('UseErrorsFromCode: authorization (403)', () => {
  it('$this->authorize() in the action', () => {
    const { map } = errors('update', { route: { methods: ['PUT'], uri: 'api/products/{product}' } });
    expect(json(map.get(403))).toEqual({ message: 'This action is unauthorized.' });
  });

  it('Gate::authorize()', () => {
    expect(json(errors('gate').map.get(403))).toEqual({ message: 'This action is unauthorized.' });
  });

  it('a can: middleware (the kernel alias of Authorize)', () => {
    expect(errors('listAll', { route: { middleware: ['api', 'can:viewAny,App\\Models\\Product'] } }).map.has(403)).toBe(true);
  });

  it('a FormRequest whose authorize() does not just return true; one that does is no 403', () => {
    expect(errors('store', { route: { methods: ['POST'], uri: 'api/products' } }).map.has(403)).toBe(true);
    // UpdateProductRequest::authorize() returns true.
    const rename = errors('rename', { route: { methods: ['PATCH'], uri: 'api/products/{product}/name' } });
    expect(rename.map.has(403)).toBe(false);
    expect(rename.map.has(422)).toBe(true);
  });

  it('$this->authorizeResource() in the constructor guards the resource actions', () => {
    expect(errors('show', { controller: ACCOUNTS, route: { uri: 'api/accounts/{product}' } }).map.has(403)).toBe(true);
    expect(errors('profile', { controller: ACCOUNTS }).map.has(403)).toBe(false);
  });

  it('abort(403) in a helper the action calls: Laravel\'s empty message', () => {
    expect(json(errors('checked').map.get(403))).toEqual({ message: '' });
  });
});

describe('UseErrorsFromCode: missing models (404)', () => {
  it('route-model binding: the model class and the example of the bound URL parameter', () => {
    const h = shop('destroy', { route: { methods: ['DELETE'], uri: 'api/products/{product}' }, before: [GetFromLaravelAPI] });
    const id = h.context.endpoint.urlParameters.product!.example;
    expect(id).toBeDefined();
    const map = byStatus(h.run(UseErrorsFromCode));
    expect(json(map.get(404))).toEqual({ message: `No query results for model [App\\Models\\Product] ${id}` });
  });

  it('firstOrFail() on a query of the model: no ids, a full stop', () => {
    expect(json(errors('publish').map.get(404))).toEqual({ message: 'No query results for model [App\\Models\\Product].' });
  });

  it('findOrFail($id) with the id\'s URL parameter', () => {
    const h = shop('summary', { route: { uri: 'api/products/{id}/summary' }, before: [GetFromLaravelAPI] });
    const id = h.context.endpoint.urlParameters.id!.example;
    const map = byStatus(h.run(UseErrorsFromCode));
    expect(json(map.get(404))).toEqual({ message: `No query results for model [App\\Models\\Product] ${id}` });
  });

  it('an app method named …OrFail on a typed repository: the model its return type declares', () => {
    const { map } = errors('visible', { controller: 'App\\Http\\Controllers\\ShelfController', route: { uri: 'api/shelf/visible' } });
    expect(json(map.get(404))).toEqual({ message: 'No query results for model [App\\Models\\Product].' });
  });

  it('no binding and no lookup that fails: no 404', () => {
    expect(errors('stats').map.has(404)).toBe(false);
  });
});

describe('UseErrorsFromCode: a 422 the code returns with $validator->errors()', () => {
  it('the errors are the documented fields with Laravel\'s first message; a later `$errors = []` is another value', () => {
    const { map } = errors('register', { controller: 'App\\Http\\Controllers\\CounterController', route: { methods: ['POST'] }, before: [GetFromInlineValidator] });
    expect(json(map.get(422))).toEqual({
      message: 'Invalid.',
      errors: { email: ['The email field is required.'], age: ['The age field must be an integer.'] },
    });
  });
});

describe('UseErrorsFromCode: an app exception implementing HttpExceptionInterface', () => {
  it('the status its constructor is given (thrown in a helper of the action) with its message', () => {
    const { map } = errors('refuse', { controller: 'App\\Http\\Controllers\\CounterController' });
    expect(json(map.get(403))).toEqual({ message: 'Not allowed here.' });
  });
});

describe('UseErrorsFromCode: statuses documented without a body', () => {
  it('get the body Laravel writes; their description stays', () => {
    const documented = { status: 404, content: null, headers: {}, description: 'No such till.' };
    const { map } = errors('till', { controller: 'App\\Http\\Controllers\\CounterController', route: { uri: 'api/tills/{id}' }, responses: [documented] });
    expect(map.has(404)).toBe(false);
    expect(documented.description).toBe('No such till.');
    expect(JSON.parse(documented.content!).message).toMatch(/^No query results for model \[App\\Models\\Till\]/);
  });
});

describe('UseErrorsFromCode: a model overriding query()', () => {
  it('Till::query()->findOrFail($id) names the model in the 404', () => {
    const { map } = errors('till', { controller: 'App\\Http\\Controllers\\CounterController', route: { uri: 'api/tills/{id}' } });
    expect(json(map.get(404)).message).toMatch(/^No query results for model \[App\\Models\\Till\]/);
  });
});

describe('UseErrorsFromCode: validation (422)', () => {
  it('a FormRequest: required fields first, the others with their type\'s message', () => {
    const { map } = errors('store', { route: { methods: ['POST'], uri: 'api/products' }, before: [GetFromFormRequest] });
    expect(json(map.get(422))).toEqual({
      message: 'The name field is required. (and 2 more errors)',
      errors: {
        name: ['The name field is required.'],
        price: ['The price field is required.'],
        in_stock: ['The in stock field must be true or false.'],
      },
    });
  });

  it('$request->validate([...]) in the action', () => {
    const { map } = errors('validateInline', { route: { methods: ['POST'] }, before: [GetFromInlineValidator] });
    expect(json(map.get(422))).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], age: ['The age field must be an integer.'] },
    });
  });

  it('ValidationException::withMessages([...]): the messages the code gives', () => {
    expect(json(errors('manual').map.get(422))).toEqual({ message: 'The code is wrong.', errors: { code: ['The code is wrong.'] } });
  });

  it('a FormRequest whose rules() returns [] validates nothing: no 422', () => {
    expect(errors('touch', { route: { methods: ['POST'], uri: 'api/products/{product}/touch' } }).map.has(422)).toBe(false);
  });

  it('an app helper function that calls Validator::make, called from a private helper of the action', () => {
    const { map } = errors('open', { controller: 'App\\Http\\Controllers\\CounterController', route: { methods: ['POST'] } });
    expect(map.has(422)).toBe(true);
  });

  it('no validation: no 422', () => {
    expect(errors('show', { route: { uri: 'api/products/{product}' } }).map.has(422)).toBe(false);
  });
});

describe('UseErrorsFromCode: errors the code raises or returns', () => {
  it('abort_unless(…, 403, message) and abort_if(…, Response::HTTP_CONFLICT, message)', () => {
    const { map } = errors('publish');
    expect(json(map.get(403))).toEqual({ message: 'Only editors may publish.' });
    expect(json(map.get(409))).toEqual({ message: 'Already published.' });
  });

  it('throw new HttpException(423, …) and a named HTTP exception with a Retry-After first argument', () => {
    const { map, statuses } = errors('reserve');
    expect(statuses).toEqual([423, 503]);
    expect(json(map.get(423))).toEqual({ message: 'Locked for review.' });
    expect(json(map.get(503))).toEqual({ message: 'Closed on weekends.' });
  });

  it('an app exception whose constructor gives its parent a status: the default message of its parameter', () => {
    const { map } = errors('reserveStock', { route: { uri: 'api/products/{product}/reserve' } });
    expect(json(map.get(409))).toEqual({ message: 'This product is out of stock.' });
  });

  it('a returned response()->json([...], 409)', () => {
    expect(json(errors('conflict').map.get(409))).toEqual({ message: 'Out of stock.' });
  });

  it('annotations win: a status already documented is not added again', () => {
    const { map } = errors('publish', { responses: [{ status: 409, content: '{"documented":true}', headers: {}, description: '' }] });
    expect(map.has(409)).toBe(false);
    expect(map.has(403)).toBe(true);
  });

  it('an action that checks nothing gets no error response', () => {
    expect(errors('export').statuses).toEqual([]);
  });
});
