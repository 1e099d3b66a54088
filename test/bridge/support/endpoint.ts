/** Hand-built routes and endpoints for response-call tests. */
import { makeParameter, type Endpoint, type Parameter, type Route } from '../../../src/model.ts';

export function route(fields: Partial<Route> & { uri: string }): Route {
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

export function param(name: string, fields: Partial<Parameter> = {}): Parameter {
  return makeParameter({ name, ...fields });
}

export function endpoint(fields: Partial<Endpoint> & { uri: string }): Endpoint {
  const methods = fields.httpMethods ?? ['GET'];
  return {
    id: `${methods[0]} /${fields.uri}`,
    httpMethods: methods,
    metadata: {
      groupName: 'Endpoints',
      groupDescription: '',
      subgroup: '',
      subgroupDescription: '',
      title: '',
      description: '',
      authenticated: false,
      deprecated: false,
    },
    headers: {},
    urlParameters: {},
    queryParameters: {},
    bodyParameters: {},
    responses: [],
    responseFields: {},
    ...fields,
  };
}
