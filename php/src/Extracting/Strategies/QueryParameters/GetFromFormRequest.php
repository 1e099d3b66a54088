<?php

namespace Docgen\Extracting\Strategies\QueryParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Query parameters from a FormRequest whose docblock says "query parameters" (or that has `queryParameters()`). */
class GetFromFormRequest extends Strategy
{
}
