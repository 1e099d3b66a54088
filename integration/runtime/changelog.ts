/**
 * The Changelog page (with `changelog.base`): the API changes from that git ref of the app to what the docs show,
 * as `docgen diff --format markdown` writes them. A ref that cannot be read makes a page that says why, so the
 * build goes on.
 */
import { apiOfApp } from '../../src/diff/api-at.ts';
import { surfaceOf } from '../../src/diff/api-surface.ts';
import { compareSurfaces } from '../../src/diff/compare.ts';
import { diffReport, reportMarkdown } from '../../src/diff/report.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { renderMarkdown } from '../../src/site-data/markdown.ts';
import { getRuntime } from './runtime.ts';
import type { GuideLink } from '../../src/site-data/site.ts';
import type { SiteSource } from '../../src/site-data/site-source.ts';

const built = new Map<string, Promise<string>>();

export async function changelogPage(source: SiteSource): Promise<GuideLink | undefined> {
  const runtime = getRuntime();
  const ref = source.config.changelog.base;
  if (!ref) return undefined;
  const config = { ...source.config, openapi: { ...source.config.openapi, version: '3.0.3' as const, shared_schemas: false, code_samples: false, overrides: {} } };
  const head = generateOpenApiSpec(source.groups, { config, appName: source.appName, appUrl: source.appUrl }).spec;
  const key = `${ref}\0${JSON.stringify(head)}`;
  let html = built.get(key);
  if (!html) {
    html = apiOfApp(runtime.appRoot, ref).then(
      (base) => renderMarkdown(reportMarkdown(diffReport(ref, 'these docs', compareSurfaces(surfaceOf(base.spec), surfaceOf(head))), '').replace(/^\n+/, '')),
      (error: unknown) => renderMarkdown(`The changes since \`${ref}\` could not be listed: ${error instanceof Error ? error.message : String(error)}`),
    );
    built.set(key, html);
  }
  return { id: 'changelog', title: 'Changelog', slug: 'changelog', html: await html };
}
