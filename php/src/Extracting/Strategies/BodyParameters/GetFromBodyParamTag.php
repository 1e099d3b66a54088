<?php

namespace Docgen\Extracting\Strategies\BodyParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Body parameters from `@bodyParam` tags. */
class GetFromBodyParamTag extends Strategy
{
}
