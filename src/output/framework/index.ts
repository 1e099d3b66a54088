/** The `framework` and `external_framework` output types: what other parts call. */
export { writeFrameworkOutput, type FrameworkOutputInput, type FrameworkOutputResult } from './write-framework.ts';
export { readBuiltSite, type FrameworkSite, type SiteAsset, type SitePage } from './site.ts';
export { frameworkPaths, type FrameworkPaths } from './paths.ts';
