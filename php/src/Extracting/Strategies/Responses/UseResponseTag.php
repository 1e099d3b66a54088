<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Example responses from `@response` tags. */
class UseResponseTag extends Strategy
{
}
