/**
 * What the site is made of: the extraction as the pipeline's `extractApp` returns it (which has this
 * shape and more), or what a custom data source returns instead. The site keeps it as it is: the
 * pages, the collection, the spec and the Markdown are made from these same groups.
 */
import type { Diagnostic, Group } from '../model.ts';
import type { OutputContext } from '../output/context.ts';

export interface SiteSource extends OutputContext {
  groups: Group[];
  diagnostics: Diagnostic[];
}
