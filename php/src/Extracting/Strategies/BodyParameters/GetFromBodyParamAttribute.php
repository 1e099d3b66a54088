<?php

namespace Docgen\Extracting\Strategies\BodyParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Body parameters from `#[BodyParam]` attributes. */
class GetFromBodyParamAttribute extends Strategy
{
}
