<?php

namespace Docgen\Extracting\Strategies\BodyParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Body parameters from swagger-php annotations: `@OA\...` docblock annotations and `#[OA\...]` attributes. */
class GetFromOpenApiAnnotations extends Strategy
{
}
