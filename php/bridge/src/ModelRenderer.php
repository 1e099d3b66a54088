<?php
declare(strict_types=1);

namespace DocgenBridge;

use Illuminate\Http\Request;
use Illuminate\Http\Resources\Json\ResourceCollection;
use Illuminate\Pagination\CursorPaginator;
use Illuminate\Pagination\LengthAwarePaginator;
use Illuminate\Pagination\Paginator;

/**
 * The JSON the app would return for example models: rendered through an API resource class, a Fractal
 * transformer (with `transformers.serializer`), or as the model's own JSON. Everything runs inside
 * rolled-back transactions, so factoryCreate leaves no rows behind.
 *
 * Request: model, states, with, sources, connections, collection, paginate ([perPage] or [perPage, "simple"|"cursor"]),
 * resource (class), additional, transformer (class), serializer, resourceKey, paginator (adapter class), uri, method.
 */
final class ModelRenderer
{
    /** @param \Illuminate\Foundation\Application $app */
    public function __construct(private $app, private string $appRoot)
    {
    }

    public function render(array $spec): array
    {
        $models = new ExampleModels(
            $this->strings($spec['sources'] ?? null) ?: ExampleModels::SOURCES,
            $this->strings($spec['states'] ?? null),
            $this->strings($spec['with'] ?? null)
        );
        $transactions = new Transactions($this->app);
        $result = $transactions->around($spec['connections'] ?? null, function () use ($spec, $models) {
            $model = fn () => isset($spec['model']) && is_string($spec['model']) && $spec['model'] !== '' ? $models->instantiate($spec['model']) : [];
            if (!empty($spec['transformer'])) {
                return $this->throughTransformer($spec, $model);
            }
            if (!empty($spec['resource'])) {
                return $this->throughResource($spec, $model);
            }
            $items = !empty($spec['collection']) ? [$model(), $model()] : $model();
            return ['status' => 200, 'headers' => (object) ['content-type' => 'application/json'], 'content' => json_encode($items, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE)];
        });
        $result['modelSource'] = $models->lastSource;
        $result['warnings'] = array_merge($models->warnings, $transactions->warnings);
        return $result;
    }

    private function throughResource(array $spec, callable $model): array
    {
        $class = ltrim((string) $spec['resource'], '\\');
        if (!class_exists($class)) {
            throw new \RuntimeException("The API resource class $class does not exist.");
        }
        $first = $model();
        try {
            $resource = new $class($first);
        } catch (\Throwable $e) {
            // A ResourceCollection subclass may refuse a single model.
            $resource = new $class(collect([$first]));
        }
        if (!empty($spec['collection'])) {
            $list = $this->paginated([$first, $model()], $this->strings($spec['paginate'] ?? null));
            $resource = $resource instanceof ResourceCollection ? new $class($list) : $class::collection($list);
        }
        if (is_array($spec['additional'] ?? null) && $spec['additional'] !== []) {
            $resource = $resource->additional($spec['additional']);
        }
        $request = $this->exampleRequest($spec);
        $previous = $this->app->bound('request') ? $this->app['request'] : null;
        $this->app->instance('request', $request);
        try {
            $response = $resource->toResponse($request);
        } finally {
            if ($previous !== null) {
                $this->app->instance('request', $previous);
            }
        }
        return $this->described($response);
    }

    private function throughTransformer(array $spec, callable $model): array
    {
        if (!class_exists(\League\Fractal\Manager::class)) {
            throw new \RuntimeException('Transformer responses need league/fractal, which the app does not have installed.');
        }
        $class = ltrim((string) $spec['transformer'], '\\');
        if (!class_exists($class)) {
            throw new \RuntimeException("The transformer class $class does not exist.");
        }
        $fractal = new \League\Fractal\Manager();
        $serializer = $spec['serializer'] ?? null;
        if (is_string($serializer) && $serializer !== '') {
            $fractal->setSerializer($this->app->make(ltrim($serializer, '\\')));
        }
        $resourceKey = isset($spec['resourceKey']) && is_string($spec['resourceKey']) ? $spec['resourceKey'] : null;
        if (!empty($spec['collection'])) {
            $items = [$model(), $model()];
            $resource = new \League\Fractal\Resource\Collection($items, new $class(), $resourceKey);
            $adapter = $spec['paginator'] ?? null;
            if (is_string($adapter) && $adapter !== '') {
                $perPage = (int) ($this->strings($spec['paginate'] ?? null)[0] ?? count($items));
                $paginator = new LengthAwarePaginator(collect($items)->slice(0, max(1, $perPage)), count($items), max(1, $perPage));
                $resource->setPaginator(new $adapter($paginator));
            }
        } else {
            $resource = new \League\Fractal\Resource\Item($model(), new $class(), $resourceKey);
        }
        return ['status' => 200, 'headers' => (object) ['content-type' => 'application/json'], 'content' => $fractal->createData($resource)->toJson()];
    }

    /** @param string[] $paginate [] | [perPage] | [perPage, "simple"|"cursor"] */
    private function paginated(array $models, array $paginate)
    {
        if ($paginate === []) {
            return collect($models);
        }
        $perPage = max(1, (int) $paginate[0]);
        $kind = $paginate[1] ?? '';
        return match ($kind) {
            'simple' => new Paginator($models, $perPage),
            'cursor' => new CursorPaginator($models, $perPage),
            // A LengthAwarePaginator wants only the first page's items.
            default => new LengthAwarePaginator(collect($models)->slice(0, $perPage), count($models), $perPage),
        };
    }

    private function exampleRequest(array $spec): Request
    {
        $uri = (string) ($spec['uri'] ?? '/');
        $url = rtrim((string) $this->app['config']->get('app.url'), '/') . '/' . ltrim($uri, '/');
        $request = Request::create($url, strtoupper((string) ($spec['method'] ?? 'GET')));
        $request->headers->set('Accept', 'application/json');
        return $request;
    }

    private function described($response): array
    {
        $headers = [];
        foreach ($response->headers->all() as $name => $values) {
            $headers[strtolower((string) $name)] = implode('; ', array_map('strval', (array) $values));
        }
        unset($headers['date'], $headers['cache-control']);
        return ['status' => $response->getStatusCode(), 'headers' => (object) $headers, 'content' => $response->getContent()];
    }

    /** @return string[] */
    private function strings($value): array
    {
        if (is_string($value)) {
            $value = explode(',', $value);
        }
        return is_array($value) ? array_values(array_filter(array_map(static fn ($v) => trim((string) $v), $value), static fn ($v) => $v !== '')) : [];
    }
}
