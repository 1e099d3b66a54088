<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Example responses from `@responseFile` tags. */
class UseResponseFileTag extends Strategy
{
}
