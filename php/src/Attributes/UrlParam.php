<?php

namespace Docgen\Attributes;

use Attribute;

/** A URL (path) parameter, e.g. `#[UrlParam('id', 'integer', 'The ID of the book.', example: 4)]`. */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class UrlParam extends GenericParam
{
}
