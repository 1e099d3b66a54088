/**
 * What every writer needs besides the groups: the resolved config and the app's own name and URL
 * (the fallbacks for `title` and `base_url`).
 */
import type { DocgenConfig } from '../config/types.ts';
import type { TemplateLibrary } from '../snippets/templates.ts';

export interface OutputContext {
  config: DocgenConfig;
  /** The app's `app.name`, used when `title` is not set. */
  appName: string;
  /** The app's `app.url`, used when `base_url` is empty. */
  appUrl: string;
  /** The owner's example-request templates, for the languages the built-in generators do not cover. */
  templates?: TemplateLibrary;
}

/** `base_url`, else the app URL, else Laravel's default, without a trailing slash. */
export function baseUrlOf(context: OutputContext): string {
  const url = context.config.base_url || context.appUrl || 'http://localhost';
  return url.replace(/(?<!\/)\/+$/, '') || url;
}

/** `title`, else the app name, else a neutral word. */
export function titleOf(context: OutputContext): string {
  return context.config.title || context.appName || 'API Documentation';
}
