/**
 * Apps written for swagger-php are documented from their annotations: one fixture app with docblock annotations
 * (test/swagger-php/fixtures/docblocks), one with PHP 8 attributes (fixtures/attributes). Expectations are written
 * from the fixtures' PHP source.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, Endpoint } from '../../src/model.ts';
import { extractApp } from '../../src/pipeline.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}/`, import.meta.url));

async function extracted(name: string) {
  const result = await extractApp(fixture(name));
  const endpoints = new Map<string, Endpoint>(result.groups.flatMap((g) => g.endpoints.map((e) => [e.id, e] as const)));
  const endpoint = (id: string): Endpoint => {
    const found = endpoints.get(id);
    if (!found) throw new Error(`${id} is not documented (documented: ${[...endpoints.keys()].join(', ')})`);
    return found;
  };
  const at = (file: string, line: number): Diagnostic[] => result.diagnostics.filter((d) => d.file === file && d.line === line);
  return { endpoint, at, diagnostics: result.diagnostics };
}

const body = (endpoint: Endpoint, status: number): unknown => {
  const response = endpoint.responses.find((r) => r.status === status);
  return response?.content === null || response === undefined ? response?.content : JSON.parse(response.content);
};

describe('docblock annotations (@OA\\...)', async () => {
  const { endpoint, at } = await extracted('docblocks');
  const controller = 'app/Http/Controllers/PetController.php';

  it('give title, description, group (with the @OA\\Tag description) and the default security of @OA\\OpenApi', () => {
    expect(endpoint('GET /api/pets').metadata).toMatchObject({
      title: 'List pets',
      description: 'All pets, the newest first.',
      groupName: 'pets',
      groupDescription: 'Everything about the pets',
      authenticated: true,
      deprecated: false,
    });
    expect(endpoint('GET /api/pets/{petId}').metadata).toMatchObject({ title: 'Show a pet', deprecated: true, authenticated: true });
    // security={} opens the endpoint.
    expect(endpoint('DELETE /api/pets/{petId}').metadata.authenticated).toBe(false);
  });

  it('give query, header and path parameters with their schema', () => {
    const pets = endpoint('GET /api/pets');
    expect(pets.queryParameters.status).toMatchObject({ type: 'string', required: false, description: 'Only pets with this status.', enumValues: ['available', 'sold'] });
    expect(['available', 'sold']).toContain(pets.queryParameters.status!.example);
    expect(pets.headers['X-Shop']).toBe('north');
    expect(endpoint('GET /api/pets/{petId}').urlParameters.petId).toMatchObject({ type: 'integer', required: true, description: "The pet's id." });
  });

  it('give body parameters from the request body schema, nested ones in dot notation, winning over the FormRequest', () => {
    const store = endpoint('POST /api/pets');
    expect(Object.keys(store.bodyParameters)).toEqual(['name', 'age', 'owner', 'owner.email', 'tags', 'tags[].label']);
    expect(store.bodyParameters.name).toMatchObject({ type: 'string', required: true, example: 'Rex', description: "The pet's name." });
    // The FormRequest says `nullable|string`; the annotation says a required integer.
    expect(store.bodyParameters.age).toMatchObject({ type: 'integer', required: true });
    expect(store.bodyParameters['owner.email']).toMatchObject({ type: 'string', description: 'Where to write to.' });
    expect(store.bodyParameters.tags).toMatchObject({ type: 'object[]' });
    expect(at(controller, 38).map((d) => [d.severity, d.message])).toEqual([
      ['notice', 'The swagger-php annotation says `age` is a required integer, the code says an optional string; the annotation is documented.'],
    ]);
  });

  it('give responses built from schemas (a $ref to a schema class with @OA\\Property properties) and shared responses', () => {
    expect(body(endpoint('GET /api/pets'), 200)).toEqual([{ id: 7, name: 'Rex', status: 'available' }]);
    const show = endpoint('GET /api/pets/{petId}');
    expect(show.responses.map((r) => [r.status, r.description])).toEqual([
      [200, 'The pet.'],
      [404, 'The pet does not exist.'],
    ]);
    expect(body(show, 200)).toEqual({ id: 7, name: 'Rex', status: 'available' });
    expect(body(show, 404)).toEqual({ message: 'Not found.' });
    expect(show.responseFields.status).toMatchObject({ type: 'string', nullable: true, enumValues: ['available', 'sold'], description: 'Whether it can be bought.' });
    expect(show.responseFields.id).toMatchObject({ type: 'integer', required: true });
    expect(endpoint('DELETE /api/pets/{petId}').responses.map((r) => [r.status, r.content])).toEqual([
      [204, null],
      [404, null],
    ]);
  });

  it('report what they cannot use with file and line, and the endpoints go on', () => {
    expect(at(controller, 82).map((d) => d.message)).toContain(
      'The swagger-php reference #/components/responses/Missing names nothing docgen found; it is documented as an empty schema.',
    );
    expect(at(controller, 97).map((d) => d.message)).toEqual([
      "The swagger-php annotation documents GET /api/shops/{storeId}/stock, but the route is GET /api/stores/{storeId}/stock; the route's path is documented.",
    ]);
    expect(endpoint('GET /api/stores/{storeId}/stock').metadata.title).toBe('Stock of a store');
    expect(at(controller, 108).map((d) => [d.severity, d.message])).toEqual([
      ['warning', 'The swagger-php annotation @OA\\Get could not be read (a "," or ")" was expected in @OA\\Get); it is ignored.'],
    ]);
    expect(at(controller, 113).map((d) => d.message)).toEqual(['@OA\\Frobnicate is not a swagger-php annotation docgen knows; it is ignored.']);
    expect(endpoint('GET /api/broken').metadata.title).toBe('');
  });

  it('leave endpoints without annotations to the Scribe-style tags', () => {
    const plain = endpoint('GET /api/plain');
    expect(plain.metadata).toMatchObject({ title: 'A plain endpoint.', groupName: 'Endpoints' });
    expect(plain.queryParameters.page).toMatchObject({ type: 'integer', example: 2 });
  });
});

describe('attributes (#[OA\\...])', async () => {
  const { endpoint, at } = await extracted('attributes');
  const controller = 'app/Http/Controllers/OrderController.php';
  const order = { id: 1042, total: 2599, status: 'pending' };

  it('give metadata, the tag description of #[OA\\Tag] and the security of the operation', () => {
    expect(endpoint('GET /api/orders').metadata).toMatchObject({
      title: 'List orders',
      groupName: 'Orders',
      groupDescription: 'Placing and following orders.',
      authenticated: true,
    });
    expect(endpoint('GET /api/orders/{order}').metadata).toMatchObject({ title: 'Show an order', description: 'One order with its lines.', authenticated: false });
  });

  it('give QueryParameter, Parameter and PathParameter with their schemas', () => {
    const list = endpoint('GET /api/orders');
    expect(list.queryParameters.page).toMatchObject({ type: 'integer', example: 3, description: 'The page to show.' });
    expect(list.queryParameters.status).toMatchObject({ type: 'string', enumValues: ['pending', 'paid'] });
    expect(endpoint('GET /api/orders/{order}').urlParameters.order).toMatchObject({ type: 'integer', required: true, description: 'The order number.' });
  });

  it('join a request body and responses written as attributes of their own beside the operation', () => {
    const store = endpoint('POST /api/orders');
    expect(Object.keys(store.bodyParameters)).toEqual(['coupon', 'lines', 'lines[].sku', 'lines[].quantity']);
    expect(store.bodyParameters.coupon).toMatchObject({ type: 'string', nullable: true, required: false, description: 'A discount code.' });
    expect(store.bodyParameters.lines).toMatchObject({ type: 'object[]', required: true });
    expect(store.bodyParameters['lines[].sku']).toMatchObject({ type: 'string', example: 'MUG-01', description: 'Stock keeping unit.' });
    expect(store.responses.map((r) => [r.status, r.description])).toEqual([
      [201, 'Placed.'],
      [422, 'Invalid.'],
    ]);
    expect(body(store, 422)).toEqual({ message: 'The lines field is required.' });
  });

  it('follow refs by schema name and by class, with #[OA\\Property] on properties and an enum class', () => {
    const created = body(endpoint('POST /api/orders'), 201) as Record<string, unknown>;
    expect(created).toMatchObject(order);
    expect(created.lines).toEqual([{ sku: 'MUG-01', quantity: expect.any(Number) }]);
    // Which named schema a body is, for the spec's shared schema names.
    expect(endpoint('POST /api/orders').responses[0]!.origin).toEqual({ class: 'Order', path: '' });
    expect(endpoint('GET /api/orders').responses[0]!.origin).toEqual({ class: 'Order', path: 'data[]' });
    const list = body(endpoint('GET /api/orders'), 200) as { data: unknown[]; total: number };
    expect(list.total).toBe(57);
    expect(list.data[0]).toMatchObject(order);
    const show = endpoint('GET /api/orders/{order}');
    expect(show.responseFields.status).toMatchObject({ type: 'string', enumValues: ['pending', 'paid', 'shipped'], description: 'Where the order is.' });
    expect(show.responseFields.total).toMatchObject({ type: 'integer', required: true, description: 'Total in cents.' });
    expect(show.responseFields['lines[].sku']).toMatchObject({ type: 'string' });
    expect(show.responses.find((r) => r.status === 404)).toMatchObject({ content: null, description: 'No such order.' });
    expect(at(controller, 54).map((d) => d.message)).toContain(
      'The swagger-php reference #/components/schemas/Missing names nothing docgen found; it is documented as an empty schema.',
    );
  });

  it('warn about attributes that are not swagger-php’s, and keep the rest of the operation', () => {
    expect(at(controller, 69).map((d) => d.message)).toEqual(['new OA\\Webhooks() is not a swagger-php attribute docgen knows; it is ignored.']);
    expect(at(controller, 70).map((d) => d.message)).toEqual(['#[Frobnicate] is not a swagger-php attribute docgen knows; it is ignored.']);
    expect(endpoint('PATCH /api/orders/{order}').metadata.title).toBe('Change an order');
  });
});
