<?php

namespace Docgen\Extracting\Strategies\QueryParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Query parameters the action reads (`$request->query('q')`, paginators, QueryBuilder filters and sorts, filter classes). */
class GetFromRequestUsage extends Strategy
{
}
