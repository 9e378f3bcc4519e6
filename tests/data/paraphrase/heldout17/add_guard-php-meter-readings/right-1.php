<?php

declare(strict_types=1);

namespace Eastbrook\Billing\Readings;

use DateTimeImmutable;
use InvalidArgumentException;
use PDO;

/**
 * Stores customer-submitted and field meter readings for Eastbrook
 * Municipal Water. Readings are register values in whole cubic metres.
 */
final class MeterReadingRepository
{
    private const SOURCES = ['field', 'ami', 'customer'];

    public function __construct(private PDO $db)
    {
    }

    public function recordReading(string $accountNo, int $registerM3, string $source, DateTimeImmutable $readAt): int
    {
        if (!in_array($source, self::SOURCES, true)) {
            throw new InvalidArgumentException("unknown reading source: {$source}");
        }
        if ($registerM3 < 0) {
            throw new InvalidArgumentException("negative register value for account {$accountNo}: {$registerM3}");
        }
        $stmt = $this->db->prepare(
            'INSERT INTO meter_readings (account_no, register_m3, source, read_at) VALUES (?, ?, ?, ?)'
        );
        $stmt->execute([$accountNo, $registerM3, $source, $readAt->format('Y-m-d H:i:s')]);
        return (int) $this->db->lastInsertId();
    }

    public function latestReading(string $accountNo): ?array
    {
        $stmt = $this->db->prepare(
            'SELECT register_m3, source, read_at FROM meter_readings WHERE account_no = ? ORDER BY read_at DESC LIMIT 1'
        );
        $stmt->execute([$accountNo]);
        $row = $stmt->fetch(PDO::FETCH_ASSOC);
        return $row === false ? null : $row;
    }

    public function usageSince(string $accountNo, int $previousRegisterM3): int
    {
        $latest = $this->latestReading($accountNo);
        if ($latest === null) {
            return 0;
        }
        return (int) $latest['register_m3'] - $previousRegisterM3;
    }
}
