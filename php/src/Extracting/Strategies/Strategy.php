<?php

namespace Docgen\Extracting\Strategies;

/**
 * A strategy as named in `config/docgen.php`. The extraction itself runs in docgen (TypeScript);
 * these classes exist so that a config written with `::class` names, `wrapWithSettings()` and
 * `withSettings()` loads in Laravel and reads exactly like a Scribe config.
 */
abstract class Strategy
{
    /**
     * Pairs the strategy with its settings: the `[class, settings]` tuple a strategy list takes.
     *
     * @param  array  $only  Routes to apply it to, and no others: route names (`books.index`, `books.*`)
     *                       or method and path (`GET *`, `POST /api/books/*`). Empty means every route.
     * @param  array  $except  Routes not to apply it to, in the same forms. A route in both is skipped.
     * @param  mixed  ...$otherSettings  Strategy-specific settings, passed as named arguments
     *                                   (or as one `otherSettings: [...]` array).
     * @return array{0: class-string, 1: array}
     */
    public static function wrapWithSettings(array $only = [], array $except = [], mixed ...$otherSettings): array
    {
        // Scribe 5 passes the extra settings as one array named `otherSettings`; accept both forms.
        if (array_keys($otherSettings) === ['otherSettings'] && is_array($otherSettings['otherSettings'])) {
            $otherSettings = $otherSettings['otherSettings'];
        }

        return [static::class, array_merge(['only' => $only, 'except' => $except], $otherSettings)];
    }
}
