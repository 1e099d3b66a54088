<?php

namespace Docgen\Extracting\Strategies\BodyParameters;

use Docgen\Extracting\Strategies\Strategy;

/** Body parameters from the typed properties of a spatie/laravel-data object the action accepts. */
class GetFromDataObjects extends Strategy
{
}
