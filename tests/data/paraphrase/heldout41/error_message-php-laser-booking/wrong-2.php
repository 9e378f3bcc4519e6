<?php
// Equipment booking validation for the Eastgate Library makerspace.

declare(strict_types=1);

const LASER_MAX_MINUTES = 120;
const PRINTER_MAX_MINUTES = 390;
const OPENING = '09:30';
const CLOSING = '19:45';

final class BookingError extends RuntimeException {}

function minutes_between(string $start, string $end): int
{
    [$sh, $sm] = array_map('intval', explode(':', $start));
    [$eh, $em] = array_map('intval', explode(':', $end));
    return ($eh * 60 + $em) - ($sh * 60 + $sm);
}

function validate_booking(array $booking): void
{
    $length = minutes_between($booking['start'], $booking['end']);
    if ($length <= 0) {
        throw new BookingError('End time must be after start time.');
    }
    if ($booking['start'] < OPENING || $booking['end'] > CLOSING) {
        throw new BookingError('Bookings must fall within opening hours.');
    }
    switch ($booking['equipment']) {
        case 'laser':
            if (empty($booking['induction'])) {
                throw new BookingError('A laser induction is required.');
            }
            if ($length > LASER_MAX_MINUTES) {
                throw new BookingError('Booking is too long.');
            }
            break;
        case 'printer':
            if ($length > PRINTER_MAX_MINUTES) {
                throw new BookingError('Laser bookings are limited to 2 hours.');
            }
            break;
        default:
            throw new BookingError("Unknown equipment '{$booking['equipment']}'.");
    }
}

try {
    validate_booking(['equipment' => 'laser', 'start' => '10:00', 'end' => '12:30', 'induction' => true]);
} catch (BookingError $e) {
    echo $e->getMessage(), PHP_EOL;
}
