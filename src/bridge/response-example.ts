/** A bridge or HTTP call result as the ResponseExample documented for the endpoint. */
import { nameMap } from '../name-map.ts';
import type { ResponseExample } from '../model.ts';
import type { BridgeCallResult } from './protocol.ts';

/**
 * The result must have been redacted already (redact.ts): this only picks what is documented.
 * Headers that say nothing about the API, or that carry per-call secrets (cookies), are left out;
 * the rest (content type, cache, rate limits, CORS, location …) is kept as Scribe keeps it.
 */
const DROPPED_HEADERS = new Set([
  'date',
  'set-cookie',
  'x-powered-by',
  'server',
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);

export function toResponseExample(result: BridgeCallResult): ResponseExample {
  const headers: Record<string, string> = nameMap();
  for (const [name, value] of Object.entries(result.headers)) {
    if (DROPPED_HEADERS.has(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = value;
  }
  return {
    status: result.status,
    content: result.content,
    headers,
    description: '',
  };
}
