/**
 * Scribe's Camel YAML → `Group`, tolerant of what Scribe itself writes and of hand edits:
 * PHP's empty `[]` where a map belongs, `null` for empty strings, response content given as a map,
 * header values as lists, numbers as strings. Anything unusable becomes a Diagnostic with the
 * file and line, and the rest of the file is still read.
 */
import { isHttpStatus } from '../extract/response-status.ts';
import { DEFAULT_GROUP } from '../config/defaults.ts';
import { nameMap } from '../name-map.ts';
import { lazyModule } from '../lazy-module.ts';
import type { Document, LineCounter } from 'yaml';
import { yaml } from '../lazy-yaml.ts';

/** Loaded when a Camel file is read: most runs have none (no custom endpoints, no Scribe import). */
const jsYaml = lazyModule<typeof import('js-yaml')>('js-yaml');
import { endpointKey } from '../endpoint/endpoint-key.ts';
import {
  makeParameter,
  type Diagnostic,
  type Endpoint,
  type Group,
  type Parameter,
  type ResponseExample,
  type ResponseField,
} from '../model.ts';

export interface CamelReadResult {
  groups: Group[];
  diagnostics: Diagnostic[];
}

type Path = Array<string | number>;

/**
 * Where things are in the file being read, for messages. The file is parsed fast with js-yaml; the slower
 * `yaml` Document that knows positions is built only when a problem has to be located.
 */
class Locator {
  private doc: Document | undefined;
  private lines: LineCounter | undefined;

  constructor(
    readonly file: string,
    private readonly text: string,
  ) {}

  lineOf(path: Path): number | undefined {
    const { LineCounter, parseDocument } = yaml();
    const lines = (this.lines ??= new LineCounter());
    this.doc ??= parseDocument(this.text, { lineCounter: lines, uniqueKeys: false });
    for (let depth = path.length; depth >= 0; depth--) {
      const node = this.doc.getIn(path.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
      if (node && typeof node === 'object' && node.range) return lines.linePos(node.range[0]).line;
    }
    return undefined;
  }

  problem(diagnostics: Diagnostic[], path: Path, message: string, severity: Diagnostic['severity'] = 'warning'): void {
    diagnostics.push({ severity, message, file: this.file, line: this.lineOf(path) ?? 1, code: 'camel-shape' });
  }
}

/**
 * Parses one Camel file's text. A group file (`{name, description, endpoints}`) gives one group;
 * a custom-endpoint file (a bare list of endpoints, `custom.*.yaml`) gives its endpoints grouped by
 * `metadata.groupName`. `fileName` is used in messages (and as the group name of last resort).
 */
export function parseCamelYaml(text: string, fileName: string, defaultGroupName = DEFAULT_GROUP): CamelReadResult {
  const diagnostics: Diagnostic[] = [];
  let data: unknown;
  try {
    // YAML 1.2 core schema (no timestamps or merge keys); a repeated key keeps the last value, as PHP does.
    const { load, CORE_SCHEMA } = jsYaml();
    data = load(text, { schema: CORE_SCHEMA, json: true, filename: fileName });
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message : String(error));
    diagnostics.push({
      severity: 'error',
      message: `The YAML could not be read: ${reason}.`,
      file: fileName,
      line: (mark?.line ?? 0) + 1,
      code: 'camel-yaml',
    });
    return { groups: [], diagnostics };
  }

  const at = new Locator(fileName, text);
  if (data === null || data === undefined) return { groups: [], diagnostics };

  if (Array.isArray(data)) {
    const endpoints = data
      .map((raw, index) => readEndpoint(raw, [index], at, diagnostics, { name: defaultGroupName, description: '' }))
      .filter((e): e is Endpoint => e !== undefined);
    return { groups: groupByName(endpoints), diagnostics };
  }
  if (!isRecord(data)) {
    at.problem(diagnostics, [], 'A Camel file must hold a group (name, description, endpoints) or a list of endpoints.', 'error');
    return { groups: [], diagnostics };
  }

  let name = str(data.name);
  if (!name) {
    name = defaultGroupName;
    at.problem(diagnostics, ['name'], `The group has no name; its endpoints are put in "${name}".`);
  }
  const group: Group = { name, description: str(data.description), endpoints: [] };
  const rawEndpoints = listOf(data.endpoints);
  if (rawEndpoints === undefined) {
    at.problem(diagnostics, ['endpoints'], `"endpoints" of group "${name}" must be a list.`);
  }
  (rawEndpoints ?? []).forEach((raw, index) => {
    const endpoint = readEndpoint(raw, ['endpoints', index], at, diagnostics, group);
    if (endpoint) group.endpoints.push(endpoint);
  });
  return { groups: [group], diagnostics };
}

function readEndpoint(
  raw: unknown,
  path: Path,
  at: Locator,
  diagnostics: Diagnostic[],
  group: { name: string; description: string },
): Endpoint | undefined {
  if (!isRecord(raw)) {
    at.problem(diagnostics, path, 'An endpoint must be a map with httpMethods, uri and metadata; this one is skipped.');
    return undefined;
  }
  const methods = (Array.isArray(raw.httpMethods) ? raw.httpMethods : [raw.httpMethods])
    .filter((m): m is string => typeof m === 'string' && m.trim() !== '')
    .map((m) => m.trim().toUpperCase());
  const uri = typeof raw.uri === 'string' ? raw.uri.trim().replace(/^\/+(?=.)/, '') : '';
  if (methods.length === 0 || uri === '') {
    at.problem(diagnostics, path, 'An endpoint without httpMethods or uri is skipped.');
    return undefined;
  }
  const httpMethods = methods.length > 1 ? methods.filter((m) => m !== 'HEAD') : methods;
  const meta = isRecord(raw.metadata) ? raw.metadata : {};
  const groupName = str(meta.groupName) || group.name;

  const endpoint: Endpoint = {
    id: endpointKey(httpMethods[0]!, uri),
    httpMethods,
    uri,
    metadata: {
      groupName,
      groupDescription: str(meta.groupDescription) || (groupName === group.name ? group.description : ''),
      subgroup: str(meta.subgroup),
      subgroupDescription: str(meta.subgroupDescription),
      title: str(meta.title),
      description: str(meta.description),
      authenticated: truthy(meta.authenticated),
      deprecated: truthy(meta.deprecated),
    },
    headers: readHeaders(raw.headers),
    urlParameters: readParameters(raw.urlParameters, [...path, 'urlParameters'], at, diagnostics),
    queryParameters: readParameters(raw.queryParameters, [...path, 'queryParameters'], at, diagnostics),
    bodyParameters: readParameters(raw.bodyParameters, [...path, 'bodyParameters'], at, diagnostics),
    responses: readResponses(raw.responses, [...path, 'responses'], at, diagnostics),
    responseFields: readResponseFields(raw.responseFields),
  };
  if (isRecord(raw.source)) endpoint.source = raw.source as unknown as Endpoint['source'];
  return endpoint;
}

function readParameters(raw: unknown, path: Path, at: Locator, diagnostics: Diagnostic[]): Record<string, Parameter> {
  const out: Record<string, Parameter> = nameMap();
  for (const [key, value] of entriesOf(raw)) {
    if (!isRecord(value)) {
      at.problem(diagnostics, [...path, key], `Parameter "${key}" must be a map (name, description, type …); it is skipped.`);
      continue;
    }
    // The map key is what Scribe's writers use as the name (a hand-written list names its items).
    const name = typeof key === 'string' ? key : str(value.name) || String(key);
    const exampleWasSpecified = truthy(value.exampleWasSpecified);
    // Scribe writes "no example" as null; only an explicitly specified null is a real null example.
    const example = value.example === null && !exampleWasSpecified ? undefined : value.example;
    out[name] = makeParameter({
      name,
      description: str(value.description),
      required: truthy(value.required),
      type: str(value.type) || 'string',
      example,
      exampleWasSpecified,
      enumValues: Array.isArray(value.enumValues) ? [...value.enumValues] : [],
      nullable: truthy(value.nullable),
      deprecated: truthy(value.deprecated),
      custom: isRecord(value.custom) ? { ...value.custom } : {},
    });
  }
  return out;
}

function readResponses(raw: unknown, path: Path, at: Locator, diagnostics: Diagnostic[]): ResponseExample[] {
  const out: ResponseExample[] = [];
  for (const [key, value] of entriesOf(raw)) {
    if (!isRecord(value)) {
      at.problem(diagnostics, [...path, key], 'A response must be a map (status, content, headers, description); it is skipped.');
      continue;
    }
    const status = value.status === undefined || value.status === null ? 200 : Number.parseInt(String(value.status), 10);
    if (!isHttpStatus(status)) {
      at.problem(diagnostics, [...path, key, 'status'], `Response status "${String(value.status)}" is not an HTTP status; the response is skipped.`);
      continue;
    }
    out.push({
      status,
      content: contentOf(value.content),
      headers: readHeaders(value.headers),
      description: str(value.description),
    });
  }
  return out;
}

function readResponseFields(raw: unknown): Record<string, ResponseField> {
  const out: Record<string, ResponseField> = nameMap();
  for (const [key, value] of entriesOf(raw)) {
    const field = isRecord(value) ? value : { description: value };
    const name = typeof key === 'string' ? key : str(field.name) || String(key);
    out[name] = {
      name,
      description: str(field.description),
      type: str(field.type),
      required: truthy(field.required),
      nullable: truthy(field.nullable),
      enumValues: Array.isArray(field.enumValues) ? [...field.enumValues] : [],
    };
  }
  return out;
}

/** Header maps; PHP's empty `[]` and value lists (`['a', 'b']` → `a; b`) are accepted. */
function readHeaders(raw: unknown): Record<string, string> {
  const out: Record<string, string> = nameMap();
  if (!isRecord(raw)) return out;
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map(String).join('; ') : String(value);
  }
  return out;
}

/** Response content is text; a map or list written by hand is JSON-encoded, as Scribe does. */
function contentOf(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'object') return JSON.stringify(raw);
  return String(raw);
}

function groupByName(endpoints: Endpoint[]): Group[] {
  const groups = new Map<string, Group>();
  for (const endpoint of endpoints) {
    const name = endpoint.metadata.groupName;
    let group = groups.get(name);
    if (!group) {
      group = { name, description: endpoint.metadata.groupDescription, endpoints: [] };
      groups.set(name, group);
    }
    group.endpoints.push(endpoint);
  }
  return [...groups.values()];
}

function entriesOf(raw: unknown): Array<[string | number, unknown]> {
  if (Array.isArray(raw)) return raw.map((value, index) => [index, value]);
  if (isRecord(raw)) return Object.entries(raw);
  return [];
}

function listOf(raw: unknown): unknown[] | undefined {
  if (raw === null || raw === undefined) return [];
  if (Array.isArray(raw)) return raw;
  if (isRecord(raw)) return Object.values(raw);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function str(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

function truthy(value: unknown): boolean {
  if (typeof value === 'string') return ['1', 'true', 'yes', 'on'].includes(value.trim().toLowerCase());
  return Boolean(value);
}
