/**
 * `ResponseCalls`: documents what the app really answers, by calling it — through docgen's PHP bridge
 * (the request runs through the HTTP kernel inside database transactions that are rolled back), or over
 * HTTP against a running app when `responseCalls.baseUrl` (or the strategy's `baseUrl` setting) is given.
 *
 * Settings are Scribe's `ResponseCalls::withSettings(only, except, config, queryParams, bodyParams,
 * fileParams, cookies)`; docgen adds `baseUrl` and `timeout` (seconds). Skipped when a 2xx response is
 * already documented. A failing call is a warning; the endpoint goes on without the response.
 */
import { DEFAULT_AUTH_PLACEHOLDER } from '../../../config/defaults.ts';
import { RESPONSE_CALLS } from '../../../config/strategy-names.ts';
import type { DocgenConfig, StrategySettings } from '../../../config/types.ts';
import type { Diagnostic, ResponseExample } from '../../../model.ts';
import { authPlacement } from '../../../bridge/auth-value.ts';
import { BridgeError } from '../../../bridge/bridge.ts';
import { buildCallRequest, responseCallSettings } from '../../../bridge/call-request.ts';
import { callOverHttp } from '../../../bridge/http-caller.ts';
import type { BridgeCallResult } from '../../../bridge/protocol.ts';
import { redactCallResult, redactor } from '../../../bridge/redact.ts';
import { toResponseExample } from '../../../bridge/response-example.ts';
import { sharedBridge } from '../../../bridge/shared.ts';
import type { Strategy, StrategyContext } from '../../strategy.ts';

/** Options read beside the strategy settings: `responseCalls: { baseUrl, php, timeout }` in the resolved config. */
type ResponseCallOptions = NonNullable<DocgenConfig['responseCalls']>;

/** Notices said once per run (the config object identifies the run). */
const said = new WeakMap<DocgenConfig, Set<string>>();

function once(context: StrategyContext, key: string, diagnostic: Diagnostic): void {
  const seen = said.get(context.app.config) ?? new Set<string>();
  said.set(context.app.config, seen);
  if (seen.has(key)) return;
  seen.add(key);
  context.report(diagnostic);
}

function optionsOf(config: DocgenConfig, settings: StrategySettings): ResponseCallOptions {
  const fromConfig: ResponseCallOptions = config.responseCalls ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  const seconds = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
  return {
    baseUrl: text(settings.baseUrl) ?? text(fromConfig.baseUrl) ?? null,
    php: text(settings.php) ?? text(fromConfig.php) ?? null,
    timeout: seconds(settings.timeout) ?? seconds(fromConfig.timeout) ?? null,
  };
}

const hasSuccess = (responses: ResponseExample[]) => responses.some((r) => r.status >= 200 && r.status < 300);

export const responseCalls: Strategy<'responses'> = {
  name: RESPONSE_CALLS,
  stage: 'responses',
  async run(outerContext) {
    const { endpoint, app } = outerContext;
    if (hasSuccess(endpoint.responses)) return undefined;

    const options = optionsOf(app.config, outerContext.settings);
    const auth = authPlacement(app.config.auth);
    const placeholder = app.config.auth.placeholder || DEFAULT_AUTH_PLACEHOLDER;
    // What the app says back may quote the credential: the result is scrubbed as soon as it arrives, and so is
    // every report (a failed call's message can quote the app too).
    const redact = redactor(auth?.secrets ?? [], placeholder);
    const context: StrategyContext = {
      ...outerContext,
      report: (d) => outerContext.report({ ...d, message: redact(d.message) }),
    };
    const request = buildCallRequest({
      endpoint,
      route: context.route,
      appRoot: app.root,
      settings: responseCallSettings(context.settings),
      auth,
      connections: app.config.database_connections_to_transact,
    });
    const timeoutMs = (options.timeout ?? 30) * 1000;
    const what = `${request.method} /${endpoint.uri.replace(/^\/+/, '')}`;

    let result: BridgeCallResult;
    try {
      if (options.baseUrl) {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          once(context, 'http-writes', {
            severity: 'notice',
            code: 'response-calls-http',
            message: `Response calls over HTTP (${options.baseUrl}) run outside any database transaction: what ${request.method} endpoints write stays written.`,
          });
        }
        result = redactCallResult(await callOverHttp(options.baseUrl, request, timeoutMs), redact);
      } else {
        const opened = await sharedBridge(app.root, options.php ? { php: options.php } : {});
        if (opened.bridge === null) {
          once(context, 'unavailable', {
            ...opened.reason,
            message: `Response calls are skipped: ${opened.reason.message.replace(/^./, (c) => c.toLowerCase())}`,
          });
          return undefined;
        }
        result = redactCallResult(await opened.bridge.call(request, { timeoutMs }), redact);
      }
    } catch (error) {
      context.report(callFailed(what, error));
      return undefined;
    }

    for (const warning of result.warnings) {
      context.report({ severity: 'warning', code: 'response-call-transaction', message: `Response call to ${what}: ${warning}` });
    }
    if (result.exception) {
      const { message, file, line } = result.exception;
      context.report({
        // A 4xx is a real answer (an unknown example ID, a validation error); a 5xx means the call went wrong.
        severity: result.status >= 500 ? 'warning' : 'notice',
        code: 'response-call-exception',
        message: `The response call to ${what} answered ${result.status}: ${message.replace(/\.$/, '')}.`,
        ...(file && !file.startsWith('/') ? { file, line: line ?? 1 } : {}),
      });
    }
    return [toResponseExample(result)];
  },
};

function callFailed(what: string, error: unknown): Diagnostic {
  if (error instanceof BridgeError) {
    return { ...error.diagnostic, code: 'response-call-failed', message: `The response call to ${what} failed: ${error.diagnostic.message}` };
  }
  const cause = (error as { cause?: { message?: unknown } })?.cause?.message;
  const base = error instanceof Error ? (error.name === 'TimeoutError' ? 'it timed out' : error.message) : String(error);
  const message = typeof cause === 'string' && cause ? `${base} (${cause})` : base;
  return { severity: 'warning', code: 'response-call-failed', message: `The response call to ${what} failed: ${message.replace(/\.$/, '')}.` };
}
