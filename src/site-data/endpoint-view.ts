/**
 * One endpoint as the themes show it: every text already turned into safe HTML (Markdown from the
 * source is rendered without raw HTML), parameters nested, example requests and responses
 * highlighted, and the data the Try It Out form starts from. Themes only lay this out.
 */
import type { DocgenConfig } from '../config/types.ts';
import type { Diagnostic, Endpoint, Parameter, ResponseExample, ResponseField } from '../model.ts';
import { requestSnippets, type TemplateLibrary } from '../snippets/index.ts';
import { buildRequestExample, type RequestExample } from '../endpoint/example-request.ts';
import { endpointTitle } from '../endpoint/endpoint-title.ts';
import { exampleFormFields } from '../endpoint/form-fields.ts';
import { buildParamTree, parentType, type ParamNode, type TreeField } from '../endpoint/parameter-tree.ts';
import { phpString } from '../endpoint/php-string.ts';
import { endpointAnchor, groupAnchor, subgroupAnchor } from './anchors.ts';
import type { CodeHighlighter } from './code-highlighter.ts';
import { escapeHtml, renderInlineMarkdown, renderMarkdown } from './markdown.ts';

export interface FieldView {
  path: string;
  label: string;
  type: string;
  required: boolean;
  nullable: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  /** The example as shown after "Example:" (already text, not HTML); undefined when none. */
  example?: string;
  enumValues: string[];
  children: FieldView[];
}

export interface SnippetView {
  language: string;
  label: string;
  /** Highlighted inner HTML of `<code>`. */
  html: string;
}

export interface ResponseView {
  status: number;
  /** The scenario, if any. */
  description: string;
  headers: Array<[string, string]>;
  kind: 'json' | 'text' | 'empty' | 'binary';
  /** Highlighted (JSON) or escaped (text) inner HTML of `<code>`. */
  html: string;
}

/** What the Try It Out form needs (serialised into the page as JSON). */
export interface TryItData {
  method: string;
  /** The URI with `{placeholders}`, no leading slash. */
  uri: string;
  urlParameters: Array<{ name: string; required: boolean; example: string }>;
  headers: Array<{ name: string; value: string }>;
  query: Array<{ name: string; value: string; required: boolean }>;
  bodyKind: RequestExample['bodyKind'];
  /** Pretty JSON of the example body (JSON bodies). */
  bodyJson: string;
  /** Flattened form fields (form bodies). */
  formFields: Array<{ name: string; value: string }>;
  files: Array<{ name: string }>;
  authenticated: boolean;
}

export interface EndpointView {
  key: string;
  anchor: string;
  groupAnchor: string;
  subgroup: string;
  subgroupAnchor: string;
  title: string;
  methods: string[];
  uri: string;
  authenticated: boolean;
  deprecated: boolean;
  descriptionHtml: string;
  headers: Array<[string, string]>;
  urlParameters: FieldView[];
  queryParameters: FieldView[];
  bodyParameters: FieldView[];
  responseFields: FieldView[];
  snippets: SnippetView[];
  responses: ResponseView[];
  tryIt: TryItData;
  /** Plain words for search and the sidebar filter. */
  searchText: string;
}

export interface ViewContext {
  config: Pick<DocgenConfig, 'example_languages'>;
  baseUrl: string;
  highlighter: CodeHighlighter;
  templates?: TemplateLibrary;
  report?: (diagnostic: Diagnostic) => void;
}

export async function endpointView(endpoint: Endpoint, groupName: string, context: ViewContext): Promise<EndpointView> {
  const request = buildRequestExample(endpoint, { baseUrl: context.baseUrl });
  const snippets = requestSnippets(request, {
    languages: context.config.example_languages,
    templates: context.templates,
    report: context.report,
  });
  const title = endpointTitle(endpoint);
  return {
    key: endpoint.id,
    anchor: endpointAnchor(groupName, endpoint),
    groupAnchor: groupAnchor(groupName),
    subgroup: endpoint.metadata.subgroup,
    subgroupAnchor: endpoint.metadata.subgroup ? subgroupAnchor(groupName, endpoint.metadata.subgroup) : '',
    title,
    methods: endpoint.httpMethods,
    uri: endpoint.uri,
    authenticated: endpoint.metadata.authenticated,
    deprecated: endpoint.metadata.deprecated,
    descriptionHtml: renderMarkdown(endpoint.metadata.description),
    headers: Object.entries(endpoint.headers),
    urlParameters: parameterViews(endpoint.urlParameters),
    queryParameters: parameterViews(endpoint.queryParameters),
    bodyParameters: parameterViews(endpoint.bodyParameters),
    responseFields: fieldViews(endpoint.responseFields),
    snippets: await Promise.all(
      snippets.map(async (s) => ({ language: s.language, label: s.label, html: await context.highlighter.highlight(s.code, s.highlight) })),
    ),
    responses: await Promise.all(endpoint.responses.map((r) => responseView(r, context.highlighter))),
    tryIt: {
      method: request.method,
      uri: endpoint.uri.replace(/^\/+/, ''),
      urlParameters: Object.values(endpoint.urlParameters).map((p) => ({
        name: p.name,
        required: p.required,
        example: p.example === undefined ? '' : phpString(p.example),
      })),
      headers: Object.entries(request.headers).map(([name, value]) => ({ name, value })),
      query: exampleFormFields(request.query).map((f) => ({
        name: f.key,
        value: phpString(f.value),
        required: endpoint.queryParameters[f.key]?.required ?? false,
      })),
      bodyKind: request.bodyKind,
      bodyJson: request.bodyKind === 'json' ? JSON.stringify(request.body, null, 2) : '',
      formFields: request.bodyKind === 'json' ? [] : exampleFormFields(request.body).map((f) => ({ name: f.key, value: phpString(f.value) })),
      files: request.files.map((f) => ({ name: f.key })),
      authenticated: endpoint.metadata.authenticated,
    },
    searchText: [title, endpoint.uri, endpoint.metadata.description].join(' '),
  };
}

function parameterViews(parameters: Record<string, Parameter>): FieldView[] {
  const paths = Object.keys(parameters);
  const tree = buildParamTree<TreeField>(parameters, (path) => ({
    name: path,
    description: '',
    type: parentType(path, paths),
    required: false,
  }));
  return tree.map(toFieldView);
}

function fieldViews(fields: Record<string, ResponseField>): FieldView[] {
  const paths = Object.keys(fields);
  return buildParamTree<TreeField>(fields, (path) => ({ name: path, description: '', type: parentType(path, paths), required: false }))
    .map(toFieldView);
}

function toFieldView(node: ParamNode<TreeField>): FieldView {
  const field = node.field;
  const showExample = field.example !== undefined && !(node.children.length > 0 && isEmptyContainer(field.example));
  return {
    path: node.path,
    label: node.label,
    type: field.type || 'string',
    required: field.required,
    nullable: field.nullable ?? false,
    deprecated: field.deprecated ?? false,
    descriptionHtml: renderInlineMarkdown(field.description ?? ''),
    example: showExample ? exampleText(field.example) : undefined,
    enumValues: (field.enumValues ?? []).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))),
    children: node.children.map(toFieldView),
  };
}

function isEmptyContainer(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (value !== null && typeof value === 'object' && Object.keys(value).length === 0);
}

/** Scribe prints `json_encode` of the example, except that strings show bare. */
function exampleText(example: unknown): string {
  return typeof example === 'string' ? example : JSON.stringify(example);
}

const BINARY_MARKER = '<<binary>>';

async function responseView(response: ResponseExample, highlighter: CodeHighlighter): Promise<ResponseView> {
  const base = {
    status: response.status,
    description: response.description.replace(new RegExp(`^${response.status},\\s*`), '').trim(),
    headers: Object.entries(response.headers),
  };
  const content = response.content;
  if (content === null || content.trim() === '' || response.status === 204) {
    return { ...base, kind: 'empty', html: '' };
  }
  if (content.startsWith(BINARY_MARKER)) {
    return { ...base, kind: 'binary', html: escapeHtml(content.slice(BINARY_MARKER.length).trim()) };
  }
  const pretty = prettyJson(content);
  if (pretty !== undefined) return { ...base, kind: 'json', html: await highlighter.highlight(pretty, 'json') };
  return { ...base, kind: 'text', html: escapeHtml(content) };
}

function prettyJson(content: string): string | undefined {
  const trimmed = content.trim();
  if (!/^[[{"]|^-?\d|^(true|false|null)$/.test(trimmed)) return undefined;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 4);
  } catch {
    return undefined;
  }
}
