/**
 * The names of docgen's strategies, as a config writes them (Scribe's short class names, so that a Scribe
 * config's class names map one to one). The built-in registry (src/extract/builtin-strategies.ts) must give
 * every name listed here an implementation, and the compiler checks that it does.
 */
import type { Stage } from './types.ts';

/** Works in every stage: the settings' `data` as the stage's output (added by the runner, not the registry). */
export const STATIC_DATA = 'StaticData';
/** Calls the app through the PHP bridge: only GET routes unless configured otherwise. */
export const RESPONSE_CALLS = 'ResponseCalls';

/**
 * `Defaults::*_STRATEGIES`, by stage, with the swagger-php reader (`@OA\...` / `#[OA\...]`) after Scribe's own
 * annotations (an app documented for swagger-php is documented without a rewrite), and last the strategies that
 * read what the code does: they only add names and statuses nothing before them documented, so annotations win.
 */
export const DEFAULT_STRATEGY_NAMES = {
  metadata: ['GetFromDocBlocks', 'GetFromMetadataAttributes', 'GetFromOpenApiAnnotations'],
  headers: ['GetFromHeaderAttribute', 'GetFromHeaderTag', 'GetFromOpenApiAnnotations'],
  urlParameters: ['GetFromLaravelAPI', 'GetFromUrlParamAttribute', 'GetFromUrlParamTag', 'GetFromOpenApiAnnotations'],
  queryParameters: ['GetFromFormRequest', 'GetFromInlineValidator', 'GetFromQueryParamAttribute', 'GetFromQueryParamTag', 'GetFromOpenApiAnnotations', 'GetFromRequestUsage'],
  bodyParameters: ['GetFromFormRequest', 'GetFromInlineValidator', 'GetFromBodyParamAttribute', 'GetFromBodyParamTag', 'GetFromOpenApiAnnotations', 'GetFromDataObjects'],
  responses: [
    'UseResponseAttributes',
    'UseTransformerTags',
    'UseApiResourceTags',
    'UseResponseTag',
    'UseResponseFileTag',
    'UseOpenApiAnnotations',
    RESPONSE_CALLS,
    'UseResponsesFromCode',
    'UseErrorsFromCode',
  ],
  responseFields: ['GetFromResponseFieldAttribute', 'GetFromResponseFieldTag', 'GetFromOpenApiAnnotations'],
} as const satisfies Record<Stage, readonly string[]>;

/** The built-in strategy names of a stage. */
export type BuiltinStrategyName<S extends Stage> = (typeof DEFAULT_STRATEGY_NAMES)[S][number];

/** Strategies Scribe ships that docgen does not implement: a config naming them gets a warning, not an error. */
export const SCRIBE_ONLY_STRATEGY_NAMES = ['GetFromRouteRules', 'GetFromLumenAPI'] as const;
