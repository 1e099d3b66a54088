<?php

namespace Docgen\Attributes;

use Attribute;

/** A body parameter; dot notation for nested fields (`items[].book_id`), `T[]` types for arrays. */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class BodyParam extends GenericParam
{
}
