<?php

namespace Docgen\Extracting\Strategies\BodyParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Body parameters from a FormRequest's `rules()` (and `bodyParameters()` for descriptions and examples). */
class GetFromFormRequest extends Strategy
{
}
