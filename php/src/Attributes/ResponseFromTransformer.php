<?php

namespace Docgen\Attributes;

use Attribute;

/** An example response built with a league/fractal transformer and an example model. */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class ResponseFromTransformer
{
    public function __construct(
        public string $name,
        public ?string $model = null,
        public int $status = 200,
        public ?string $description = '',
        /** Only needed when the transformer is not a collection transformer. */
        public bool $collection = false,
        public array $factoryStates = [],
        public array $with = [],
        public ?string $resourceKey = null,
        /** [paginator adapter class, per page], e.g. [IlluminatePaginatorAdapter::class, 10]. */
        public array $paginate = [],
    ) {
    }
}
