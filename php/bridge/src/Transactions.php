<?php
declare(strict_types=1);

namespace DocgenBridge;

/**
 * Runs work inside a transaction on each listed connection and always rolls it back, even when the
 * work throws. Problems (a connection that cannot open, an app that committed our transaction) are
 * returned as warnings rather than thrown.
 */
final class Transactions
{
    /** @var string[] */
    public array $warnings = [];

    /** @param \Illuminate\Foundation\Application $app */
    public function __construct(private $app)
    {
    }

    /**
     * @param string[]|null $connections null or empty: the app's default connection.
     * @template T
     * @param callable(): T $work
     * @return T
     */
    public function around(?array $connections, callable $work)
    {
        $names = $connections === null || $connections === [] ? [(string) $this->app['config']->get('database.default')] : $connections;
        /** @var array<string, array{0: \Illuminate\Database\Connection, 1: int}> $opened */
        $opened = [];
        foreach (array_unique($names) as $name) {
            try {
                $connection = $this->app['db']->connection($name);
                $level = $connection->transactionLevel();
                $connection->beginTransaction();
                $opened[$name] = [$connection, $level];
            } catch (\Throwable $e) {
                $this->warnings[] = "No transaction on database connection \"$name\": " . Protocol::describe($e);
            }
        }
        try {
            return $work();
        } finally {
            foreach ($opened as $name => [$connection, $level]) {
                try {
                    if ($connection->transactionLevel() <= $level) {
                        $this->warnings[] = "The app committed or rolled back docgen's transaction on connection \"$name\"; its changes may have been kept.";
                        continue;
                    }
                    $connection->rollBack($level);
                } catch (\Throwable $e) {
                    $this->warnings[] = "Rolling back connection \"$name\" failed: " . Protocol::describe($e);
                }
            }
        }
    }
}
