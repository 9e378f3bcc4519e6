<?php

declare(strict_types=1);

namespace Kvrc\Traffic;

final class SlotConflictException extends \RuntimeException
{
}

final class AdSlotBook
{
    /** @var array<string, string> "hour:minute" => client */
    private array $booked = [];

    public function book(int $hour, int $minute, string $client): void
    {
        $key = sprintf('%02d:%02d', $hour, $minute);
        if (isset($this->booked[$key])) {
            throw new SlotConflictException("Slot {$key} is already booked by {$this->booked[$key]}");
        }
        if ($minute % 15 !== 0) {
            throw new \InvalidArgumentException('Spots start on the quarter hour');
        }
        $this->booked[$key] = $client;
    }

    public function cancel(int $hour, int $minute): void
    {
        $key = sprintf('%02d:%02d', $hour, $minute);
        if (!isset($this->booked[$key])) {
            throw new SlotConflictException('Slot not booked');
        }
        unset($this->booked[$key]);
    }

    /** @return array<string, string> */
    public function forHour(int $hour): array
    {
        $prefix = sprintf('%02d:', $hour);
        return array_filter(
            $this->booked,
            fn (string $key): bool => str_starts_with($key, $prefix),
            ARRAY_FILTER_USE_KEY
        );
    }
}
