<?php

namespace Docgen\Attributes;

use Attribute;

/** A request header and an example value, e.g. `#[Header('X-Request-Id', 'c0ffee')]`. */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class Header
{
    public function __construct(
        public string $name,
        public mixed $example = null,
    ) {
    }

    public function toArray(): array
    {
        return ['name' => $this->name, 'example' => $this->example];
    }
}
