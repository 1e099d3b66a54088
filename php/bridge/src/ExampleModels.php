<?php
declare(strict_types=1);

namespace DocgenBridge;

use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;

/**
 * Example model instances per `examples.models_source`, tried in order (Scribe's
 * InstantiatesExampleModels): factoryCreate, factoryMake, databaseFirst; a bare `new Model` last.
 */
final class ExampleModels
{
    public const SOURCES = ['factoryCreate', 'factoryMake', 'databaseFirst'];

    /** @var string[] */
    public array $warnings = [];

    /** The source that produced the last model: one of SOURCES, or "new". */
    public string $lastSource = 'new';

    /**
     * @param string[] $sources
     * @param string[] $states
     * @param string[] $relations
     */
    public function __construct(private array $sources, private array $states, private array $relations)
    {
        $unknown = array_diff($sources, self::SOURCES);
        foreach ($unknown as $name) {
            $this->warnings[] = "Unknown examples.models_source entry \"$name\"; known: " . implode(', ', self::SOURCES) . '.';
        }
    }

    /** @param class-string $class */
    public function instantiate(string $class)
    {
        $class = ltrim($class, '\\');
        if (!class_exists($class)) {
            throw new \RuntimeException("The model class $class does not exist.");
        }
        foreach ($this->sources as $source) {
            if (!in_array($source, self::SOURCES, true)) {
                continue;
            }
            try {
                $model = match ($source) {
                    'factoryCreate' => $this->factory($class, $this->states, $this->relations)->create()->load($this->relations),
                    'factoryMake' => $this->factory($class, $this->states, $this->relations)->make(),
                    'databaseFirst' => $class::with($this->relations)->first(),
                };
                if ($model) {
                    $this->lastSource = $source;
                    return $model;
                }
            } catch (\Throwable $e) {
                $this->warnings[] = "Could not get an example $class through $source: " . Protocol::describe($e);
            }
        }
        $this->lastSource = 'new';
        return new $class();
    }

    /** A class-based factory (Laravel 8+) with states applied and relations attached (`a.b` nests). */
    private function factory(string $class, array $states, array $relations)
    {
        if (!method_exists($class, 'factory')) {
            throw new \RuntimeException("$class has no factory() method (add the HasFactory trait and a factory class).");
        }
        $factory = $class::factory();
        foreach ($states as $state) {
            if (!method_exists($factory, $state)) {
                $this->warnings[] = 'The factory ' . get_class($factory) . " has no state \"$state\".";
                continue;
            }
            $factory = $factory->{$state}();
        }
        foreach ($relations as $relationPath) {
            $chain = explode('.', $relationPath);
            $name = array_shift($chain);
            $relation = (new $class())->{$name}();
            $related = get_class($relation->getModel());
            $relatedFactory = $chain === [] ? $related::factory() : $this->factory($related, [], [implode('.', $chain)]);
            if ($relation instanceof BelongsToMany) {
                $factory = $factory->hasAttached($relatedFactory, [], $name);
            } elseif ($relation instanceof BelongsTo) {
                $factory = $factory->for($relatedFactory, $name);
            } else {
                $factory = $factory->has($relatedFactory, $name);
            }
        }
        return $factory;
    }
}
