<?php

namespace Docgen\Extracting\Strategies\QueryParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Query parameters from `#[QueryParam]` attributes. */
class GetFromQueryParamAttribute extends Strategy
{
}
