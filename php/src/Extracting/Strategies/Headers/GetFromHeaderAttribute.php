<?php

namespace Docgen\Extracting\Strategies\Headers;

use Docgen\Extracting\Strategies\Strategy;

/** Request headers from `#[Header]` attributes. */
class GetFromHeaderAttribute extends Strategy
{
}
