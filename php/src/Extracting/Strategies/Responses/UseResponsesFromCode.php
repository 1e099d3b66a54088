<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Success responses read from what the action returns (resources, JSON, models, paginators, no content). */
class UseResponsesFromCode extends Strategy
{
}
