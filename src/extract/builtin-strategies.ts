/**
 * The registry of built-in strategies, by stage and by the name a config uses (Scribe's short class name).
 * Each strategy lives in its own file under `strategies/<stage>/`; adding one means its name in
 * config/strategy-names.ts, one import and one entry here.
 * `StaticData` works in every stage and is added by the runner (static-data.ts), not listed here.
 */
import type { BuiltinStrategyName } from '../config/strategy-names.ts';
import type { Stage } from '../config/types.ts';
import type { Strategy } from './strategy.ts';
import { GetFromDocBlocks } from './strategies/metadata/GetFromDocBlocks.ts';
import { GetFromMetadataAttributes } from './strategies/metadata/GetFromMetadataAttributes.ts';
import { GetFromHeaderAttribute } from './strategies/headers/GetFromHeaderAttribute.ts';
import { GetFromHeaderTag } from './strategies/headers/GetFromHeaderTag.ts';
import { GetFromLaravelAPI } from './strategies/urlParameters/GetFromLaravelAPI.ts';
import { GetFromUrlParamAttribute } from './strategies/urlParameters/GetFromUrlParamAttribute.ts';
import { GetFromUrlParamTag } from './strategies/urlParameters/GetFromUrlParamTag.ts';
import { GetFromFormRequest as QueryFromFormRequest } from './strategies/queryParameters/GetFromFormRequest.ts';
import { GetFromInlineValidator as QueryFromInlineValidator } from './strategies/queryParameters/GetFromInlineValidator.ts';
import { GetFromQueryParamAttribute } from './strategies/queryParameters/GetFromQueryParamAttribute.ts';
import { GetFromQueryParamTag } from './strategies/queryParameters/GetFromQueryParamTag.ts';
import { GetFromRequestUsage } from './strategies/queryParameters/GetFromRequestUsage.ts';
import { GetFromFormRequest as BodyFromFormRequest } from './strategies/bodyParameters/GetFromFormRequest.ts';
import { GetFromInlineValidator as BodyFromInlineValidator } from './strategies/bodyParameters/GetFromInlineValidator.ts';
import { GetFromBodyParamAttribute } from './strategies/bodyParameters/GetFromBodyParamAttribute.ts';
import { GetFromBodyParamTag } from './strategies/bodyParameters/GetFromBodyParamTag.ts';
import { GetFromDataObjects } from './strategies/bodyParameters/GetFromDataObjects.ts';
import { responseCalls } from './strategies/responses/responseCalls.ts';
import { UseResponseAttributes } from './strategies/responses/UseResponseAttributes.ts';
import { UseTransformerTags } from './strategies/responses/UseTransformerTags.ts';
import { UseApiResourceTags } from './strategies/responses/UseApiResourceTags.ts';
import { UseResponseTag } from './strategies/responses/UseResponseTag.ts';
import { UseResponseFileTag } from './strategies/responses/UseResponseFileTag.ts';
import { UseResponsesFromCode } from './strategies/responses/UseResponsesFromCode.ts';
import { UseErrorsFromCode } from './strategies/responses/UseErrorsFromCode.ts';
import { GetFromResponseFieldAttribute } from './strategies/responseFields/GetFromResponseFieldAttribute.ts';
import { GetFromResponseFieldTag } from './strategies/responseFields/GetFromResponseFieldTag.ts';
import { GetFromOpenApiAnnotations as MetadataFromOpenApi } from './strategies/metadata/GetFromOpenApiAnnotations.ts';
import { GetFromOpenApiAnnotations as HeadersFromOpenApi } from './strategies/headers/GetFromOpenApiAnnotations.ts';
import { GetFromOpenApiAnnotations as UrlFromOpenApi } from './strategies/urlParameters/GetFromOpenApiAnnotations.ts';
import { GetFromOpenApiAnnotations as QueryFromOpenApi } from './strategies/queryParameters/GetFromOpenApiAnnotations.ts';
import { GetFromOpenApiAnnotations as BodyFromOpenApi } from './strategies/bodyParameters/GetFromOpenApiAnnotations.ts';
import { UseOpenApiAnnotations } from './strategies/responses/UseOpenApiAnnotations.ts';
import { GetFromOpenApiAnnotations as FieldsFromOpenApi } from './strategies/responseFields/GetFromOpenApiAnnotations.ts';

/** Keyed by the names of config/strategy-names.ts: the compiler rejects a listed name without a strategy, or one not listed. */
const REGISTRY = {
  metadata: {
    GetFromDocBlocks,
    GetFromMetadataAttributes,
    GetFromOpenApiAnnotations: MetadataFromOpenApi,
  },
  headers: {
    GetFromHeaderAttribute,
    GetFromHeaderTag,
    GetFromOpenApiAnnotations: HeadersFromOpenApi,
  },
  urlParameters: {
    GetFromLaravelAPI,
    GetFromUrlParamAttribute,
    GetFromUrlParamTag,
    GetFromOpenApiAnnotations: UrlFromOpenApi,
  },
  queryParameters: {
    GetFromFormRequest: QueryFromFormRequest,
    GetFromInlineValidator: QueryFromInlineValidator,
    GetFromQueryParamAttribute,
    GetFromQueryParamTag,
    GetFromOpenApiAnnotations: QueryFromOpenApi,
    GetFromRequestUsage,
  },
  bodyParameters: {
    GetFromFormRequest: BodyFromFormRequest,
    GetFromInlineValidator: BodyFromInlineValidator,
    GetFromBodyParamAttribute,
    GetFromBodyParamTag,
    GetFromOpenApiAnnotations: BodyFromOpenApi,
    GetFromDataObjects,
  },
  responses: {
    UseResponseAttributes,
    UseTransformerTags,
    UseApiResourceTags,
    UseResponseTag,
    UseResponseFileTag,
    UseOpenApiAnnotations,
    ResponseCalls: responseCalls,
    UseResponsesFromCode,
    UseErrorsFromCode,
  },
  responseFields: {
    GetFromResponseFieldAttribute,
    GetFromResponseFieldTag,
    GetFromOpenApiAnnotations: FieldsFromOpenApi,
  },
} satisfies { [S in Stage]: Record<BuiltinStrategyName<S>, Strategy> };

export const builtinStrategies: Record<Stage, Record<string, Strategy>> = REGISTRY;
