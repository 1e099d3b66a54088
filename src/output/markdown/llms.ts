/**
 * The docs for agents: `llms.txt` (the API's title and description, then one line per group and endpoint linking to
 * its Markdown), `llms-full.txt` (every endpoint in Markdown, in one file) and the Markdown twin of each docs page.
 * Pure functions of the extracted groups and the config; the authentication text shows the placeholder only.
 */
import type { Group } from '../../model.ts';
import { authenticationMarkdown } from './intro.ts';
import { baseUrlOf, titleOf, type OutputContext } from '../context.ts';
import { endpointMarkdown } from './endpoint-markdown.ts';
import { joinLines } from '../../text-lines.ts';
import type { KeptPieces } from '../../extract/kept-pieces.ts';

export interface LlmsLinks {
  /** The URL of the Markdown that documents a group (its page's twin), with the group's anchor. */
  groupLink(group: Group): string;
  /** The URL of the Markdown that documents an endpoint. */
  endpointLink(group: Group, endpointId: string): string;
}

function header(context: OutputContext): string[] {
  const description = joinLines(context.config.description);
  return [`# ${titleOf(context)}`, ...(description ? [`> ${description}`] : [])];
}

export function llmsTxt(groups: Group[], context: OutputContext, links: LlmsLinks): string {
  const lines = [...header(context), '', `Base URL: ${baseUrlOf(context)}`, ''];
  for (const group of groups) {
    lines.push(`## ${group.name}`, '');
    if (group.description.trim()) lines.push(joinLines(group.description), '');
    lines.push(`- [${group.name}](${links.groupLink(group)}): every endpoint of the group`);
    for (const endpoint of group.endpoints) {
      const title = endpoint.metadata.title || `/${endpoint.uri}`;
      lines.push(`- [${endpoint.httpMethods.join('|')} /${endpoint.uri}](${links.endpointLink(group, endpoint.id)}): ${joinLines(title)}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** @param kept the endpoints' Markdown of earlier runs (endpoint-markdown.ts) */
export function llmsFullTxt(groups: Group[], context: OutputContext, kept?: KeptPieces): string {
  const parts = [header(context).join('\n\n'), `Base URL: ${baseUrlOf(context)}`, `## Authentication\n\n${authenticationMarkdown(context.config.auth)}`];
  for (const group of groups) parts.push(groupMarkdown(group, context, kept));
  return `${parts.join('\n\n')}\n`;
}

/** A group and its endpoints (the endpoints under level-3 headings). */
export function groupMarkdown(group: Group, context: OutputContext, kept?: KeptPieces): string {
  const options = { baseUrl: baseUrlOf(context), languages: context.config.example_languages, level: 3, kept };
  return [`## ${group.name}`, ...(group.description.trim() ? [group.description.trim()] : []), ...group.endpoints.map((e) => endpointMarkdown(e, options))].join('\n\n');
}

/** The Markdown twin of a docs page: its intro (on the index) and its groups. */
export function pageMarkdown(page: { intro: boolean; groups: Group[] }, context: OutputContext, kept?: KeptPieces): string {
  const parts: string[] = [];
  if (page.intro) parts.push(header(context).join('\n\n'), `Base URL: ${baseUrlOf(context)}`, `## Authentication\n\n${authenticationMarkdown(context.config.auth)}`);
  for (const group of page.groups) parts.push(groupMarkdown(group, context, kept));
  return `${parts.join('\n\n')}\n`;
}
