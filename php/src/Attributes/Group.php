<?php

namespace Docgen\Attributes;

use Attribute;

/** Puts the endpoint (or every endpoint of a controller) in a group, with the group's description. */
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class Group
{
    public function __construct(
        public string $name,
        public ?string $description = '',
        /** Shorthand for #[Authenticated] / #[Unauthenticated]; null leaves it to them or to auth.default. */
        public ?bool $authenticated = null,
    ) {
    }

    public function toArray(): array
    {
        $data = ['groupName' => $this->name, 'groupDescription' => $this->description];
        if (! is_null($this->authenticated)) {
            $data['authenticated'] = $this->authenticated;
        }

        return $data;
    }
}
