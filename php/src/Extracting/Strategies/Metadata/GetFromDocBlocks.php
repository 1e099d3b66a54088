<?php

namespace Docgen\Extracting\Strategies\Metadata;

use Docgen\Extracting\Strategies\Strategy;

/** Title, description, group, subgroup and auth from the docblock (`@group`, `@subgroup`, `@authenticated` …). */
class GetFromDocBlocks extends Strategy
{
}
