<?php

declare(strict_types=1);

namespace Ascent\Memberships;

use DateInterval;
use DateTimeImmutable;
use DomainException;
use InvalidArgumentException;
use PDO;

/**
 * Membership freezes for Ascent Climbing Co. (injury, travel, parental leave).
 * A freeze pauses billing and moves the expiry date back by the same number of days.
 */
final class FreezeService
{
    public const MIN_WEEKS = 1;
    public const MAX_WEEKS = 12;
    public const MAX_FREEZES_PER_YEAR = 2;

    public function __construct(private PDO $db, private Mailer $mailer)
    {
    }

    public function freeze(int $membershipId, DateTimeImmutable $from, int $weeks, string $reason): array
    {
        if ($weeks < self::MIN_WEEKS || $weeks > self::MAX_WEEKS) {
            throw new InvalidArgumentException(
                sprintf('A freeze must last %d to %d weeks.', self::MIN_WEEKS, self::MAX_WEEKS)
            );
        }
        $membership = $this->load($membershipId);
        if ($membership['frozen_until'] !== null && new DateTimeImmutable($membership['frozen_until']) > $from) {
            throw new DomainException(sprintf(
                'This membership is already frozen until %s.',
                (new DateTimeImmutable($membership['frozen_until']))->format('j F Y')
            ));
        }
        if ($this->freezesThisYear($membershipId, $from) >= self::MAX_FREEZES_PER_YEAR) {
            throw new DomainException('No more freezes allowed this year.');
        }

        $until = $from->add(new DateInterval('P' . ($weeks * 7) . 'D'));
        $expires = (new DateTimeImmutable($membership['expires_on']))->add(new DateInterval('P' . ($weeks * 7) . 'D'));

        $this->db->beginTransaction();
        try {
            $stmt = $this->db->prepare(
                'UPDATE memberships SET frozen_until = :until, expires_on = :expires WHERE id = :id'
            );
            $stmt->execute([
                ':until' => $until->format('Y-m-d'),
                ':expires' => $expires->format('Y-m-d'),
                ':id' => $membershipId,
            ]);
            $log = $this->db->prepare(
                'INSERT INTO freezes (membership_id, starts_on, weeks, reason) VALUES (?, ?, ?, ?)'
            );
            $log->execute([$membershipId, $from->format('Y-m-d'), $weeks, $reason]);
            $this->db->commit();
        } catch (\Throwable $e) {
            $this->db->rollBack();
            throw $e;
        }

        $this->mailer->send(
            $membership['email'],
            'Your membership is frozen',
            sprintf("Hi %s,\n\nYour membership is frozen until %s. Your new expiry date is %s.\n",
                $membership['first_name'], $until->format('j F Y'), $expires->format('j F Y'))
        );

        return ['frozen_until' => $until->format('Y-m-d'), 'expires_on' => $expires->format('Y-m-d')];
    }

    public function unfreeze(int $membershipId, DateTimeImmutable $today): void
    {
        $membership = $this->load($membershipId);
        if ($membership['frozen_until'] === null) {
            throw new DomainException('Membership is not frozen.');
        }
        $until = new DateTimeImmutable($membership['frozen_until']);
        if ($until <= $today) {
            return;
        }
        $unused = $today->diff($until)->days;
        $expires = (new DateTimeImmutable($membership['expires_on']))->sub(new DateInterval('P' . $unused . 'D'));
        $stmt = $this->db->prepare(
            'UPDATE memberships SET frozen_until = NULL, expires_on = :expires WHERE id = :id'
        );
        $stmt->execute([':expires' => $expires->format('Y-m-d'), ':id' => $membershipId]);
    }

    private function load(int $membershipId): array
    {
        $stmt = $this->db->prepare(
            'SELECT m.id, m.frozen_until, m.expires_on, p.email, p.first_name
               FROM memberships m JOIN people p ON p.id = m.person_id
              WHERE m.id = ?'
        );
        $stmt->execute([$membershipId]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        if ($row === false) {
            throw new InvalidArgumentException("No membership $membershipId.");
        }
        return $row;
    }

    private function freezesThisYear(int $membershipId, DateTimeImmutable $on): int
    {
        $stmt = $this->db->prepare(
            "SELECT COUNT(*) FROM freezes WHERE membership_id = ? AND strftime('%Y', starts_on) = ?"
        );
        $stmt->execute([$membershipId, $on->format('Y')]);
        return (int) $stmt->fetchColumn();
    }
}

interface Mailer
{
    public function send(string $to, string $subject, string $body): void;
}
