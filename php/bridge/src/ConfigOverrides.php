<?php
declare(strict_types=1);

namespace DocgenBridge;

/** Sets config values for the length of one piece of work and restores the previous values afterwards. */
final class ConfigOverrides
{
    /**
     * @param \Illuminate\Foundation\Application $app
     * @param array<string, mixed> $overrides dot-notation keys, e.g. `app.debug`
     */
    public static function around($app, array $overrides, callable $work)
    {
        $config = $app['config'];
        $previous = [];
        foreach ($overrides as $key => $value) {
            $previous[$key] = [$config->has($key), $config->get($key)];
            $config->set($key, $value);
        }
        try {
            return $work();
        } finally {
            foreach (array_reverse($previous, true) as $key => [$had, $value]) {
                $config->set($key, $had ? $value : null);
            }
        }
    }
}
