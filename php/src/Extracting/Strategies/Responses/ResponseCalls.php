<?php

namespace Docgen\Extracting\Strategies\Responses;

use Docgen\Extracting\Strategies\Strategy;

/**
 * Calls the endpoint through the app's HTTP kernel, inside rolled-back database transactions,
 * when no successful example response was found otherwise.
 */
class ResponseCalls extends Strategy
{
    /**
     * @param  array  $only  Endpoints to call, e.g. `['GET *']`.
     * @param  array  $except  Endpoints never to call.
     * @param  array  $config  Laravel config values set during the call, e.g. `['app.debug' => false]`.
     * @param  array  $queryParams  Query parameters always sent.
     * @param  array  $bodyParams  Body parameters always sent.
     * @param  array  $fileParams  Files always sent: parameter name => path (absolute or relative to the app root).
     * @param  array  $cookies  Cookies always sent.
     */
    public static function withSettings(
        array $only = ['GET *'],
        array $except = [],
        array $config = [],
        array $queryParams = [],
        array $bodyParams = [],
        array $fileParams = [],
        array $cookies = [],
    ): array {
        return static::wrapWithSettings(...get_defined_vars());
    }
}
