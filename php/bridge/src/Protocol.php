<?php
declare(strict_types=1);

namespace DocgenBridge;

/**
 * The wire format: one JSON document per line in each direction. Only this class writes to stdout;
 * everything else that would print (echo, var_dump, PHP notices) is redirected to stderr, so the
 * protocol can never be corrupted by the app.
 */
final class Protocol
{
    /** @var resource */
    private $out;

    /** The id of the request being answered, so a fatal error or exit() still gets a reply. */
    private static ?array $inFlight = null;

    private function __construct()
    {
        $this->out = fopen('php://stdout', 'wb');
    }

    public static function start(): self
    {
        error_reporting(E_ALL);
        ini_set('display_errors', 'stderr');
        ini_set('log_errors', '0');
        set_time_limit(0);
        // Anything printed with echo/print goes to stderr instead of the protocol stream.
        ob_start(static function (string $buffer): string {
            if ($buffer !== '') {
                fwrite(STDERR, $buffer);
            }
            return '';
        }, 1);

        $protocol = new self();
        register_shutdown_function(static function () use ($protocol): void {
            if (self::$inFlight === null) {
                return;
            }
            $error = error_get_last();
            $fatal = $error !== null && in_array($error['type'], [E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR], true);
            $message = $fatal
                ? 'PHP fatal error: ' . $error['message']
                : 'The app ended the PHP process (exit() or die()) while handling the request.';
            $location = $fatal ? ['file' => $error['file'], 'line' => $error['line']] : [];
            $protocol->write(['id' => self::$inFlight['id'], 'ok' => false, 'error' => ['message' => $message] + $location, 'fatal' => true]);
        });
        return $protocol;
    }

    public function ready(array $info): void
    {
        $this->write(['ready' => true] + $info);
    }

    public function fatal(string $message, array $location = []): void
    {
        $this->write(['ready' => false, 'error' => ['message' => $message] + $location]);
    }

    /** @param array<string, callable(array): mixed> $handlers */
    public function serve(array $handlers, string $appRoot): void
    {
        while (($line = fgets(STDIN)) !== false) {
            $line = trim($line);
            if ($line === '') {
                continue;
            }
            $request = json_decode($line, true);
            if (!is_array($request)) {
                $this->write(['id' => null, 'ok' => false, 'error' => ['message' => 'The request is not a JSON object: ' . json_last_error_msg()]]);
                continue;
            }
            $id = $request['id'] ?? null;
            $op = $request['op'] ?? null;
            if ($op === 'close') {
                $this->write(['id' => $id, 'ok' => true, 'result' => ['closed' => true]]);
                break;
            }
            if (!is_string($op) || !isset($handlers[$op])) {
                $this->write(['id' => $id, 'ok' => false, 'error' => ['message' => 'Unknown operation ' . json_encode($op) . '; known: ' . implode(', ', array_keys($handlers)) . '.']]);
                continue;
            }
            self::$inFlight = ['id' => $id];
            try {
                $result = $handlers[$op]($request);
                $reply = ['id' => $id, 'ok' => true, 'result' => $result];
            } catch (\Throwable $e) {
                $reply = ['id' => $id, 'ok' => false, 'error' => ['message' => self::describe($e)] + self::location($e, $appRoot)];
            }
            self::$inFlight = null;
            $this->write($reply);
        }
    }

    public function write(array $message): void
    {
        $json = json_encode(
            $message,
            JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_PRESERVE_ZERO_FRACTION
        );
        fwrite($this->out, ($json === false ? '{"id":null,"ok":false,"error":{"message":"The reply could not be encoded as JSON."}}' : $json) . "\n");
        fflush($this->out);
    }

    public static function describe(\Throwable $e): string
    {
        $short = (new \ReflectionClass($e))->getShortName();
        return $short . ': ' . $e->getMessage();
    }

    /** The innermost frame inside the app (not its vendor folder), else the throw site. */
    public static function location(\Throwable $e, string $appRoot): array
    {
        $frames = array_merge([['file' => $e->getFile(), 'line' => $e->getLine()]], $e->getTrace());
        foreach ($frames as $frame) {
            $file = $frame['file'] ?? null;
            if (is_string($file) && RouteOrigins::isAppFile($file, $appRoot)) {
                return ['file' => RouteOrigins::relative($file, $appRoot), 'line' => (int) ($frame['line'] ?? 0)];
            }
        }
        return ['file' => $e->getFile(), 'line' => $e->getLine()];
    }
}
