<?php

declare(strict_types=1);

namespace HafenAquarium\Tours;

final class TourFullException extends \RuntimeException
{
}

/**
 * Books visitor groups onto the guided tours. The message of a TourFullException
 * is shown to the visitor on the ticket kiosk as it is.
 */
final class TourDesk
{
    private const MAX_GUESTS = [
        'shark-feeding' => 12,
        'behind-the-scenes' => 8,
        'jellyfish-lab' => 10,
    ];

    /** @var array<string, int> guests booked per "tour@slot" */
    private array $booked = [];

    public function book(string $tour, string $slot, int $guests): string
    {
        if (!isset(self::MAX_GUESTS[$tour])) {
            throw new \InvalidArgumentException("Unknown tour: $tour");
        }
        if ($guests < 1) {
            throw new \InvalidArgumentException('At least one guest is needed');
        }
        $key = "$tour@$slot";
        $taken = $this->booked[$key] ?? 0;
        if ($taken + $guests > self::MAX_GUESTS[$tour]) {
            error_log("Sorry, this tour's fully booked – please pick another time: $key ($taken taken, $guests requested)");
            throw new TourFullException('Tour full');
        }
        $this->booked[$key] = $taken + $guests;
        return sprintf('%s-%s-%02d', strtoupper(substr($tour, 0, 3)), str_replace(':', '', $slot), $this->booked[$key]);
    }

    public function seatsLeft(string $tour, string $slot): int
    {
        return self::MAX_GUESTS[$tour] - ($this->booked["$tour@$slot"] ?? 0);
    }
}
