<?php

namespace Docgen\Attributes;

use Attribute;

/** The endpoint's title and description, instead of the docblock's summary and body. */
#[Attribute(Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD)]
class Endpoint
{
    public function __construct(
        public string $title,
        public ?string $description = '',
        /** Shorthand for #[Authenticated] / #[Unauthenticated]; null leaves it to them or to auth.default. */
        public ?bool $authenticated = null,
    ) {
    }

    public function toArray(): array
    {
        $data = ['title' => $this->title, 'description' => $this->description];
        if (! is_null($this->authenticated)) {
            $data['authenticated'] = $this->authenticated;
        }

        return $data;
    }
}
