/**
 * One endpoint → one Postman request item. PUT/PATCH with form data goes as POST with a `_method`
 * field (Laravel's method spoofing), because PHP parses multipart bodies only on POST.
 */
import { primaryMethod } from '../../endpoint/endpoint-key.ts';
import { endpointTitle } from '../../endpoint/endpoint-title.ts';
import type { Endpoint } from '../../model.ts';
import type { AuthCarrier } from '../auth-carrier.ts';
import { postmanBody } from './postman-body.ts';
import { postmanHeaders } from './postman-headers.ts';
import { postmanResponses } from './postman-responses.ts';
import type { PostmanItem, PostmanRequest } from './postman-types.ts';
import { postmanUrl } from './postman-url.ts';

export function postmanItem(endpoint: Endpoint, carrier: AuthCarrier, authEnabled: boolean): PostmanItem {
  const body = postmanBody(endpoint);
  let method = primaryMethod(endpoint);
  if (body?.mode === 'formdata' && (method === 'PUT' || method === 'PATCH')) {
    body.formdata!.push({ key: '_method', value: method, type: 'text' });
    method = 'POST';
  }
  const request: PostmanRequest = {
    url: postmanUrl(endpoint, carrier),
    method,
    header: postmanHeaders(endpoint, carrier, body?.mode),
    ...(body ? { body } : {}),
    description: endpoint.metadata.description,
  };
  if (authEnabled && !endpoint.metadata.authenticated) request.auth = { type: 'noauth' };
  return {
    name: endpointTitle(endpoint),
    request,
    response: postmanResponses(endpoint.responses),
  };
}
