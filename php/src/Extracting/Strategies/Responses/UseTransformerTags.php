<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Example responses from `@transformer`, `@transformerCollection`, `@transformerModel`, `@transformerPaginator`. */
class UseTransformerTags extends Strategy
{
}
