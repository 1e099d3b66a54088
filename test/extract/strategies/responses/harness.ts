/** The context a response strategy gets for a method of the blog fixture app's PostController. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocgenConfig } from '../../../../src/config/types.ts';
import type { ResponseExample, Route } from '../../../../src/model.ts';
import { strategyHarness, type StrategyHarness } from '../../../support/strategy-harness.ts';

export const BLOG_APP = fileURLToPath(new URL('./fixtures/blog', import.meta.url));
export const CONTROLLER = 'App\\Http\\Controllers\\PostController';

export type Harness = StrategyHarness;

export interface HarnessOptions {
  route?: Partial<Route>;
  seed?: number;
  config?: (config: DocgenConfig) => void;
  responses?: ResponseExample[];
  app?: string;
  controller?: string;
}

/** A GET route to `api/posts/<method>` unless `options.route` says otherwise. */
export function harness(methodName: string, options: HarnessOptions = {}): Harness {
  return strategyHarness({
    app: options.app ?? BLOG_APP,
    controller: options.controller ?? CONTROLLER,
    method: methodName,
    route: { methods: ['GET', 'HEAD'], uri: `api/posts/${methodName}`, ...options.route },
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.responses ? { responses: options.responses } : {}),
  });
}

/** The parsed JSON body of a response. */
export function body(response: ResponseExample | undefined): any {
  if (!response?.content) throw new Error('no response content');
  return JSON.parse(response.content);
}

/** The 1-based line of the first line containing `needle` in a file of the blog fixture. */
export function fixtureLine(file: string, needle: string, app = BLOG_APP): number {
  const lines = readFileSync(join(app, file), 'utf8').split('\n');
  const index = lines.findIndex((line) => line.includes(needle));
  if (index === -1) throw new Error(`${needle} not found in ${file}`);
  return index + 1;
}
