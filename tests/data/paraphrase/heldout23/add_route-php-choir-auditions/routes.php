<?php

declare(strict_types=1);

namespace Linden\Choir;

use Linden\Choir\Controllers\AuditionController;
use Linden\Choir\Controllers\ConcertController;
use Linden\Choir\Controllers\MemberController;
use Linden\Choir\Controllers\RehearsalController;
use Linden\Choir\Controllers\TicketController;
use Linden\Choir\Middleware\RequireStaff;
use Linden\Choir\Middleware\Throttle;

/**
 * A deliberately small router for the Linden Street choir site: patterns with
 * {name} placeholders, per-group prefixes and middleware, first match wins.
 */
final class Router
{
    /** @var list<array{method: string, pattern: string, handler: array{0: class-string, 1: string}, middleware: list<class-string>}> */
    private array $routes = [];

    /** @var list<class-string> */
    private array $groupMiddleware = [];

    private string $groupPrefix = '';

    public function add(string $method, string $pattern, array $handler): void
    {
        $this->routes[] = [
            'method' => strtoupper($method),
            'pattern' => $this->groupPrefix . $pattern,
            'handler' => $handler,
            'middleware' => $this->groupMiddleware,
        ];
    }

    public function get(string $pattern, array $handler): void
    {
        $this->add('GET', $pattern, $handler);
    }

    /**
     * Routes defined inside $define get the prefix and the middleware.
     *
     * @param list<class-string> $middleware
     */
    public function group(string $prefix, array $middleware, callable $define): void
    {
        $savedPrefix = $this->groupPrefix;
        $savedMiddleware = $this->groupMiddleware;
        $this->groupPrefix .= $prefix;
        $this->groupMiddleware = array_merge($this->groupMiddleware, $middleware);
        try {
            $define($this);
        } finally {
            $this->groupPrefix = $savedPrefix;
            $this->groupMiddleware = $savedMiddleware;
        }
    }

    /**
     * @return array{handler: array{0: class-string, 1: string}, params: array<string, string>, middleware: list<class-string>}|null
     */
    public function match(string $method, string $path): ?array
    {
        foreach ($this->routes as $route) {
            if ($route['method'] !== strtoupper($method)) {
                continue;
            }
            $regex = '#^' . preg_replace('#\{(\w+)\}#', '(?P<$1>[^/]+)', $route['pattern']) . '$#';
            if (preg_match($regex, $path, $m) === 1) {
                $params = array_filter($m, 'is_string', ARRAY_FILTER_USE_KEY);
                return [
                    'handler' => $route['handler'],
                    'params' => $params,
                    'middleware' => $route['middleware'],
                ];
            }
        }
        return null;
    }

    /** @return list<string> one line per route, for `bin/console routes` */
    public function describe(): array
    {
        $lines = [];
        foreach ($this->routes as $route) {
            $lines[] = sprintf(
                '%-6s %-40s %s::%s',
                $route['method'],
                $route['pattern'],
                $route['handler'][0],
                $route['handler'][1]
            );
        }
        return $lines;
    }

    public function count(): int
    {
        return count($this->routes);
    }
}

$router = new Router();

// ---- public pages ----------------------------------------------------------
$router->get('/', [ConcertController::class, 'upcoming']);
$router->get('/concerts', [ConcertController::class, 'index']);
$router->get('/concerts/{id}', [ConcertController::class, 'show']);
$router->get('/auditions', [AuditionController::class, 'openCalls']);

$router->group('', [Throttle::class], function (Router $r): void {
    // forms the public can post; throttled against spam
    $r->add('POST', '/auditions', [AuditionController::class, 'apply']);
    $r->add('POST', '/tickets', [TicketController::class, 'reserve']);
});

// ---- staff area: a logged-in member of staff only ---------------------------
$router->group('/staff', [RequireStaff::class], function (Router $r): void {
    // auditions
    $r->get('/auditions', [AuditionController::class, 'index']);
    $r->get('/auditions/{id}', [AuditionController::class, 'show']);
    $r->add('PUT', '/auditions/{id}', [AuditionController::class, 'update']);
    $r->add('POST', '/auditions/{id}/accept', [AuditionController::class, 'accept']);

    // members
    $r->get('/members', [MemberController::class, 'index']);
    $r->get('/members/{id}', [MemberController::class, 'show']);
    $r->add('POST', '/members', [MemberController::class, 'create']);
    $r->add('PUT', '/members/{id}', [MemberController::class, 'update']);

    // rehearsals
    $r->get('/rehearsals', [RehearsalController::class, 'index']);
    $r->add('POST', '/rehearsals', [RehearsalController::class, 'schedule']);
    $r->add('POST', '/rehearsals/{id}/attendance', [RehearsalController::class, 'recordAttendance']);
    $r->add('DELETE', '/rehearsals/{id}', [RehearsalController::class, 'cancel']);

    // concerts
    $r->add('POST', '/concerts', [ConcertController::class, 'create']);
    $r->add('PUT', '/concerts/{id}', [ConcertController::class, 'update']);
    $r->add('POST', '/concerts/{id}/publish', [ConcertController::class, 'publish']);

    // tickets
    $r->get('/tickets', [TicketController::class, 'index']);
    $r->add('POST', '/tickets/{id}/refund', [TicketController::class, 'refund']);
});

return $router;
