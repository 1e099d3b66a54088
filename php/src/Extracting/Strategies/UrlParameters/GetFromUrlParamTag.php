<?php

namespace Docgen\Extracting\Strategies\UrlParameters;

use Docgen\Extracting\Strategies\Strategy;

/** URL parameters from `@urlParam` tags. */
class GetFromUrlParamTag extends Strategy
{
}
