<?php

declare(strict_types=1);

namespace Zipline\Booking;

final class BookingException extends \RuntimeException
{
}

final class BookingService
{
    private const MIN_CHARGE_PCT = 25;
    private const MAX_ADVANCE_HOURS = 72;

    public function __construct(
        private VehicleRepository $vehicles,
        private BookingRepository $bookings,
    ) {
    }

    public function book(string $memberId, string $plate, \DateTimeImmutable $start, int $hours): Booking
    {
        $vehicle = $this->vehicles->find($plate);
        if ($vehicle === null) {
            throw new BookingException("Vehicle $plate not found");
        }
        if ($vehicle->chargePct < self::MIN_CHARGE_PCT) {
            throw new BookingException("Battery too low");
        }
        $now = new \DateTimeImmutable();
        $hoursAhead = ($start->getTimestamp() - $now->getTimestamp()) / 3600;
        if ($hoursAhead > self::MAX_ADVANCE_HOURS) {
            throw new BookingException("Bookings open " . self::MAX_ADVANCE_HOURS . " hours ahead");
        }
        if ($this->bookings->overlaps($plate, $start, $hours)) {
            throw new BookingException("Vehicle $plate is already booked");
        }
        return $this->bookings->create($memberId, $plate, $start, $hours);
    }
}
