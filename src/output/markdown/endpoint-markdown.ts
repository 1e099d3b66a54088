/**
 * An endpoint as Markdown, for readers that are programs (coding agents, `llms-full.txt`, the `.md` twin of each
 * docs page): method and URL, whether it needs authentication, parameters as tables, one example request, the
 * example responses and the errors it can answer. A pure function of the extracted endpoint: the credential shown
 * is the placeholder the endpoint already carries, never a real one.
 */
import type { Endpoint, Parameter } from '../../model.ts';
import { exampleRequests } from '../../snippets/index.ts';
import { responseLabel } from '../response-label.ts';
import { lookupTable } from '../../name-map.ts';
import { joinLines } from '../../text-lines.ts';
import { isJsonText } from '../../json-text.ts';
import { contentDigestOf } from '../../endpoint/content-digest.ts';
import type { KeptPieces } from '../../extract/kept-pieces.ts';

export interface MarkdownOptions {
  baseUrl: string;
  /** `example_languages`: the first built-in one gives the example request (bash when none is). */
  languages: string[];
  /** Heading level of the endpoint title (2 in a page, 3 under a group heading). */
  level?: number;
  /** The Markdown of earlier runs, kept under the endpoints' content digests (an endpoint without one is written anew). */
  kept?: KeptPieces;
}

const FENCE_LANGUAGE: Record<string, string> = lookupTable({ bash: 'bash', javascript: 'javascript', php: 'php', python: 'python' });

/**
 * An endpoint's Markdown is asked for more than once per build (its page's twin and `llms-full.txt` both hold
 * it): written once per endpoint object and options. An extracted endpoint is not changed afterwards (an edit
 * gives a new object), so the object is the key.
 */
const written = new WeakMap<Endpoint, Map<string, string>>();

export function endpointMarkdown(endpoint: Endpoint, options: MarkdownOptions): string {
  const key = `${options.baseUrl}\0${options.languages.join('\0')}\0${options.level ?? 2}`;
  let byOptions = written.get(endpoint);
  if (!byOptions) written.set(endpoint, (byOptions = new Map()));
  let text = byOptions.get(key);
  if (text === undefined) {
    const digest = options.kept && contentDigestOf(endpoint);
    text = digest ? options.kept!.value(`endpoint-markdown:${digest}\0${key}`, isString, () => writeEndpointMarkdown(endpoint, options)) : writeEndpointMarkdown(endpoint, options);
    byOptions.set(key, text);
  }
  return text;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function writeEndpointMarkdown(endpoint: Endpoint, options: MarkdownOptions): string {
  const level = '#'.repeat(options.level ?? 2);
  const title = endpoint.metadata.title || `${endpoint.httpMethods.join(', ')} /${endpoint.uri}`;
  const url = `${options.baseUrl.replace(/(?<!\/)\/+$/, '')}/${endpoint.uri.replace(/^\/+/, '')}`;
  const parts: string[] = [`${level} ${inline(title)}`];
  parts.push(`\`${endpoint.httpMethods.join('|')} ${url}\``);
  const facts = [endpoint.metadata.authenticated ? 'Requires authentication.' : 'No authentication.'];
  if (endpoint.metadata.deprecated) facts.push('Deprecated.');
  parts.push(facts.join(' '));
  if (endpoint.metadata.description.trim()) parts.push(endpoint.metadata.description.trim());

  const headers = Object.entries(endpoint.headers);
  if (headers.length > 0) parts.push(`${level}# Headers\n\n${table(['Name', 'Example'], headers.map(([name, value]) => [code(name), code(value)]))}`);
  for (const [heading, parameters] of [
    ['URL parameters', endpoint.urlParameters],
    ['Query parameters', endpoint.queryParameters],
    ['Body parameters', endpoint.bodyParameters],
  ] as const) {
    const list = Object.values(parameters);
    if (list.length > 0) parts.push(`${level}# ${heading}\n\n${parameterTable(list)}`);
  }

  const language = options.languages.find((l) => FENCE_LANGUAGE[l]) ?? 'bash';
  const [snippet] = exampleRequests(endpoint, { baseUrl: options.baseUrl, languages: [language] });
  if (snippet) parts.push(`${level}# Example request\n\n${fence(snippet.code, FENCE_LANGUAGE[language] ?? '')}`);

  const successes = endpoint.responses.filter((r) => r.status < 400);
  if (successes.length > 0) {
    const blocks = successes.map((r) => {
      const label = responseLabel(r);
      const head = `Status ${r.status}${label ? ` (${inline(label)})` : ''}`;
      return r.content === null || r.content === '' ? `${head}: no body.` : `${head}:\n\n${fence(pretty(r.content), isJsonText(r.content) ? 'json' : '')}`;
    });
    parts.push(`${level}# Example responses\n\n${blocks.join('\n\n')}`);
  }
  const errors = endpoint.responses.filter((r) => r.status >= 400);
  if (errors.length > 0) {
    const rows = errors.map((r) => [String(r.status), inline(responseLabel(r) || firstMessage(r.content))]);
    parts.push(`${level}# Errors\n\n${table(['Status', 'When'], rows)}`);
  }
  const fields = Object.values(endpoint.responseFields);
  if (fields.length > 0) {
    parts.push(
      `${level}# Response fields\n\n${table(['Field', 'Type', 'Description'], fields.map((f) => [code(f.name), f.type ? code(f.type) : '', inline(f.description)]))}`,
    );
  }
  return parts.join('\n\n');
}

function parameterTable(parameters: Parameter[]): string {
  return table(
    ['Name', 'Type', 'Required', 'Description', 'Example'],
    parameters.map((p) => [
      code(p.name),
      code(p.type),
      p.required ? 'yes' : 'no',
      inline([p.description, p.enumValues.length > 0 ? `One of: ${p.enumValues.map((v) => `\`${String(v)}\``).join(', ')}.` : ''].filter(Boolean).join(' ')),
      // An object's example is its fields' examples, listed in their own rows.
      p.example === undefined || /^object(\[\])*$/.test(p.type) ? '' : code(typeof p.example === 'string' ? p.example : JSON.stringify(p.example)),
    ]),
  );
}

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Text on one line of a table or heading. */
function inline(text: string): string {
  return joinLines(text);
}

function code(text: string): string {
  const flat = inline(text);
  if (flat === '') return '';
  const ticks = flat.includes('`') ? '``' : '`';
  return `${ticks}${ticks === '``' ? ' ' : ''}${flat}${ticks === '``' ? ' ' : ''}${ticks}`;
}

function fence(text: string, language: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${language}\n${text.replace(/(?<!\n)\n+$/, '')}\n${ticks}`;
}


function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The `message` of a JSON error body, which says when the error happens better than its status alone. */
function firstMessage(content: string | null): string {
  if (!content) return '';
  try {
    const body = JSON.parse(content) as { message?: unknown };
    return typeof body?.message === 'string' ? body.message : '';
  } catch {
    return '';
  }
}
