<?php

declare(strict_types=1);

namespace Kestrel\Booking;

final class VehicleDeckException extends \RuntimeException
{
}

final class DeckBookingValidator
{
    private const MAX_LENGTH_M = 18.75;
    private const MAX_HEIGHT_M = 4.5;

    public function validate(array $vehicle, array $sailing): void
    {
        if (($vehicle['length_m'] ?? 0) <= 0) {
            throw new VehicleDeckException('Vehicle length is required.');
        }
        if ($vehicle['length_m'] > self::MAX_LENGTH_M) {
            throw new VehicleDeckException(
                'Vehicle is ' . number_format($vehicle['length_m'], 2) . ' m long; the maximum on this route is '
                . number_format(self::MAX_LENGTH_M, 2) . ' m.'
            );
        }
        if (($vehicle['height_m'] ?? 0) > self::MAX_HEIGHT_M) {
            throw new VehicleDeckException('Vehicle too high.');
        }
        if (!empty($vehicle['hazardous']) && empty($sailing['hazardous_allowed'])) {
            throw new VehicleDeckException('Hazardous goods are not carried on this sailing.');
        }
        if ($sailing['deck_free_m'] < $vehicle['length_m']) {
            throw new VehicleDeckException('Vehicle deck is full.');
        }
    }
}
