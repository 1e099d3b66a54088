<?php

namespace Docgen\Extracting\Strategies\BodyParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Body parameters from `$request->validate([...])`, `$this->validate(...)` and `Validator::make(...)` in the method. */
class GetFromInlineValidator extends Strategy
{
}
