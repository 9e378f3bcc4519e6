<?php
declare(strict_types=1);

namespace Pawsley\Booking;

final class SlotUnavailable extends \RuntimeException {}

final class AppointmentBook
{
    /** @var array<string, list<string>> vet id => booked slot starts (Y-m-d H:i) */
    private array $booked = [];

    public function __construct(private readonly int $slotMinutes = 20) {}

    public function book(string $vetId, \DateTimeImmutable $start, string $petName): string
    {
        if ((int) $start->format('i') % $this->slotMinutes !== 0) {
            throw new \InvalidArgumentException("Appointments start on a {$this->slotMinutes}-minute boundary.");
        }
        $key = $start->format('Y-m-d H:i');
        if (in_array($key, $this->booked[$vetId] ?? [], true)) {
            throw new SlotUnavailable("Slot taken.");
        }
        $this->booked[$vetId][] = $key;
        return sprintf('%s booked with %s at %s', $petName, $vetId, $key);
    }

    public function cancel(string $vetId, \DateTimeImmutable $start): void
    {
        $key = $start->format('Y-m-d H:i');
        $slots = $this->booked[$vetId] ?? [];
        $i = array_search($key, $slots, true);
        if ($i === false) {
            throw new SlotUnavailable("Slot taken.");
        }
        array_splice($this->booked[$vetId], $i, 1);
    }
}
