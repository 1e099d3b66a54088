<?php

namespace Docgen\Attributes;

use Attribute;
use InvalidArgumentException;

/**
 * What a URL, query or body parameter attribute carries. Same constructor as Scribe's,
 * so `#[BodyParam('title', 'string', 'The title.', example: 'Dune')]` means the same in both.
 */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class GenericParam
{
    public function __construct(
        public string $name,
        public ?string $type = 'string',
        public ?string $description = '',
        public ?bool $required = true,
        /** Pass 'No-example' to keep the parameter out of example requests. */
        public mixed $example = null,
        /** A list of allowed values, or the class name of a backed enum. */
        public mixed $enum = null,
        public ?bool $nullable = false,
    ) {
    }

    public function toArray(): array
    {
        return [
            'name' => $this->name,
            'description' => $this->description,
            'type' => $this->type,
            'required' => $this->required,
            'example' => $this->example,
            'enumValues' => $this->getEnumValues(),
            'nullable' => $this->nullable,
        ];
    }

    protected function getEnumValues(): array
    {
        if (! $this->enum) {
            return [];
        }

        if (is_array($this->enum)) {
            return $this->enum;
        }

        if (is_string($this->enum) && enum_exists($this->enum) && method_exists($this->enum, 'tryFrom')) {
            return array_map(fn ($case) => $case->value, $this->enum::cases());
        }

        throw new InvalidArgumentException('The enum of a parameter must be a backed enum class or an array of values.');
    }
}
