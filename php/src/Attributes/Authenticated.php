<?php

namespace Docgen\Attributes;

use Attribute;

/** The endpoint (or every endpoint of a controller) needs the auth value described in `auth`. */
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class Authenticated
{
    public function __construct(
        public ?bool $authenticated = true,
    ) {
    }

    public function toArray(): array
    {
        return ['authenticated' => $this->authenticated];
    }
}
