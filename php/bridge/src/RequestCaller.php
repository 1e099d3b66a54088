<?php
declare(strict_types=1);

namespace DocgenBridge;

use Illuminate\Http\Request;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Arr;
use Symfony\Component\HttpFoundation\BinaryFileResponse;
use Symfony\Component\HttpFoundation\StreamedResponse;

/**
 * One request through the app's HTTP kernel (so middleware runs), inside rolled-back transactions,
 * with config overrides restored afterwards. Mirrors Scribe's ResponseCalls.
 *
 * Request fields: method, uri (path or absolute URL), headers, query, body, files
 * ({"a.b": {"path": "..."} | {"fake": "image"|"file", "name": "x.png"}}), cookies, config, connections.
 */
final class RequestCaller
{
    /** @var string[] */
    private array $temporaryFiles = [];

    /** @param \Illuminate\Foundation\Application $app */
    public function __construct(private $app, private string $appRoot)
    {
    }

    public function call(array $spec): array
    {
        $transactions = new Transactions($this->app);
        try {
            $result = $transactions->around($spec['connections'] ?? null, fn () => ConfigOverrides::around(
                $this->app,
                is_array($spec['config'] ?? null) ? $spec['config'] : [],
                fn () => $this->send($spec)
            ));
        } finally {
            $this->forgetRequestState();
            foreach ($this->temporaryFiles as $file) {
                @unlink($file);
            }
        }
        $result['warnings'] = array_merge($result['warnings'], $transactions->warnings);
        return $result;
    }

    private function send(array $spec): array
    {
        $this->freshRateLimits();
        $request = $this->buildRequest($spec);
        $kernel = $this->app->make(\Illuminate\Contracts\Http\Kernel::class);
        $response = $kernel->handle($request);
        $result = $this->describeResponse($response);
        try {
            $kernel->terminate($request, $response);
        } catch (\Throwable $e) {
            $result['warnings'][] = 'Terminating the request failed: ' . Protocol::describe($e);
        }
        return $result;
    }

    private function buildRequest(array $spec): Request
    {
        $method = strtoupper((string) ($spec['method'] ?? 'GET'));
        $uri = (string) ($spec['uri'] ?? '/');
        $url = preg_match('#^https?://#i', $uri) ? $uri : rtrim((string) $this->app['config']->get('app.url'), '/') . '/' . ltrim($uri, '/');
        $query = is_array($spec['query'] ?? null) ? $spec['query'] : [];
        if ($query !== []) {
            $url .= (str_contains($url, '?') ? '&' : '?') . http_build_query($query);
        }
        $headers = is_array($spec['headers'] ?? null) ? $spec['headers'] : [];
        $body = $spec['body'] ?? null;
        $files = $this->uploadedFiles(is_array($spec['files'] ?? null) ? $spec['files'] : []);
        $cookies = is_array($spec['cookies'] ?? null) ? $spec['cookies'] : [];

        $multipart = $files !== [] || $this->contentTypeOf($headers) === 'multipart/form-data';
        if ($multipart) {
            // The browser would set the boundary; the kernel reads the parameter bags, not the content.
            $headers = array_filter($headers, static fn ($name) => strtolower((string) $name) !== 'content-type', ARRAY_FILTER_USE_KEY);
            $headers['Content-Type'] = 'multipart/form-data';
        }
        $content = null;
        if (!$multipart && $body !== null && $body !== []) {
            $content = is_string($body) ? $body : json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
        }
        $parameters = $multipart && is_array($body) ? $body : [];

        $request = Request::create($url, $method, $parameters, $cookies, $files, $this->serverVariables($headers), $content);
        foreach ($headers as $name => $value) {
            $request->headers->set((string) $name, (string) $value);
        }
        if (!$multipart && is_array($body) && in_array($method, ['POST', 'PUT', 'PATCH', 'DELETE'], true)) {
            // Laravel reads JSON bodies from the content; Symfony code reads the request bag.
            $request->request->add($body);
        }
        if (strtolower((string) ($headers['Accept'] ?? $headers['accept'] ?? '')) === 'application/json') {
            $request->setRequestFormat('json');
        }
        return $request;
    }

    private function contentTypeOf(array $headers): string
    {
        foreach ($headers as $name => $value) {
            if (strtolower((string) $name) === 'content-type') {
                return strtolower(trim(explode(';', (string) $value)[0]));
            }
        }
        return '';
    }

    /** @return array<string, string> `$_SERVER`-style keys for the given headers. */
    private function serverVariables(array $headers): array
    {
        $server = [];
        foreach ($headers as $name => $value) {
            $key = strtr(strtoupper((string) $name), '-', '_');
            if ($key !== 'CONTENT_TYPE' && $key !== 'CONTENT_LENGTH' && !str_starts_with($key, 'HTTP_')) {
                $key = 'HTTP_' . $key;
            }
            $server[$key] = (string) $value;
        }
        return $server;
    }

    /** @return array<string, mixed> nested like PHP's `$_FILES` after Symfony's normalisation */
    private function uploadedFiles(array $specs): array
    {
        $files = [];
        foreach ($specs as $path => $file) {
            if (!is_array($file)) {
                continue;
            }
            $uploaded = isset($file['path']) ? $this->existingFile((string) $file['path']) : $this->fakeFile((string) ($file['fake'] ?? 'file'), (string) ($file['name'] ?? ''));
            Arr::set($files, (string) $path, $uploaded);
        }
        return $files;
    }

    private function existingFile(string $path): UploadedFile
    {
        $absolute = str_starts_with($path, '/') ? $path : $this->appRoot . '/' . $path;
        if (!is_file($absolute)) {
            throw new \RuntimeException("The file parameter's file does not exist: $path");
        }
        return new UploadedFile($absolute, basename($absolute), mime_content_type($absolute) ?: null, null, true);
    }

    /** A small real file, a valid PNG for "image" so that `image`/`mimes` rules pass. */
    private function fakeFile(string $kind, string $name): UploadedFile
    {
        $path = tempnam(sys_get_temp_dir(), 'docgen-upload-');
        $this->temporaryFiles[] = $path;
        if ($kind === 'image') {
            file_put_contents($path, base64_decode('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='));
            return new UploadedFile($path, $name !== '' ? $name : 'example.png', 'image/png', null, true);
        }
        file_put_contents($path, "docgen example file\n");
        return new UploadedFile($path, $name !== '' ? $name : 'example.txt', 'text/plain', null, true);
    }

    private function describeResponse($response): array
    {
        $headers = [];
        foreach ($response->headers->all() as $name => $values) {
            $headers[strtolower((string) $name)] = implode('; ', array_map('strval', (array) $values));
        }
        $binary = false;
        if ($response instanceof BinaryFileResponse) {
            $content = '<<binary>>';
            $binary = true;
        } elseif ($response instanceof StreamedResponse) {
            ob_start();
            try {
                $response->sendContent();
            } finally {
                $content = (string) ob_get_clean();
            }
        } else {
            $content = $response->getContent();
            $content = $content === false ? null : $content;
        }
        if (is_string($content) && !$binary && !mb_check_encoding($content, 'UTF-8')) {
            $content = '<<binary>>';
            $binary = true;
        }
        $result = [
            'status' => $response->getStatusCode(),
            'headers' => (object) $headers,
            'content' => $content,
            'binary' => $binary,
            'exception' => null,
            'warnings' => [],
        ];
        $exception = property_exists($response, 'exception') ? $response->exception : null;
        if ($exception instanceof \Throwable) {
            $result['exception'] = ['message' => Protocol::describe($exception)] + Protocol::location($exception, $this->appRoot);
        }
        return $result;
    }

    /**
     * Each call is counted by the app's rate limiters as a first request: the limiter (a container singleton,
     * with the named limits the app defined) gets an empty in-memory store. Otherwise a long run would be
     * answered 429 after the app's per-minute budget, and calls would use up the budget of the app's real cache.
     */
    private function freshRateLimits(): void
    {
        $class = \Illuminate\Cache\RateLimiter::class;
        if (!class_exists($class) || !$this->app->bound($class)) {
            return;
        }
        try {
            $limiter = $this->app->make($class);
            $property = new \ReflectionProperty($limiter, 'cache');
            $property->setAccessible(true);
            $property->setValue($limiter, new \Illuminate\Cache\Repository(new \Illuminate\Cache\ArrayStore()));
        } catch (\Throwable $e) {
            // An app with its own limiter keeps it.
        }
    }

    /** One call's authenticated user or bound request must not leak into the next. */
    private function forgetRequestState(): void
    {
        if ($this->app->resolved('auth') && method_exists($this->app['auth'], 'forgetGuards')) {
            $this->app['auth']->forgetGuards();
        }
    }
}
