<?php

namespace Docgen\Extracting\Strategies;

/** Returns fixed data for a stage, e.g. default headers: `StaticData::withSettings(data: ['Accept' => 'application/json'])`. */
class StaticData extends Strategy
{
    public static function withSettings(array $only = [], array $except = [], array $data = []): array
    {
        return static::wrapWithSettings(only: $only, except: $except, data: $data);
    }
}
