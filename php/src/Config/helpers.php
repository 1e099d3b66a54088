<?php

namespace Docgen\Config;

// A strategy list holds class names, or [class name, settings] tuples made by wrapWithSettings()/withSettings().

/** The name a strategy entry stands for: the string itself, or the first item of its tuple. */
function strategyName(string|array $strategy): string
{
    return is_string($strategy) ? $strategy : $strategy[0];
}

/**
 * The list without the named strategies (bare or configured).
 *
 * @param  array  $strategiesList  e.g. Defaults::RESPONSES_STRATEGIES
 * @param  array  $strategyNamesToRemove  class names, e.g. [Strategies\Responses\UseTransformerTags::class]
 */
function removeStrategies(array $strategiesList, array $strategyNamesToRemove): array
{
    return array_values(array_filter(
        $strategiesList,
        fn ($strategy) => ! in_array(strategyName($strategy), $strategyNamesToRemove, true),
    ));
}

/**
 * The list with the strategy replaced by its configured tuple, in place; appended when absent.
 *
 * @param  array  $configurationTuple  [class name, settings], e.g. ResponseCalls::withSettings(only: ['GET *'])
 */
function configureStrategy(array $strategiesList, array $configurationTuple): array
{
    $found = false;
    $strategiesList = array_map(function ($strategy) use ($configurationTuple, &$found) {
        if (strategyName($strategy) === $configurationTuple[0]) {
            $found = true;

            return $configurationTuple;
        }

        return $strategy;
    }, $strategiesList);

    return $found ? $strategiesList : [...$strategiesList, $configurationTuple];
}
