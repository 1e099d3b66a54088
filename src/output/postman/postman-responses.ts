/** Example responses attached to a request (`response[]`: header, code, status, body, name). */
import statuses from 'statuses';
import type { ResponseExample } from '../../model.ts';
import { responseLabel } from '../response-label.ts';
import type { PostmanResponse } from './postman-types.ts';

export function postmanResponses(responses: ResponseExample[]): PostmanResponse[] {
  return responses.map((response) => {
    const out: PostmanResponse = {
      header: Object.entries(response.headers).map(([key, value]) => ({ key, value: String(value) })),
      code: response.status,
      body: response.content ?? '',
      name: responseLabel(response),
    };
    // Node's texts (statuses holds the same table) without loading Node's HTTP stack for it.
    const status = statuses.message[response.status];
    if (status) out.status = status;
    return out;
  });
}
