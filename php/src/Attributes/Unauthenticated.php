<?php

namespace Docgen\Attributes;

use Attribute;

/** The endpoint needs no auth, even when `auth.default` is true or its controller is #[Authenticated]. */
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class Unauthenticated
{
    public function toArray(): array
    {
        return ['authenticated' => false];
    }
}
