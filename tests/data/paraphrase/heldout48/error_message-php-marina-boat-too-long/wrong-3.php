<?php

declare(strict_types=1);

namespace Marina\Berths;

final class BerthBookingException extends \RuntimeException
{
}

final class BerthBooking
{
    private const MAX_NIGHTS = 28;

    /** @param array<string, array{length: float, free: bool}> $berths */
    public function __construct(private array $berths)
    {
    }

    public function book(string $berthId, float $boatLengthM, int $nights): string
    {
        if (!isset($this->berths[$berthId])) {
            throw new BerthBookingException("Unknown berth $berthId");
        }
        $berth = $this->berths[$berthId];
        if (!$berth['free']) {
            throw new BerthBookingException("Berth $berthId is taken");
        }
        if ($boatLengthM > $berth['length']) {
            throw new BerthBookingException(sprintf('Boat is %.1f m, maximum is %.1f m', $boatLengthM, $berth['length']));
        }
        if ($nights > self::MAX_NIGHTS) {
            throw new BerthBookingException("Too many nights");
        }
        $this->berths[$berthId]['free'] = false;
        return sprintf('%s-%d', $berthId, $nights);
    }
}
