<?php

namespace Docgen\Extracting\Strategies\Metadata;

use Docgen\Extracting\Strategies\Strategy;

/** Metadata from swagger-php annotations: `@OA\...` docblock annotations and `#[OA\...]` attributes. */
class GetFromOpenApiAnnotations extends Strategy
{
}
