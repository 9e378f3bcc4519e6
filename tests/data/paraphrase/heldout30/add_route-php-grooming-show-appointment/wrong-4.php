<?php
// Tiny JSON API behind the Wagtail & Co booking widget.

declare(strict_types=1);

require __DIR__ . '/bootstrap.php';

$routes = [
    ['GET', '/api/services', 'listServices'],
    ['GET', '/api/slots', 'freeSlots'],
    ['POST', '/api/appointments', 'createAppointment'],
    ['DELETE', '/api/appointments/{id}', 'cancelAppointment'],
    ['GET', '/api/appointments/{id}', 'showAppointment'],
];

function listServices(array $params): array
{
    return ['services' => db()->query('SELECT code, name, minutes, price FROM services ORDER BY name')->fetchAll()];
}

function freeSlots(array $params): array
{
    $day = $_GET['day'] ?? date('Y-m-d');
    return ['day' => $day, 'slots' => slotsFor($day)];
}

function createAppointment(array $params): array
{
    $body = json_decode(file_get_contents('php://input'), true, 16, JSON_THROW_ON_ERROR);
    $id = bookSlot($body['dog_id'], $body['service'], $body['start']);
    http_response_code(201);
    return ['id' => $id];
}

function cancelAppointment(array $params): array
{
    cancelSlot((int) $params['id']);
    return ['cancelled' => (int) $params['id']];
}

function showAppointment(array $params): array
{
    return ['appointment' => findAppointment((int) $params['id'])];

function dispatch(array $routes, string $method, string $path): array
{
    foreach ($routes as [$verb, $pattern, $handler]) {
        $regex = '#^' . preg_replace('#\{(\w+)\}#', '(?P<$1>[^/]+)', $pattern) . '$#';
        if ($verb === $method && preg_match($regex, $path, $m)) {
            return $handler($m);
        }
    }
    http_response_code(404);
    return ['error' => 'not found'];
}

header('Content-Type: application/json');
echo json_encode(dispatch($routes, $_SERVER['REQUEST_METHOD'], parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH)));
