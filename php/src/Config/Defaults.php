<?php

namespace Docgen\Config;

use Docgen\Extracting\Strategies;

/** The default strategy list of each stage, for `...Defaults::X_STRATEGIES` in `config/docgen.php`. */
class Defaults
{
    public const METADATA_STRATEGIES = [
        Strategies\Metadata\GetFromDocBlocks::class,
        Strategies\Metadata\GetFromMetadataAttributes::class,
    ];

    public const HEADERS_STRATEGIES = [
        Strategies\Headers\GetFromHeaderAttribute::class,
        Strategies\Headers\GetFromHeaderTag::class,
    ];

    public const URL_PARAMETERS_STRATEGIES = [
        Strategies\UrlParameters\GetFromLaravelAPI::class,
        Strategies\UrlParameters\GetFromUrlParamAttribute::class,
        Strategies\UrlParameters\GetFromUrlParamTag::class,
    ];

    public const QUERY_PARAMETERS_STRATEGIES = [
        Strategies\QueryParameters\GetFromFormRequest::class,
        Strategies\QueryParameters\GetFromInlineValidator::class,
        Strategies\QueryParameters\GetFromQueryParamAttribute::class,
        Strategies\QueryParameters\GetFromQueryParamTag::class,
        Strategies\QueryParameters\GetFromRequestUsage::class,
    ];

    public const BODY_PARAMETERS_STRATEGIES = [
        Strategies\BodyParameters\GetFromFormRequest::class,
        Strategies\BodyParameters\GetFromInlineValidator::class,
        Strategies\BodyParameters\GetFromBodyParamAttribute::class,
        Strategies\BodyParameters\GetFromBodyParamTag::class,
        Strategies\BodyParameters\GetFromDataObjects::class,
    ];

    public const RESPONSES_STRATEGIES = [
        Strategies\Responses\UseResponseAttributes::class,
        Strategies\Responses\UseTransformerTags::class,
        Strategies\Responses\UseApiResourceTags::class,
        Strategies\Responses\UseResponseTag::class,
        Strategies\Responses\UseResponseFileTag::class,
        Strategies\Responses\ResponseCalls::class,
        Strategies\Responses\UseResponsesFromCode::class,
        Strategies\Responses\UseErrorsFromCode::class,
    ];

    public const RESPONSE_FIELDS_STRATEGIES = [
        Strategies\ResponseFields\GetFromResponseFieldAttribute::class,
        Strategies\ResponseFields\GetFromResponseFieldTag::class,
    ];
}
