<?php

namespace Docgen\Attributes;

use Attribute;

/**
 * Describes a field of the response. The type defaults to null (not 'string') because
 * it is inferred from the example responses when left out.
 */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class ResponseField extends GenericParam
{
    public function __construct(
        public string $name,
        public ?string $type = null,
        public ?string $description = '',
        public ?bool $required = true,
        public mixed $example = null,
        public mixed $enum = null,
        public ?bool $nullable = false,
    ) {
    }
}
