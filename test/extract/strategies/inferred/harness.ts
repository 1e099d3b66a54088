/**
 * The context the code-reading strategies get for a method of the shop fixture app, after the strategies they
 * build on (URL parameters, body parameters) have filled the endpoint, as the stage runner would.
 */
import { fileURLToPath } from 'node:url';
import type { Stage } from '../../../../src/config/types.ts';
import { mergeStageResult } from '../../../../src/extract/stage-data.ts';
import type { Strategy } from '../../../../src/extract/strategy.ts';
import type { ResponseExample, Route } from '../../../../src/model.ts';
import { strategyHarness, type StrategyHarness } from '../../../support/strategy-harness.ts';

export const SHOP_APP = fileURLToPath(new URL('./fixtures/shop', import.meta.url));
export const PRODUCTS = 'App\\Http\\Controllers\\ProductController';
export const ACCOUNTS = 'App\\Http\\Controllers\\AccountController';

export interface ShopOptions {
  controller?: string;
  route?: Partial<Route> & { uri?: string };
  /** Strategies run first, their results merged into the endpoint. */
  before?: Strategy[];
  responses?: ResponseExample[];
}

export function shop(method: string, options: ShopOptions = {}): StrategyHarness {
  const h = strategyHarness({
    app: SHOP_APP,
    controller: options.controller ?? PRODUCTS,
    method,
    route: { uri: `api/products/${method}`, middleware: ['api'], ...options.route },
    ...(options.responses ? { responses: options.responses } : {}),
  });
  for (const strategy of options.before ?? []) {
    const result = h.run(strategy);
    if (result !== undefined) mergeStageResult(h.context.endpoint, strategy.stage as Stage, result);
  }
  return h;
}

/** The responses a strategy gives, by status. */
export function byStatus(responses: ResponseExample[] | undefined): Map<number, ResponseExample> {
  return new Map((responses ?? []).map((r) => [r.status, r]));
}

export function json(response: ResponseExample | undefined): any {
  if (!response?.content) throw new Error('no content');
  return JSON.parse(response.content);
}
