<?php

namespace Docgen\Extracting\Strategies\ResponseFields;

use Docgen\Extracting\Strategies\Strategy;

/** Response fields from swagger-php annotations: `@OA\...` docblock annotations and `#[OA\...]` attributes. */
class GetFromOpenApiAnnotations extends Strategy
{
}
