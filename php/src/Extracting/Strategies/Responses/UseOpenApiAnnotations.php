<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Example responses from swagger-php annotations (`@OA\Response`, `#[OA\Response]`), built from their schemas. */
class UseOpenApiAnnotations extends Strategy
{
}
