<?php
declare(strict_types=1);

namespace DocgenBridge;

/** Row counts of every table, per connection: a cheap check that nothing was written. */
final class TableCounter
{
    /** @param \Illuminate\Foundation\Application $app */
    public function __construct(private $app)
    {
    }

    /** @param string[]|null $connections */
    public function count(?array $connections): array
    {
        $names = $connections ?: [(string) $this->app['config']->get('database.default')];
        $counts = [];
        foreach ($names as $name) {
            $connection = $this->app['db']->connection($name);
            $tables = match ($connection->getDriverName()) {
                'sqlite' => array_column(array_map('get_object_vars', $connection->select("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")), 'name'),
                'mysql' => array_map(static fn ($row) => array_values(get_object_vars($row))[0], $connection->select('show tables')),
                'pgsql' => array_column(array_map('get_object_vars', $connection->select("select tablename from pg_tables where schemaname = current_schema() order by tablename")), 'tablename'),
                default => throw new \RuntimeException("Counting tables is not supported for the {$connection->getDriverName()} driver."),
            };
            $counts[$name] = [];
            foreach ($tables as $table) {
                $counts[$name][$table] = (int) $connection->table($table)->count();
            }
        }
        return ['counts' => $counts];
    }
}
