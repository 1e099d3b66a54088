/**
 * Endpoints whose parameters are decoded on first use. A run after an edit takes thousands of endpoints from the
 * cache, and the outputs spliced from kept pieces read only their methods, URI and metadata: decoding their
 * parameters and responses too would cost more than the rest of the run's work on them. An endpoint is kept as
 * its head (every field but those lists, in its order) and its body (the lists); the object made from them
 * has the head's fields and, in the body's places, accessors that decode the body once, for whoever reads it
 * (an output, a spread, a clone, JSON) — to them it is the endpoint it was.
 */
import type { Endpoint } from '../model.ts';

/** The fields that only making new pieces of outputs reads: the parameter and response lists, in an endpoint's order. */
const BODY_ORDER = ['headers', 'urlParameters', 'queryParameters', 'bodyParameters', 'responses', 'responseFields'];
const BODY_FIELDS = new Set<string>(BODY_ORDER);

/** An endpoint's fields in order, the body's with a stand-in (0). */
export type EndpointHead = Record<string, unknown>;
export type EndpointBody = Record<string, unknown>;

/** The decoding of each lazy endpoint whose body is not in place yet (shared by its copies: decoded once). */
const undecoded = new WeakMap<object, () => EndpointBody>();

/** The endpoint as a head and a body (for keeping; `lazyEndpoint` puts them together again). */
export function splitEndpoint(endpoint: Endpoint): { head: EndpointHead; body: EndpointBody } {
  const head: EndpointHead = {};
  const body: EndpointBody = {};
  for (const [key, value] of Object.entries(endpoint)) {
    if (BODY_FIELDS.has(key)) {
      head[key] = 0;
      body[key] = value;
    } else head[key] = value;
  }
  return { head, body };
}

/** The endpoint with the head's fields and the body's decoded by `body` when first read (`body` is called once). */
export function lazyEndpoint(head: EndpointHead, body: () => EndpointBody): Endpoint {
  let decoded: EndpointBody | undefined;
  return lazyWith(head, () => (decoded ??= body()));
}

function lazyWith(head: EndpointHead, body: () => EndpointBody): Endpoint {
  const endpoint: Record<string, unknown> = {};
  const keys = Object.keys(head);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index]!;
    if (!BODY_FIELDS.has(key)) endpoint[key] = head[key];
    else if (key === BODY_ORDER[0] && BODY_ORDER.every((field, n) => keys[index + n] === field)) {
      // The usual case, every body field in their order: one call defines them all (thousands of endpoints).
      Object.defineProperties(endpoint, bodyAccessors());
      index += BODY_ORDER.length - 1;
    } else Object.defineProperty(endpoint, key, accessorOf(key));
  }
  undecoded.set(endpoint, body);
  return endpoint as unknown as Endpoint;
}

let allAccessors: PropertyDescriptorMap | undefined;

/** The accessors of every body field, in their order. */
function bodyAccessors(): PropertyDescriptorMap {
  allAccessors ??= Object.fromEntries(BODY_ORDER.map((key) => [key, accessorOf(key)]));
  return allAccessors;
}

/**
 * The accessor of a body field, one per field for every endpoint: objects whose accessors are the same functions
 * share their hidden class, and code reading thousands of them stays fast.
 */
const accessors = new Map<string, PropertyDescriptor>();

function accessorOf(key: string): PropertyDescriptor {
  let accessor = accessors.get(key);
  if (!accessor) {
    accessor = {
      enumerable: true,
      configurable: true,
      get(this: Record<string, unknown>) {
        putBody(this);
        return this[key];
      },
      set(this: Record<string, unknown>, next: unknown) {
        putBody(this);
        this[key] = next;
      },
    };
    accessors.set(key, accessor);
  }
  return accessor;
}

/** Puts every body field of a lazy endpoint in place as a plain field. */
function putBody(endpoint: Record<string, unknown>): void {
  const body = undecoded.get(endpoint);
  if (!body) return;
  const values = body();
  undecoded.delete(endpoint);
  for (const key of Object.keys(endpoint)) {
    if (BODY_FIELDS.has(key)) Object.defineProperty(endpoint, key, { value: values[key], writable: true, enumerable: true, configurable: true });
  }
}

/** A copy of the endpoint with `fields` changed; a lazy endpoint's copy shares its body, still undecoded. */
export function withFields(endpoint: Endpoint, fields: Partial<Endpoint>): Endpoint {
  const body = undecoded.get(endpoint);
  if (!body || Object.keys(fields).some((key) => BODY_FIELDS.has(key))) return { ...endpoint, ...fields };
  // The fields as they are now (the body's still stand-ins), without reading the body's.
  const head: EndpointHead = {};
  for (const key of Object.keys(endpoint)) head[key] = BODY_FIELDS.has(key) ? 0 : (endpoint as unknown as Record<string, unknown>)[key];
  return lazyWith({ ...head, ...fields }, body);
}
