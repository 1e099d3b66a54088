<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Example responses from `#[Response]`, `#[ResponseFromFile]`, `#[ResponseFromApiResource]`, `#[ResponseFromTransformer]`. */
class UseResponseAttributes extends Strategy
{
}
