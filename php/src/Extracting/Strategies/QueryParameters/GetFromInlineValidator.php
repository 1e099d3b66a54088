<?php

namespace Docgen\Extracting\Strategies\QueryParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Query parameters from inline validation placed under a `// Query parameters` comment. */
class GetFromInlineValidator extends Strategy
{
}
