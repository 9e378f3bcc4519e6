<?php
declare(strict_types=1);

namespace Glenmoor\Rink;

final class Router
{
    /** @var array<string, array<string, callable>> */
    private array $routes = [];

    public function add(string $method, string $path, callable $handler): void
    {
        $this->routes[$method][$path] = $handler;
    }

    public function dispatch(string $method, string $path): string
    {
        $handler = $this->routes[$method][$path] ?? null;
        if ($handler === null) {
            http_response_code(404);
            return json_encode(['error' => 'not found']);
        }
        return $handler();
    }
}

function sessions(): array
{
    return [
        ['id' => 'PS-0107', 'kind' => 'public', 'start' => '14:00', 'capacity' => 220],
        ['id' => 'FS-0107', 'kind' => 'figure', 'start' => '07:00', 'capacity' => 18],
        ['id' => 'DS-0107', 'kind' => 'disco', 'start' => '19:30', 'capacity' => 250],
    ];
}

$router = new Router();

$router->add('GET', '/sessions', function (): string {
    return json_encode(sessions());
});

$router->add('GET', '/sessions/public', function (): string {
    $out = [];
    foreach (sessions() as $s) {
        if ($s['kind'] === 'public') {
            $out[] = $s;
        }
    }
    return json_encode($out);
});

$router->add('GET', '/health', function (): string {
    return json_encode(['ok' => true]);
});

echo $router->dispatch($_SERVER['REQUEST_METHOD'] ?? 'GET', $_SERVER['PATH_INFO'] ?? '/sessions');
