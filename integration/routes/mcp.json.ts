/** `<docs_url>/mcp.json` (with `mcp.enabled`): an MCP server description of the API, tools from its operations. */
import type { APIRoute } from 'astro';
import { mcpDescription, OPENAPI_FILE } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const description = mcpDescription(site.groups, site.output, `${site.config.docsUrl}/${OPENAPI_FILE}`);
  return new Response(`${JSON.stringify(description, null, 2)}\n`, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
