/**
 * The changes between two API surfaces, each said to be breaking (a client written for the base can fail against
 * the head) or not. Breaking: an endpoint or one of its methods removed, a required parameter or body field added,
 * a parameter removed or its type changed to a narrower or other one, an enum value removed from a parameter, a response field
 * removed or its type changed, authentication now required. Non-breaking: what is added (endpoints, optional
 * parameters, enum values, response fields, statuses), a parameter widened (integer → number), a required
 * parameter becoming optional, authentication no longer required.
 */
import type { FieldShape, OperationShape, Surface } from './api-surface.ts';
import { lookupTable } from '../name-map.ts';

export type ChangeKind =
  | 'endpoint-removed'
  | 'method-removed'
  | 'endpoint-added'
  | 'required-parameter-added'
  | 'optional-parameter-added'
  | 'parameter-removed'
  | 'parameter-type-changed'
  | 'parameter-type-widened'
  | 'parameter-now-required'
  | 'parameter-now-optional'
  | 'enum-value-removed'
  | 'enum-value-added'
  | 'response-field-removed'
  | 'response-field-type-changed'
  | 'response-field-added'
  | 'response-status-added'
  | 'response-status-removed'
  | 'auth-added'
  | 'auth-removed';

export interface Change {
  kind: ChangeKind;
  breaking: boolean;
  /** The operation, as the head (or the base, for removals) writes it: `GET /api/books/{id}`. */
  endpoint: string;
  /** What changed, in the user's words. */
  message: string;
}

const BREAKING = new Set<ChangeKind>([
  'endpoint-removed',
  'method-removed',
  'required-parameter-added',
  'parameter-removed',
  'parameter-type-changed',
  'parameter-now-required',
  'enum-value-removed',
  'response-field-removed',
  'response-field-type-changed',
  'auth-added',
]);

export function compareSurfaces(base: Surface, head: Surface): Change[] {
  const changes: Change[] = [];
  const add = (kind: ChangeKind, endpoint: string, message: string) => changes.push({ kind, breaking: BREAKING.has(kind), endpoint, message });
  const pathsOf = (surface: Surface) => new Set([...surface.values()].map((op) => op.key.slice(op.key.indexOf(' ') + 1)));
  const headPaths = pathsOf(head);
  const basePaths = pathsOf(base);

  for (const [key, before] of base) {
    const after = head.get(key);
    const path = key.slice(key.indexOf(' ') + 1);
    if (!after) {
      if (headPaths.has(path)) add('method-removed', before.label, `${before.label.split(' ')[0]} is no longer accepted on ${before.label.split(' ')[1]}.`);
      else add('endpoint-removed', before.label, `${before.label} was removed.`);
      continue;
    }
    compareOperation(before, after, add);
  }
  for (const [key, after] of head) {
    if (base.has(key)) continue;
    const path = key.slice(key.indexOf(' ') + 1);
    add('endpoint-added', after.label, basePaths.has(path) ? `${after.label.split(' ')[0]} is now accepted on ${after.label.split(' ')[1]}.` : `${after.label} was added.`);
  }
  return changes.sort((a, b) => Number(b.breaking) - Number(a.breaking) || (a.endpoint < b.endpoint ? -1 : a.endpoint > b.endpoint ? 1 : 0));
}

type Add = (kind: ChangeKind, endpoint: string, message: string) => void;

function compareOperation(before: OperationShape, after: OperationShape, add: Add): void {
  const endpoint = after.label;
  if (!before.authenticated && after.authenticated) add('auth-added', endpoint, 'Authentication is now required.');
  if (before.authenticated && !after.authenticated) add('auth-removed', endpoint, 'Authentication is no longer required.');

  for (const [key, was] of before.parameters) {
    const now = after.parameters.get(key);
    const what = `${was.in} parameter \`${was.in === 'path' ? now?.name ?? was.name : was.name}\``;
    if (!now) {
      add('parameter-removed', endpoint, `The ${what} was removed.`);
      continue;
    }
    compareField(what, was, now, endpoint, add);
  }
  for (const [key, now] of after.parameters) {
    if (before.parameters.has(key)) continue;
    const what = `${now.in} parameter \`${now.name}\``;
    add(now.required ? 'required-parameter-added' : 'optional-parameter-added', endpoint, `The ${what} was added${now.required ? ' as required' : ''}.`);
  }

  for (const [name, was] of before.body) {
    const now = after.body.get(name);
    const what = `body field \`${name}\``;
    if (!now) {
      add('parameter-removed', endpoint, `The ${what} was removed.`);
      continue;
    }
    compareField(what, was, now, endpoint, add);
  }
  for (const [name, now] of after.body) {
    if (before.body.has(name)) continue;
    add(now.required ? 'required-parameter-added' : 'optional-parameter-added', endpoint, `The body field \`${name}\` was added${now.required ? ' as required' : ''}.`);
  }

  for (const [status, wasFields] of before.responses) {
    const nowFields = after.responses.get(status);
    if (!nowFields) {
      add('response-status-removed', endpoint, `The ${status} response is no longer documented.`);
      continue;
    }
    for (const [name, was] of wasFields) {
      const now = nowFields.get(name);
      if (!now) add('response-field-removed', endpoint, `The field \`${name}\` of the ${status} response was removed.`);
      else if (was.type !== now.type && was.type !== 'any' && now.type !== 'any') {
        add('response-field-type-changed', endpoint, `The field \`${name}\` of the ${status} response changed from ${was.type} to ${now.type}.`);
      }
    }
    for (const name of nowFields.keys()) {
      if (!wasFields.has(name)) add('response-field-added', endpoint, `The field \`${name}\` was added to the ${status} response.`);
    }
  }
  for (const status of after.responses.keys()) {
    if (!before.responses.has(status)) add('response-status-added', endpoint, `A ${status} response is now documented.`);
  }
}

/** Widening a parameter (an integer now accepted as any number, or a type no longer said) breaks no client. */
const WIDER: Record<string, string[]> = lookupTable({ integer: ['number'] });

function compareField(what: string, was: FieldShape, now: FieldShape, endpoint: string, add: Add): void {
  if (was.type !== now.type && was.type !== 'any') {
    const widened = now.type === 'any' || (WIDER[was.type] ?? []).includes(now.type);
    add(widened ? 'parameter-type-widened' : 'parameter-type-changed', endpoint, `The ${what} changed from ${was.type} to ${now.type}.`);
  }
  if (!was.required && now.required) add('parameter-now-required', endpoint, `The ${what} is now required.`);
  if (was.required && !now.required) add('parameter-now-optional', endpoint, `The ${what} is now optional.`);
  const removed = was.enum.length > 0 ? was.enum.filter((v) => !now.enum.some((n) => n === v)) : [];
  // A parameter that lost its list of values accepts more, not less.
  if (now.enum.length > 0 && removed.length > 0) add('enum-value-removed', endpoint, `The ${what} no longer accepts ${removed.map((v) => `\`${String(v)}\``).join(', ')}.`);
  const added = now.enum.filter((v) => !was.enum.some((w) => w === v));
  if (was.enum.length > 0 && added.length > 0) add('enum-value-added', endpoint, `The ${what} now also accepts ${added.map((v) => `\`${String(v)}\``).join(', ')}.`);
}
