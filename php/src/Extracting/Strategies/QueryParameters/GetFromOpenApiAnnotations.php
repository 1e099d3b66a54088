<?php

namespace Docgen\Extracting\Strategies\QueryParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Query parameters from swagger-php annotations: `@OA\...` docblock annotations and `#[OA\...]` attributes. */
class GetFromOpenApiAnnotations extends Strategy
{
}
