<?php

namespace Docgen\Extracting\Strategies\UrlParameters;

use Docgen\Extracting\Strategies\Strategy;

/** URL parameters from `#[UrlParam]` attributes. */
class GetFromUrlParamAttribute extends Strategy
{
}
