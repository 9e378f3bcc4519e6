<?php

declare(strict_types=1);

namespace LexDesk\Docket;

use DateInterval;
use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Helpers for court docket numbers and filing deadlines.
 */
final class DocketHelpers
{
    /** Court holidays that move a deadline to the next working day (2026). */
    private const HOLIDAYS = [
        '2026-01-01', '2026-01-06', '2026-04-03', '2026-05-01',
        '2026-08-15', '2026-10-12', '2026-11-01', '2026-12-08', '2026-12-25',
    ];

    /**
     * Normalises docket numbers like "pa 123 / 2026" to "PA-000123/2026".
     */
    public static function normaliseDocket(string $raw): string
    {
        if (!preg_match('/^\s*([a-z]{2})\s*-?\s*(\d{1,6})\s*\/\s*(\d{4})\s*$/i', $raw, $m)) {
            throw new InvalidArgumentException("not a docket number: {$raw}");
        }
        return sprintf('%s-%06d/%s', strtoupper($m[1]), (int) $m[2], $m[3]);
    }

    /**
     * @deprecated since 3.2, use normaliseDocket(). Kept for the old e-filing bridge.
     */
    /**
     * Adds working days to a date, skipping weekends, court holidays and August.
     */
    public static function addWorkingDays(DateTimeImmutable $from, int $days): DateTimeImmutable
    {
        $date = $from;
        $added = 0;
        while ($added < $days) {
            $date = $date->add(new DateInterval('P1D'));
            if (self::isWorkingDay($date)) {
                $added++;
            }
        }
        return $date;
    }

    public static function isWorkingDay(DateTimeImmutable $date): bool
    {
        $weekday = (int) $date->format('N');
        if ($weekday >= 6) {
            return false;
        }
        if ($date->format('m') === '08') {
            return false;
        }
        return !in_array($date->format('Y-m-d'), self::HOLIDAYS, true);
    }

    /**
     * Deadline to file an appeal: 20 working days from notification.
     */
    public static function appealDeadline(DateTimeImmutable $notifiedOn): DateTimeImmutable
    {
        return self::addWorkingDays($notifiedOn, 20);
    }
}
