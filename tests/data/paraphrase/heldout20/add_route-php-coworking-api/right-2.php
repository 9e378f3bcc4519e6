<?php

declare(strict_types=1);

/*
 * Kettle Yard member API: rooms, bookings and invoices.
 * Served by php-fpm behind nginx; every request except /health needs a member token.
 */

const OPEN_HOUR = 7;
const CLOSE_HOUR = 22;

function db(): PDO
{
    static $pdo = null;
    if ($pdo === null) {
        $pdo = new PDO('sqlite:' . __DIR__ . '/../var/kettleyard.sqlite');
        $pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
        $pdo->setAttribute(PDO::ATTR_DEFAULT_FETCH_MODE, PDO::FETCH_ASSOC);
    }
    return $pdo;
}

function json(int $status, array $body): void
{
    http_response_code($status);
    header('Content-Type: application/json');
    echo json_encode($body, JSON_UNESCAPED_SLASHES);
}

function memberFromToken(PDO $db): ?string
{
    $auth = $_SERVER['HTTP_AUTHORIZATION'] ?? '';
    if (!preg_match('/^Bearer ([a-f0-9]{40})$/', $auth, $m)) {
        return null;
    }
    $stmt = $db->prepare('SELECT member_no FROM tokens WHERE token = ? AND expires_at > datetime("now")');
    $stmt->execute([$m[1]]);
    $row = $stmt->fetch();
    return $row ? $row['member_no'] : null;
}

function health(): void
{
    json(200, ['ok' => true]);
}

function listRooms(PDO $db): void
{
    $rows = $db->query('SELECT code, name, seats, has_screen FROM rooms ORDER BY code')->fetchAll();
    json(200, ['rooms' => $rows]);
}

function listBookings(PDO $db, string $memberNo): void
{
    $stmt = $db->prepare('SELECT id, room_code, starts_at, ends_at FROM bookings
                          WHERE member_no = ? AND cancelled_at IS NULL ORDER BY starts_at');
    $stmt->execute([$memberNo]);
    json(200, ['bookings' => $stmt->fetchAll()]);
}

function roomDay(PDO $db, string $roomCode, string $day): void
{
    $stmt = $db->prepare('SELECT starts_at, ends_at FROM bookings
                          WHERE room_code = ? AND cancelled_at IS NULL AND date(starts_at) = ?
                          ORDER BY starts_at');
    $stmt->execute([$roomCode, $day]);
    $taken = $stmt->fetchAll();
    if ($taken === [] && !$db->query('SELECT 1 FROM rooms WHERE code = ' . $db->quote($roomCode))->fetch()) {
        json(404, ['error' => 'no such room']);
        return;
    }
    json(200, ['room' => $roomCode, 'day' => $day, 'taken' => $taken]);
}

function createBooking(PDO $db, string $memberNo, array $in): void
{
    foreach (['room_code', 'starts_at', 'ends_at'] as $key) {
        if (empty($in[$key])) {
            json(422, ['error' => "missing $key"]);
            return;
        }
    }
    $start = new DateTimeImmutable($in['starts_at']);
    $end = new DateTimeImmutable($in['ends_at']);
    if ($end <= $start || (int)$start->format('G') < OPEN_HOUR || (int)$end->format('G') > CLOSE_HOUR) {
        json(422, ['error' => 'bookings must fall between 07:00 and 22:00']);
        return;
    }
    $clash = $db->prepare('SELECT COUNT(*) FROM bookings WHERE room_code = ? AND cancelled_at IS NULL
                           AND starts_at < ? AND ends_at > ?');
    $clash->execute([$in['room_code'], $in['ends_at'], $in['starts_at']]);
    if ((int)$clash->fetchColumn() > 0) {
        json(409, ['error' => 'room already booked']);
        return;
    }
    $stmt = $db->prepare('INSERT INTO bookings (member_no, room_code, starts_at, ends_at) VALUES (?, ?, ?, ?)');
    $stmt->execute([$memberNo, $in['room_code'], $in['starts_at'], $in['ends_at']]);
    json(201, ['id' => (int)$db->lastInsertId()]);
}

function cancelBooking(PDO $db, string $memberNo, int $bookingId): void
{
    $stmt = $db->prepare('UPDATE bookings SET cancelled_at = datetime("now")
                          WHERE id = ? AND member_no = ? AND cancelled_at IS NULL');
    $stmt->execute([$bookingId, $memberNo]);
    if ($stmt->rowCount() === 0) {
        json(404, ['error' => 'no such booking']);
        return;
    }
    json(200, ['cancelled' => $bookingId]);
}

function invoice(PDO $db, string $memberNo, int $year, int $month): void
{
    $stmt = $db->prepare('SELECT room_code, starts_at, ends_at, rate FROM bookings JOIN rooms ON rooms.code = room_code
                          WHERE member_no = ? AND cancelled_at IS NULL AND strftime("%Y-%m", starts_at) = ?');
    $stmt->execute([$memberNo, sprintf('%04d-%02d', $year, $month)]);
    $total = 0.0;
    foreach ($stmt->fetchAll() as $b) {
        $hours = (strtotime($b['ends_at']) - strtotime($b['starts_at'])) / 3600;
        $total += $hours * (float)$b['rate'];
    }
    json(200, ['member' => $memberNo, 'period' => "$year-$month", 'total_gbp' => round($total, 2)]);
}

function notFound(): void
{
    json(404, ['error' => 'not found']);
}

// [method, pattern, handler(PDO, matches, member)]; the first match wins, so the
// catch-all must stay last.
$routes = [
    ['GET', '#^/health$#', fn($db, $m, $member) => health()],
    ['GET', '#^/rooms$#', fn($db, $m, $member) => listRooms($db)],
    ['GET', '#^/rooms/([A-Z]+)/(\d{4}-\d{2}-\d{2})$#', fn($db, $m, $member) => roomDay($db, $m[1], $m[2])],
    ['GET', '#^/bookings$#', fn($db, $m, $member) => listBookings($db, $member)],
    ['POST', '#^/bookings$#', fn($db, $m, $member) => createBooking($db, $member, json_decode(file_get_contents('php://input'), true) ?? [])],
    ['GET', '#^/invoices/(\d{4})-(\d{2})$#', fn($db, $m, $member) => invoice($db, $member, (int)$m[1], (int)$m[2])],
    ['DELETE', '#^/bookings/(\d+)$#', fn($db, $m, $member) => cancelBooking($db, $member, (int)$m[1])],
    ['*', '#.*#', fn($db, $m, $member) => notFound()],
];

$method = $_SERVER['REQUEST_METHOD'] ?? 'GET';
$path = parse_url($_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH);
$db = db();
$member = $path === '/health' ? '' : memberFromToken($db);
if ($member === null) {
    json(401, ['error' => 'member token required']);
    exit;
}
foreach ($routes as [$verb, $pattern, $handler]) {
    if (($verb === '*' || $verb === $method) && preg_match($pattern, $path, $m)) {
        $handler($db, $m, $member);
        break;
    }
}
