<?php

namespace Docgen\Attributes;

use Attribute;

/**
 * An example response built from an API resource class and an example model (from the model's
 * factory or the database, per `examples.models_source`).
 */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class ResponseFromApiResource
{
    public function __construct(
        public string $name,
        /** Optional when the resource names its model with a `@mixin` tag. */
        public ?string $model = null,
        public int $status = 200,
        public ?string $description = '',
        /** Only needed when the resource is not a ResourceCollection. */
        public ?bool $collection = null,
        public array $factoryStates = [],
        public array $with = [],
        public ?int $paginate = null,
        public ?int $simplePaginate = null,
        public ?int $cursorPaginate = null,
        /** Merged into the response like `->additional([...])`. */
        public array $additional = [],
        public array $withCount = [],
    ) {
    }
}
