<?php

namespace Docgen\Extracting\Strategies\ResponseFields;

use Docgen\Extracting\Strategies\Strategy;

/** Response field descriptions from `@responseField` tags (on the method or on an API resource's `toArray()`). */
class GetFromResponseFieldTag extends Strategy
{
}
