/**
 * Example-model responses through the app's PHP (for the API resource and transformer strategies when PHP is
 * available): the config's `examples.models_source`, `transformers.serializer` and
 * `database_connections_to_transact` are applied, and the result is a ResponseExample.
 */
import type { DocgenConfig } from '../config/types.ts';
import type { Diagnostic, ResponseExample } from '../model.ts';
import { BridgeError } from './bridge.ts';
import type { BridgeModelsRequest } from './protocol.ts';
import { sharedBridge } from './shared.ts';

export type ExampleModelsRequest = Omit<BridgeModelsRequest, 'sources' | 'serializer' | 'connections'> & {
  /** The documented status (the annotation's, default 200). */
  status?: number;
  /** The scenario label. */
  description?: string;
};

export interface ExampleModelsResult {
  /** Undefined when PHP could not produce it (see the diagnostics). */
  response?: ResponseExample;
  diagnostics: Diagnostic[];
}

export async function exampleModelsResponse(appRoot: string, config: DocgenConfig, request: ExampleModelsRequest): Promise<ExampleModelsResult> {
  const opened = await sharedBridge(appRoot, config.responseCalls?.php ? { php: config.responseCalls.php } : {});
  if (opened.bridge === null) return { diagnostics: [opened.reason] };
  const { status, description, ...rest } = request;
  try {
    const result = await opened.bridge.models({
      ...rest,
      sources: config.examples.models_source,
      serializer: config.transformers.serializer,
      connections: config.database_connections_to_transact,
    });
    const diagnostics: Diagnostic[] = result.warnings.map((message) => ({ severity: 'warning', code: 'example-model', message }));
    return {
      response: { status: status ?? 200, content: result.content, headers: result.headers, description: description ?? '' },
      diagnostics,
    };
  } catch (error) {
    const diagnostic: Diagnostic =
      error instanceof BridgeError
        ? { ...error.diagnostic, code: 'example-model-failed' }
        : { severity: 'warning', code: 'example-model-failed', message: error instanceof Error ? error.message : String(error) };
    return { diagnostics: [diagnostic] };
  }
}
