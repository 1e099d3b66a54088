<?php

namespace Docgen\Extracting\Strategies\ResponseFields;

use Docgen\Extracting\Strategies\Strategy;

/** Response field descriptions from `#[ResponseField]` attributes. */
class GetFromResponseFieldAttribute extends Strategy
{
}
