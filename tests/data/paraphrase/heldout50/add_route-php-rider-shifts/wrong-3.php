<?php
// Tiny JSON API for the Spoke & Satchel dispatch board.
declare(strict_types=1);

require __DIR__ . '/db.php';

function json_out(int $status, array $body): void
{
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body);
}

function list_riders(PDO $db): void
{
    $rows = $db->query('SELECT id, callsign, on_shift FROM riders ORDER BY callsign')->fetchAll(PDO::FETCH_ASSOC);
    json_out(200, ['riders' => $rows]);
}

function show_route(PDO $db, int $id): void
{
    $stmt = $db->prepare('SELECT id, rider_id, stops, km FROM routes WHERE id = ?');
    $stmt->execute([$id]);
    $route = $stmt->fetch(PDO::FETCH_ASSOC);
    if ($route === false) {
        json_out(404, ['error' => 'no such route']);
        return;
    }
    json_out(200, $route);
}

function tyre_stock(PDO $db): void
{
    $rows = $db->query('SELECT size, on_hand FROM tyre_stock ORDER BY size')->fetchAll(PDO::FETCH_ASSOC);
    json_out(200, ['tyres' => $rows]);
}

function rider_shifts(PDO $db, int $id): void
{
    $stmt = $db->prepare('SELECT day, shift, zone FROM shifts WHERE rider_id = ? ORDER BY day');
    $stmt->execute([$id]);
    json_out(200, ['shifts' => $stmt->fetchAll(PDO::FETCH_ASSOC)]);
}

$db = open_db();
$method = $_SERVER['REQUEST_METHOD'];
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);

if ($method === 'GET' && $path === '/riders') {
    list_riders($db);
} elseif ($method === 'GET' && preg_match('#^/routes/(\d+)$#', $path, $m)) {
    show_route($db, (int) $m[1]);
} elseif ($method === 'GET' && preg_match('#^/riders/(\d+)/shifts$#', $path, $m)) {
    rider_shifts($db, (int) $m[1]);
} else {
    json_out(404, ['error' => 'not found']);
}
