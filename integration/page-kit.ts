/**
 * Everything of docgen the site's pages and routes call, in one module. The pages (`.astro` files and the
 * routes) import docgen's code only through here, so that when docgen runs compiled the server bundle can
 * load this module's compiled copy as it is (build-steps/compiled-page-kit.ts) instead of bundling docgen's
 * sources again at every build. What needs Astro's virtual modules stays in the pages (themed-site.ts).
 */
export { getRuntime } from './runtime/runtime.ts';
export { loadSite } from './runtime/site.ts';
export { siteCollectionText, siteOpenApiSpec, siteOpenApiText } from './runtime/site-outputs.ts';
export { pageTheme } from './themes/index.ts';
export { externalThemeName } from './themes/choice.ts';
export { startsSubgroup, subgroupHtml } from './themes/default/endpoint-html.ts';
export { authHtml, clientConfigJson, earlyScript, introCode, introHtml, languageCss, pageTitle } from './themes/shared/page-content.ts';
export { specForRapiDoc } from './themes/external/rapidoc/spec.ts';
export { endpointAnchor, subgroupAnchor } from '../src/site-data/anchors.ts';
export { renderMarkdown } from '../src/site-data/markdown.ts';
export { llmsLinks, pageGroups, twinPath, twinUrl } from '../src/site-data/markdown-twins.ts';
export { NAVIGATION_SLUG } from '../src/site-data/navigation-page.ts';
export { pageAt, sectionsOfPlan } from '../src/site-data/pages.ts';
export { pagesToRender } from '../src/site-data/page-keys.ts';
export { llmsFullTxt, llmsTxt, pageMarkdown } from '../src/output/markdown/llms.ts';
export { mcpDescription } from '../src/output/mcp/mcp-description.ts';
export { COLLECTION_FILE, OPENAPI_FILE } from '../src/output/output-files.ts';
