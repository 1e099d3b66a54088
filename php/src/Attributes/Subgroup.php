<?php

namespace Docgen\Attributes;

use Attribute;

/** Puts the endpoint in a subgroup of its group. */
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class Subgroup
{
    public function __construct(
        public string $name,
        public ?string $description = '',
    ) {
    }

    public function toArray(): array
    {
        return ['subgroup' => $this->name, 'subgroupDescription' => $this->description];
    }
}
