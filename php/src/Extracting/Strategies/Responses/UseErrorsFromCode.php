<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/** Error responses read from the code: auth middleware, authorization, missing models, validation, abort(). */
class UseErrorsFromCode extends Strategy
{
}
