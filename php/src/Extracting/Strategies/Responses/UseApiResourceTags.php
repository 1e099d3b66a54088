<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Example responses from `@apiResource`, `@apiResourceCollection`, `@apiResourceModel`, `@apiResourceAdditional`. */
class UseApiResourceTags extends Strategy
{
}
