<?php

namespace Docgen\Extracting\Strategies\UrlParameters;

use Docgen\Extracting\Strategies\Strategy;

/** URL parameters from swagger-php annotations: `@OA\...` docblock annotations and `#[OA\...]` attributes. */
class GetFromOpenApiAnnotations extends Strategy
{
}
