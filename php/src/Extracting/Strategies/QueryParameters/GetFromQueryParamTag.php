<?php

namespace Docgen\Extracting\Strategies\QueryParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Query parameters from `@queryParam` tags. */
class GetFromQueryParamTag extends Strategy
{
}
