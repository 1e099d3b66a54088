/**
 * Hand edits that always win over extraction: `.docgen/overrides.yaml` and `.docgen/overrides/*.yaml`, keyed by
 * `"METHOD /uri"`. Each entry may set any section of the endpoint; maps are merged into what was extracted
 * (per parameter and per field), `null` removes a parameter, header or response field, and a `responses`
 * list replaces the extracted responses:
 *
 *   "POST /api/books":
 *     metadata: { title: Create a book, groupName: Books }
 *     bodyParameters:
 *       title: { description: The title as printed on the cover., example: Dune }
 *       internal_flag: null
 *     responses:
 *       - { status: 201, content: '{"id": 1}', description: created }
 */
import { nameMap, ownValue, setOwn } from '../name-map.ts';
import { readdirSync } from 'node:fs';
import { readAppFile, outsideAppReason } from '../app-files.ts';
import { join, relative } from 'node:path';
import { yaml } from '../lazy-yaml.ts';
import { endpointKeysPerMethod, parseEndpointKey } from '../endpoint/endpoint-key.ts';
import type { Diagnostic, Endpoint } from '../model.ts';
import { keepStatus } from '../extract/response-status.ts';
import { toParameter, toResponse, toResponseField } from '../extract/stage-data.ts';
import { overridesDir, overridesFile } from './paths.ts';

export interface EndpointOverride {
  /** Normalised `"METHOD /uri"`. */
  key: string;
  sections: Record<string, unknown>;
  file: string;
  line: number;
  /** Line of each section, for messages. */
  sectionLines: Record<string, number>;
}

const METADATA_KEYS = new Set(['groupName', 'groupDescription', 'subgroup', 'subgroupDescription', 'title', 'description', 'authenticated', 'deprecated']);
const PARAMETER_SECTIONS = ['urlParameters', 'queryParameters', 'bodyParameters'] as const;
const SECTIONS = new Set(['metadata', 'headers', ...PARAMETER_SECTIONS, 'responses', 'responseFields']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every override file of the app, in order: `overrides.yaml`, then `overrides/*.yaml` by name. */
export function readOverrides(appRoot: string): { overrides: EndpointOverride[]; diagnostics: Diagnostic[] } {
  const files: string[] = [overridesFile(appRoot)];
  try {
    const dir = overridesDir(appRoot);
    files.push(
      ...readdirSync(dir)
        .filter((name) => /\.ya?ml$/i.test(name))
        .sort()
        .map((name) => join(dir, name)),
    );
  } catch {
    // No overrides folder.
  }
  const overrides: EndpointOverride[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const read = readAppFile(appRoot, file);
    if (!read.found) {
      if (read.reason === 'outside') {
        diagnostics.push({ severity: 'warning', code: 'outside-app', message: `The override file is not read, ${outsideAppReason(read)}.`, file: relative(appRoot, file), line: 1 });
      }
      continue;
    }
    const text = read.text;
    const parsed = parseOverrides(text, relative(appRoot, file));
    overrides.push(...parsed.overrides);
    diagnostics.push(...parsed.diagnostics);
  }
  return { overrides, diagnostics };
}

export function parseOverrides(text: string, file: string): { overrides: EndpointOverride[]; diagnostics: Diagnostic[] } {
  const { LineCounter, parseDocument, isMap, isPair, isScalar } = yaml();
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  const diagnostics: Diagnostic[] = [];
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line);
  for (const error of doc.errors) {
    diagnostics.push({
      severity: 'error',
      code: 'override-yaml',
      message: `The override file could not be read: ${error.message.split('\n')[0]}`,
      file,
      line: lineAt(error.pos[0]),
    });
  }
  if (doc.errors.length) return { overrides: [], diagnostics };
  const root = doc.contents;
  if (root === null || root === undefined) return { overrides: [], diagnostics };
  if (!isMap(root)) {
    diagnostics.push({ severity: 'error', code: 'override-shape', message: 'An override file must map "METHOD /uri" keys to endpoint sections.', file, line: 1 });
    return { overrides: [], diagnostics };
  }
  const data = doc.toJS({ maxAliasCount: -1 }) as Record<string, unknown>;
  const overrides: EndpointOverride[] = [];
  for (const pair of root.items) {
    if (!isPair(pair) || !isScalar(pair.key)) continue;
    const rawKey = String(pair.key.value);
    const line = lineAt(pair.key.range?.[0]);
    const key = parseEndpointKey(rawKey);
    if (!key) {
      diagnostics.push({ severity: 'warning', code: 'override-key', message: `Override key "${rawKey}" is not of the form "METHOD /uri"; it is ignored.`, file, line });
      continue;
    }
    const value = data[rawKey];
    if (!isRecord(value)) {
      diagnostics.push({ severity: 'warning', code: 'override-shape', message: `Override "${rawKey}" must map section names (metadata, bodyParameters …) to values; it is ignored.`, file, line });
      continue;
    }
    const sectionLines: Record<string, number> = nameMap();
    if (isMap(pair.value)) {
      for (const section of pair.value.items) {
        if (isPair(section) && isScalar(section.key)) sectionLines[String(section.key.value)] = lineAt(section.key.range?.[0]);
      }
    }
    overrides.push({ key, sections: value, file, line, sectionLines });
  }
  return { overrides, diagnostics };
}

/** Applies overrides to the endpoints they name (mutating them); unmatched or ill-shaped entries are reported. */
export function applyOverrides(endpoints: Endpoint[], overrides: EndpointOverride[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const byKey = new Map<string, Endpoint[]>();
  for (const endpoint of endpoints) {
    for (const key of endpointKeysPerMethod(endpoint)) {
      const list = byKey.get(key) ?? [];
      list.push(endpoint);
      byKey.set(key, list);
    }
  }
  for (const override of overrides) {
    const targets = byKey.get(override.key);
    if (!targets) {
      diagnostics.push({
        severity: 'warning',
        code: 'override-unmatched',
        message: `Override "${override.key}" matches no documented endpoint; it is ignored.`,
        file: override.file,
        line: override.line,
      });
      continue;
    }
    for (const endpoint of targets) applyOne(endpoint, override, diagnostics);
  }
  return diagnostics;
}

function applyOne(endpoint: Endpoint, override: EndpointOverride, diagnostics: Diagnostic[]): void {
  const warn = (section: string, message: string) =>
    diagnostics.push({
      severity: 'warning',
      code: 'override-shape',
      message,
      file: override.file,
      line: ownValue(override.sectionLines, section) ?? override.line,
    });
  for (const [section, value] of Object.entries(override.sections)) {
    if (!SECTIONS.has(section)) {
      warn(section, `Override "${override.key}" has an unknown section "${section}"; allowed: ${[...SECTIONS].join(', ')}.`);
      continue;
    }
    if (section === 'responses') {
      if (!Array.isArray(value)) {
        warn(section, `Override "${override.key}": responses must be a list; it is ignored.`);
        continue;
      }
      const where = { file: override.file, line: ownValue(override.sectionLines, section) ?? override.line };
      const what = `Override "${override.key}": a response`;
      endpoint.responses = value.map(toResponse).filter((response) => keepStatus(response, what, where, (d) => diagnostics.push(d)));
      continue;
    }
    if (!isRecord(value)) {
      warn(section, `Override "${override.key}": ${section} must map names to values; it is ignored.`);
      continue;
    }
    if (section === 'metadata') {
      const metadata = endpoint.metadata as unknown as Record<string, unknown>;
      for (const [key, field] of Object.entries(value)) {
        if (!METADATA_KEYS.has(key)) warn(section, `Override "${override.key}": metadata has no field "${key}"; it is ignored.`);
        else metadata[key] = field ?? (typeof metadata[key] === 'boolean' ? false : '');
      }
    } else if (section === 'headers') {
      for (const [name, header] of Object.entries(value)) {
        if (header === null) delete endpoint.headers[name];
        else setOwn(endpoint.headers, name, typeof header === 'string' ? header : JSON.stringify(header));
      }
    } else if (section === 'responseFields') {
      for (const [name, field] of Object.entries(value)) {
        if (field === null) delete endpoint.responseFields[name];
        else setOwn(endpoint.responseFields, name, toResponseField(name, field, ownValue(endpoint.responseFields, name)));
      }
    } else {
      const target = endpoint[section as (typeof PARAMETER_SECTIONS)[number]];
      for (const [name, parameter] of Object.entries(value)) {
        if (parameter === null) delete target[name];
        else {
          const merged = toParameter(name, parameter, ownValue(target, name));
          // An example written by hand is a specified example.
          if (isRecord(parameter) && 'example' in parameter && !('exampleWasSpecified' in parameter)) merged.exampleWasSpecified = true;
          setOwn(target, name, merged);
        }
      }
    }
  }
}
