<?php

namespace Docgen\Extracting\Strategies\Headers;

use Docgen\Extracting\Strategies\Strategy;

/** Headers from swagger-php annotations: `@OA\...` docblock annotations and `#[OA\...]` attributes. */
class GetFromOpenApiAnnotations extends Strategy
{
}
