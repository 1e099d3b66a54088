<?php

namespace Docgen\Extracting\Strategies\Headers;

use Docgen\Extracting\Strategies\Strategy;

/** Request headers from `@header` tags. */
class GetFromHeaderTag extends Strategy
{
}
