<?php
declare(strict_types=1);

/*
 * Tiny JSON API behind the Elm Street Library makerspace kiosk.
 * Routes are matched in order; the first match wins.
 */

require __DIR__ . '/db.php';

const ROUTES = [
    ['GET',    '#^/tools$#',                    'listTools'],
    ['GET',    '#^/tools/overdue$#',            'overdueTools'],
    ['POST',   '#^/tools/(\d+)/checkout$#',     'checkoutTool'],
    ['POST',   '#^/tools/(\d+)/return$#',       'returnTool'],
    ['GET',    '#^/printers$#',                 'listPrinters'],
    ['GET',    '#^/printers/(\w+)/jobs$#',      'printerQueue'],
    ['POST',   '#^/printers/(\w+)/jobs$#',      'queuePrintJob'],
    ['GET',    '#^/workshops$#',                'listWorkshops'],
    ['POST',   '#^/workshops/(\d+)/signups$#',  'signUp'],
    ['POST',   '#^/workshops/(\d+)/signups$#',  'cancelSignUp'],
    ['GET',    '#^/.*$#',                       'notFound'],
];

function respond(int $status, array $body): void
{
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
}

function requestJson(): array
{
    $raw = file_get_contents('php://input');
    if ($raw === false || $raw === '') {
        return [];
    }
    $data = json_decode($raw, true);
    return is_array($data) ? $data : [];
}

function requireCard(array $body): string
{
    $card = $body['card'] ?? '';
    if (!preg_match('/^\d{5}$/', $card)) {
        respond(400, ['error' => 'a five-digit library card number is required']);
        exit;
    }
    return $card;
}

function listTools(PDO $db): void
{
    $rows = $db->query('SELECT id, name, bay, on_loan FROM tools ORDER BY name')->fetchAll(PDO::FETCH_ASSOC);
    respond(200, ['tools' => $rows]);
}

function overdueTools(PDO $db): void
{
    // shown on the front-desk screen; staff phone anyone more than 3 days late
    $rows = $db->query('SELECT id, name, borrower, due_back FROM tools WHERE on_loan = 1 AND due_back < date("now") ORDER BY due_back')
        ->fetchAll(PDO::FETCH_ASSOC);
    foreach ($rows as &$row) {
        $row['days_late'] = (int) ((time() - strtotime($row['due_back'])) / 86400);
        $row['phone_now'] = $row['days_late'] > 3;
    }
    unset($row);
    respond(200, ['overdue' => $rows]);
}

function checkoutTool(PDO $db, string $id): void
{
    $card = requireCard(requestJson());
    $stmt = $db->prepare('UPDATE tools SET on_loan = 1, borrower = ?, due_back = date("now", "+7 days") WHERE id = ? AND on_loan = 0');
    $stmt->execute([$card, (int) $id]);
    if ($stmt->rowCount() === 0) {
        respond(409, ['error' => 'tool is already out']);
        return;
    }
    respond(200, ['ok' => true]);
}

function returnTool(PDO $db, string $id): void
{
    $stmt = $db->prepare('UPDATE tools SET on_loan = 0, borrower = NULL, due_back = NULL WHERE id = ?');
    $stmt->execute([(int) $id]);
    respond(200, ['ok' => $stmt->rowCount() === 1]);
}

function listPrinters(PDO $db): void
{
    $rows = $db->query('SELECT code, model, status FROM printers ORDER BY code')->fetchAll(PDO::FETCH_ASSOC);
    respond(200, ['printers' => $rows]);
}

function queuePrintJob(PDO $db, string $printer): void
{
    $body = requestJson();
    $card = requireCard($body);
    $grams = (float) ($body['grams'] ?? 0);
    if ($grams <= 0 || $grams > 500) {
        respond(400, ['error' => 'grams must be between 0 and 500']);
        return;
    }
    $stmt = $db->prepare('INSERT INTO print_jobs (printer, card, filename, grams, queued_at) VALUES (?, ?, ?, ?, datetime("now"))');
    $stmt->execute([$printer, $card, (string) ($body['filename'] ?? 'untitled.gcode'), $grams]);
    respond(201, ['job' => (int) $db->lastInsertId()]);
}

function printerQueue(PDO $db, string $printer): void
{
    $stmt = $db->prepare('SELECT id, card, filename, grams, queued_at FROM print_jobs WHERE printer = ? AND printed_at IS NULL ORDER BY id');
    $stmt->execute([$printer]);
    respond(200, ['printer' => $printer, 'jobs' => $stmt->fetchAll(PDO::FETCH_ASSOC)]);
}

function listWorkshops(PDO $db): void
{
    $rows = $db->query('SELECT id, title, starts_at, capacity FROM workshops WHERE starts_at > datetime("now") ORDER BY starts_at')
        ->fetchAll(PDO::FETCH_ASSOC);
    respond(200, ['workshops' => $rows]);
}

function signUp(PDO $db, string $id): void
{
    $card = requireCard(requestJson());
    $stmt = $db->prepare('INSERT OR IGNORE INTO signups (workshop_id, card) VALUES (?, ?)');
    $stmt->execute([(int) $id, $card]);
    respond($stmt->rowCount() === 1 ? 201 : 200, ['ok' => true]);
}

function cancelSignUp(PDO $db, string $id): void
{
    $card = requireCard(requestJson());
    $stmt = $db->prepare('DELETE FROM signups WHERE workshop_id = ? AND card = ?');
    $stmt->execute([(int) $id, $card]);
    respond(200, ['ok' => $stmt->rowCount() === 1]);
}

function notFound(PDO $db): void
{
    respond(404, ['error' => 'no such endpoint']);
}

function dispatch(PDO $db, string $method, string $path): void
{
    foreach (ROUTES as [$verb, $pattern, $handler]) {
        if ($verb !== $method) {
            continue;
        }
        if (preg_match($pattern, $path, $m)) {
            $handler($db, ...array_slice($m, 1));
            return;
        }
    }
    respond(405, ['error' => 'method not allowed']);
}

dispatch(openDb(), $_SERVER['REQUEST_METHOD'], parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
