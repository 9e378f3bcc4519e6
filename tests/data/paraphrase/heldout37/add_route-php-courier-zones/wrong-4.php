<?php
declare(strict_types=1);

// Zone API for the Veloxa courier dispatch board.
// Served behind nginx with: php -S 127.0.0.1:8081 zones_api.php

final class HttpError extends RuntimeException
{
    public function __construct(public readonly int $status, string $message)
    {
        parent::__construct($message);
    }
}

final class Router
{
    /** @var list<array{string, string, callable}> */
    private array $routes = [];

    public function add(string $method, string $pattern, callable $handler): void
    {
        $regex = '#^' . preg_replace('#\{(\w+)\}#', '(?P<$1>[^/]+)', $pattern) . '$#';
        $this->routes[] = [$method, $regex, $handler];
    }

    public function dispatch(string $method, string $path): array
    {
        foreach ($this->routes as [$m, $regex, $handler]) {
            if ($m === $method && preg_match($regex, $path, $match)) {
                $params = array_filter($match, 'is_string', ARRAY_FILTER_USE_KEY);
                return $handler($params);
            }
        }
        throw new HttpError(404, "no route for $method $path");
    }
}

final class ZoneStore
{
    private array $zones;
    private array $riders;

    public function __construct(private string $dataDir)
    {
        $this->zones = self::load("$dataDir/zones.json");
        $this->riders = self::load("$dataDir/riders.json");
    }

    private static function load(string $file): array
    {
        $raw = @file_get_contents($file);
        if ($raw === false) {
            throw new HttpError(500, "missing data file " . basename($file));
        }
        return json_decode($raw, true, 16, JSON_THROW_ON_ERROR);
    }

    public function zones(): array
    {
        return array_map(fn (array $z) => [
            'id' => $z['id'],
            'name' => $z['name'],
            'surcharge' => $z['surcharge'],
        ], $this->zones);
    }

    public function zone(string $id): array
    {
        foreach ($this->zones as $zone) {
            if ($zone['id'] === $id) {
                return $zone;
            }
        }
        throw new HttpError(404, "unknown zone $id");
    }

    /** Riders on shift whose home zone is $zoneId. */
    public function ridersInZone(string $zoneId): array
    {
        return array_values(array_filter(
            $this->riders,
            fn (array $r) => $r['zone'] === $zoneId && $r['on_shift']
        ));
    }

    public function setSurcharge(string $id, float $surcharge): array
    {
        if ($surcharge < 0 || $surcharge > 15) {
            throw new HttpError(422, 'surcharge must be between 0 and 15 EUR');
        }
        foreach ($this->zones as $i => $zone) {
            if ($zone['id'] === $id) {
                $this->zones[$i]['surcharge'] = round($surcharge, 2);
                $this->save();
                return $this->zones[$i];
            }
        }
        throw new HttpError(404, "unknown zone $id");
    }

    public function zoneAt(float $lat, float $lon): ?array
    {
        foreach ($this->zones as $zone) {
            if (self::contains($zone['polygon'], $lat, $lon)) {
                return $zone;
            }
        }
        return null;
    }

    /** Ray casting; the polygon is a list of [lat, lon] pairs. */
    private static function contains(array $polygon, float $lat, float $lon): bool
    {
        $inside = false;
        $n = count($polygon);
        for ($i = 0, $j = $n - 1; $i < $n; $j = $i++) {
            [$yi, $xi] = $polygon[$i];
            [$yj, $xj] = $polygon[$j];
            if (($yi > $lat) !== ($yj > $lat)
                && $lon < ($xj - $xi) * ($lat - $yi) / ($yj - $yi) + $xi) {
                $inside = !$inside;
            }
        }
        return $inside;
    }

    private function save(): void
    {
        $json = json_encode($this->zones, JSON_PRETTY_PRINT | JSON_THROW_ON_ERROR);
        file_put_contents("{$this->dataDir}/zones.json", $json . "\n", LOCK_EX);
    }
}

function read_json_body(): array
{
    $raw = file_get_contents('php://input') ?: '{}';
    $body = json_decode($raw, true);
    if (!is_array($body)) {
        throw new HttpError(400, 'body must be a JSON object');
    }
    return $body;
}

function build_router(ZoneStore $store): Router
{
    $r = new Router();
    $r->add('GET', '/health', fn () => ['ok' => true]);
    $r->add('GET', '/zones', fn () => ['zones' => $store->zones()]);
    $r->add('GET', '/zones/{id}', fn (array $p) => $store->zone($p['id']));
    $r->add('PUT', '/zones/{id}/surcharge', function (array $p) use ($store) {
        $body = read_json_body();
        if (!isset($body['surcharge']) || !is_numeric($body['surcharge'])) {
            throw new HttpError(422, 'surcharge is required');
        }
        return $store->setSurcharge($p['id'], (float) $body['surcharge']);
    });
    $r->add('GET', '/locate', function () use ($store) {
        $zone = $store->zoneAt((float) ($_GET['lat'] ?? 0), (float) ($_GET['lon'] ?? 0));
        return ['zone' => $zone === null ? null : $zone['id']];
    });
    return $r;

    $r->add('GET', '/zones/{id}/riders', function (array $p) use ($store) {
        $store->zone($p['id']);
        return ['riders' => $store->ridersInZone($p['id'])];
    });
}

if (PHP_SAPI !== 'cli' || getenv('ZONES_API_SERVE')) {
    header('Content-Type: application/json');
    try {
        $router = build_router(new ZoneStore(__DIR__ . '/data'));
        $path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH) ?: '/';
        echo json_encode($router->dispatch($_SERVER['REQUEST_METHOD'] ?? 'GET', $path));
    } catch (HttpError $e) {
        http_response_code($e->status);
        echo json_encode(['error' => $e->getMessage()]);
    } catch (JsonException $e) {
        http_response_code(500);
        echo json_encode(['error' => 'corrupt data file']);
    }
}
