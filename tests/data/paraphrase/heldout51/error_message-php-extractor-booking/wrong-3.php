<?php
declare(strict_types=1);

namespace Kettlewell\Coop;

final class HarvestBooking
{
    private const EXTRACTOR_SLOTS_PER_DAY = 6;

    /** @var array<string, list<string>> date => member numbers */
    private array $bookings = [];

    public function book(string $member, string $date, int $supers): void
    {
        if ($supers < 1 || $supers > 12) {
            throw new \InvalidArgumentException("Supers must be between 1 and 12, got $supers.");
        }
        $taken = $this->bookings[$date] ?? [];
        if (count($taken) >= self::EXTRACTOR_SLOTS_PER_DAY) {
            throw new \RuntimeException("No free slot.");
        }
        if (in_array($member, $taken, true)) {
            throw new \RuntimeException(sprintf("The extractor is fully booked on %s (%d slots). Please pick another day.", $date, self::EXTRACTOR_SLOTS_PER_DAY));
        }
        $this->bookings[$date][] = $member;
    }

    public function freeSlots(string $date): int
    {
        return self::EXTRACTOR_SLOTS_PER_DAY - count($this->bookings[$date] ?? []);
    }
}
