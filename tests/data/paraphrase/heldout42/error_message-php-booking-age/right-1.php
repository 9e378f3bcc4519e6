<?php

declare(strict_types=1);

namespace BlackLantern\Booking;

final class BookingValidator
{
    private const MIN_AGE = 18;
    private const MAX_SESSION_HOURS = 6;

    /** @return string[] problems found, empty when the booking is fine */
    public function validate(array $booking, \DateTimeImmutable $today): array
    {
        $errors = [];
        if (empty($booking['client_email'])) {
            $errors[] = 'Please enter an email address.';
        }
        $dob = \DateTimeImmutable::createFromFormat('Y-m-d', $booking['date_of_birth'] ?? '');
        if ($dob === false) {
            $errors[] = 'Please enter your date of birth as YYYY-MM-DD.';
        } elseif ($dob->diff($today)->y < self::MIN_AGE) {
            $errors[] = 'You need to be at least 18 years old to book a session. Please bring photo ID.';
        }
        $hours = (int) ($booking['hours'] ?? 0);
        if ($hours < 1 || $hours > self::MAX_SESSION_HOURS) {
            $errors[] = 'Sessions are between 1 and 6 hours.';
        }
        return $errors;
    }
}
