<?php

namespace Docgen\Attributes;

use Attribute;

/**
 * An example response read from a file (absolute, relative to the app root, or relative to
 * `storage/`), with `merge` overriding keys of its JSON.
 */
#[Attribute(Attribute::IS_REPEATABLE | Attribute::TARGET_FUNCTION | Attribute::TARGET_METHOD | Attribute::TARGET_CLASS)]
class ResponseFromFile
{
    public function __construct(
        public string $file,
        public int $status = 200,
        /** Keys to override in the file's JSON: an array, or a JSON object as text. */
        public array|string $merge = [],
        public ?string $description = '',
    ) {
    }
}
