/**
 * Turning loosely shaped stage data (StaticData settings, override files, custom endpoints, strategies written
 * by users) into the model's types, and merging one strategy's output into the endpoint the way Scribe does:
 * metadata per key (empty values never erase), headers per key (empty values ignored), parameters and response
 * fields per key and per field (later wins), responses appended.
 */
import { nameMap, ownValue, setOwn } from '../name-map.ts';
import type { Stage } from '../config/types.ts';
import { makeParameter, type Endpoint, type Parameter, type ResponseExample, type ResponseField, type SchemaOrigin } from '../model.ts';
import type { StageOutput } from './strategy.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toParameter(name: string, value: unknown, base?: Parameter): Parameter {
  const fields = isRecord(value) ? value : { example: value };
  const merged = { ...(base ?? makeParameter({ name })), ...fields } as Parameter;
  merged.name = typeof fields.name === 'string' && fields.name ? fields.name : (base?.name ?? name);
  if (!Array.isArray(merged.enumValues)) merged.enumValues = [];
  dropStaleEnumClass(merged, fields, base);
  if (!isRecord(merged.custom)) merged.custom = {};
  return merged;
}

export function toResponseField(name: string, value: unknown, base?: ResponseField): ResponseField {
  const fields = isRecord(value) ? value : { description: String(value ?? '') };
  const merged = {
    ...(base ?? { name, description: '', type: '', required: false, nullable: false, enumValues: [] }),
    ...fields,
  } as ResponseField;
  merged.name = typeof fields.name === 'string' && fields.name ? fields.name : (base?.name ?? name);
  if (!Array.isArray(merged.enumValues)) merged.enumValues = [];
  dropStaleEnumClass(merged, fields, base);
  return merged;
}

/** A later source that lists other values without naming their enum leaves no class behind; a class must be a string. */
function dropStaleEnumClass(merged: { enumClass?: unknown; enumValues: unknown[] }, fields: Record<string, unknown>, base?: { enumValues: unknown[] }): void {
  const otherValues = 'enumValues' in fields && !('enumClass' in fields) && JSON.stringify(fields.enumValues) !== JSON.stringify(base?.enumValues);
  if (typeof merged.enumClass !== 'string' || merged.enumValues.length === 0 || otherValues) delete merged.enumClass;
}

export function toResponse(value: unknown): ResponseExample {
  const fields = isRecord(value) ? value : { content: value };
  const content = fields.content;
  return {
    // Checked later (response-status.ts): a wrong status is reported, not replaced.
    status: fields.status === undefined || fields.status === null ? 200 : Number(fields.status),
    content: content === null || content === undefined ? null : typeof content === 'string' ? content : JSON.stringify(content),
    headers: isRecord(fields.headers) ? stringValues(fields.headers) : {},
    description: typeof fields.description === 'string' ? fields.description : String(fields.scenario ?? ''),
    ...(isOrigin(fields.origin) ? { origin: { class: fields.origin.class, path: fields.origin.path } } : {}),
  };
}

function isOrigin(value: unknown): value is SchemaOrigin {
  return isRecord(value) && typeof value.class === 'string' && value.class !== '' && typeof value.path === 'string';
}

export function stringValues(record: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = nameMap();
  for (const [key, value] of Object.entries(record)) {
    if (value === null || value === undefined) continue;
    out[key] = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** Shapes loose data for one stage (e.g. a StaticData `data` setting) into that stage's output type. */
export function toStageOutput<S extends Stage>(stage: S, data: unknown): StageOutput[S] | undefined {
  if (data === undefined || data === null) return undefined;
  switch (stage) {
    case 'metadata':
      return (isRecord(data) ? data : undefined) as StageOutput[S] | undefined;
    case 'headers':
      return (isRecord(data) ? stringValues(data) : undefined) as StageOutput[S] | undefined;
    case 'urlParameters':
    case 'queryParameters':
    case 'bodyParameters':
      if (!isRecord(data)) return undefined;
      return nameMap(Object.entries(data).map(([k, v]) => [k, toParameter(k, v)] as const)) as StageOutput[S];
    case 'responses': {
      const list = Array.isArray(data) ? data : [data];
      return list.map(toResponse) as StageOutput[S];
    }
    case 'responseFields':
      if (!isRecord(data)) return undefined;
      return nameMap(Object.entries(data).map(([k, v]) => [k, toResponseField(k, v)] as const)) as StageOutput[S];
  }
  return undefined;
}

/** Merges one strategy's result into the endpoint; returns a sentence when the result has the wrong shape. */
export function mergeStageResult(endpoint: Endpoint, stage: Stage, result: unknown): string | null {
  switch (stage) {
    case 'metadata': {
      if (!isRecord(result)) return 'metadata must be an object';
      const metadata = endpoint.metadata as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(result)) {
        if (value === undefined || value === null || value === '') continue;
        setOwn(metadata, key, value);
      }
      return null;
    }
    case 'headers': {
      if (!isRecord(result)) return 'headers must be an object of names to values';
      for (const [key, value] of Object.entries(result)) {
        if (value === undefined || value === null || value === '' || value === false) continue;
        setOwn(endpoint.headers, key, typeof value === 'string' ? value : String(value));
      }
      return null;
    }
    case 'urlParameters':
    case 'queryParameters':
    case 'bodyParameters': {
      if (!isRecord(result)) return `${stage} must be an object of names to parameters`;
      const target = endpoint[stage];
      for (const [key, value] of Object.entries(result)) setOwn(target, key, toParameter(key, value, ownValue(target, key)));
      return null;
    }
    case 'responses': {
      if (!Array.isArray(result)) return 'responses must be a list';
      endpoint.responses.push(...result.map(toResponse));
      return null;
    }
    case 'responseFields': {
      if (!isRecord(result)) return 'responseFields must be an object of names to fields';
      for (const [key, value] of Object.entries(result)) {
        setOwn(endpoint.responseFields, key, toResponseField(key, value, ownValue(endpoint.responseFields, key)));
      }
      return null;
    }
  }
  return `unknown stage ${String(stage)}`;
}
