<?php

namespace Docgen\Attributes;

use Attribute;

/** A query-string parameter, e.g. `#[QueryParam('page', 'integer', 'Page number.', required: false, example: 1)]`. */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class QueryParam extends GenericParam
{
}
