<?php

namespace Docgen\Extracting\Strategies\Metadata;

use Docgen\Extracting\Strategies\Strategy;

/** Group, subgroup, title and auth from `#[Group]`, `#[Subgroup]`, `#[Endpoint]`, `#[Authenticated]`, `#[Unauthenticated]`. */
class GetFromMetadataAttributes extends Strategy
{
}
