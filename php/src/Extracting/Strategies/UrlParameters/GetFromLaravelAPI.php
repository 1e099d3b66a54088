<?php

namespace Docgen\Extracting\Strategies\UrlParameters;

use Docgen\Extracting\Strategies\Strategy;

/** URL parameters from the route URI (`{book}`, `{limit?}`), with types and examples from model binding. */
class GetFromLaravelAPI extends Strategy
{
}
