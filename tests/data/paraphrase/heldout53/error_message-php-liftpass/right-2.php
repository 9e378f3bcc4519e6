<?php
// Lift pass validation at the turnstiles of the Hochkar ski area.

declare(strict_types=1);

final class PassValidator
{
    public function __construct(private PDO $db) {}

    public function validate(string $passId, string $lift, DateTimeImmutable $now): array
    {
        $stmt = $this->db->prepare('SELECT holder, valid_from, valid_until, blocked FROM passes WHERE id = ?');
        $stmt->execute([$passId]);
        $pass = $stmt->fetch(PDO::FETCH_ASSOC);
        if ($pass === false) {
            return ['ok' => false, 'message' => 'Unknown pass.'];
        }
        if ($pass['blocked']) {
            return ['ok' => false, 'message' => 'Pass blocked, please see the ticket office.'];
        }
        if ($now < new DateTimeImmutable($pass['valid_from'])) {
            return ['ok' => false, 'message' => 'Pass not valid yet.'];
        }
        $until = new DateTimeImmutable($pass['valid_until']);
        if ($now > $until) {
            return ['ok' => false, 'message' => 'Pass expired on ' . $until->format('d.m.Y') . '.'];
        }
        return ['ok' => true, 'message' => sprintf('Welcome, %s. Enjoy the %s!', $pass['holder'], $lift)];
    }
}
