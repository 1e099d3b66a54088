/** Routes and endpoints built by hand for tests: every field a test does not care about has a plain default. */
import { endpointKey } from '../../src/endpoint/endpoint-key.ts';
import { makeParameter, type Endpoint, type Parameter, type Route } from '../../src/model.ts';

/** A GET route to a closure under the `api` middleware, declared on line 1 of routes/api.php, unless told otherwise. */
export function testRoute(fields: Partial<Route> & { uri: string }): Route {
  return {
    methods: ['GET', 'HEAD'],
    name: null,
    action: 'Closure',
    domain: null,
    middleware: ['api'],
    excludedMiddleware: [],
    wheres: {},
    defaults: {},
    bindingFields: {},
    definedAt: { file: 'routes/api.php', line: 1 },
    ...fields,
  };
}

export type TestEndpointFields = Partial<Omit<Endpoint, 'metadata'>> & {
  uri: string;
  metadata?: Partial<Endpoint['metadata']>;
};

/** An endpoint (GET unless told otherwise) with no parameters or responses, in no group, open, its id from its first method. */
export function testEndpoint(fields: TestEndpointFields): Endpoint {
  const { metadata, ...rest } = fields;
  const httpMethods = fields.httpMethods ?? ['GET'];
  return {
    id: endpointKey(httpMethods[0]!, fields.uri),
    httpMethods,
    headers: {},
    urlParameters: {},
    queryParameters: {},
    bodyParameters: {},
    responses: [],
    responseFields: {},
    ...rest,
    metadata: {
      groupName: '',
      groupDescription: '',
      subgroup: '',
      subgroupDescription: '',
      title: '',
      description: '',
      authenticated: false,
      deprecated: false,
      ...metadata,
    },
  };
}

/** A parameter with the model's defaults under the given fields. */
export function testParameter(name: string, fields: Partial<Parameter> = {}): Parameter {
  return makeParameter({ name, ...fields });
}

/** Parameters keyed by their names, in the order given. */
export function params(...list: Parameter[]): Record<string, Parameter> {
  return Object.fromEntries(list.map((p) => [p.name, p]));
}
