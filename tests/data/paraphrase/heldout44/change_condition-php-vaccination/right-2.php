<?php

declare(strict_types=1);

namespace Tierklinik\Vaccination;

use DateInterval;
use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Vaccination schedules for puppies, kittens and adult boosters.
 *
 * The schedule follows the clinic's protocol (based on the WSAVA
 * guidelines): core vaccines every 3-4 weeks until 16 weeks of age,
 * a booster at 12 months, then rabies yearly and the others every
 * three years.
 */
final class VaccinationSchedule
{
    public const CORE_DOG = ['DHPPi', 'Lepto', 'Rabies'];
    public const CORE_CAT = ['RCP', 'Rabies'];

    /** Earliest age in weeks for the first core shot. */
    private const FIRST_SHOT_WEEKS = 8;

    /** Primary series ends once the animal is at least this old. */
    private const PRIMARY_END_WEEKS = 16;

    /** Gap between primary shots in weeks. */
    private const PRIMARY_GAP_WEEKS = 4;

    /** Rabies may not be given before this age. */
    private const RABIES_MIN_WEEKS = 12;

    /** Years between boosters, by vaccine. */
    private const BOOSTER_YEARS = [
        'DHPPi' => 3,
        'Lepto' => 1,
        'Rabies' => 1,
        'RCP' => 3,
    ];

    public function __construct(
        private readonly string $species,
        private readonly DateTimeImmutable $birthDate,
    ) {
        if (!in_array($species, ['dog', 'cat'], true)) {
            throw new InvalidArgumentException("no schedule for species {$species}");
        }
    }

    /** @return list<string> */
    public function coreVaccines(): array
    {
        return $this->species === 'dog' ? self::CORE_DOG : self::CORE_CAT;
    }

    public function ageInWeeks(DateTimeImmutable $on): int
    {
        return intdiv($this->birthDate->diff($on)->days, 7);
    }

    /**
     * Primary series: one appointment every PRIMARY_GAP_WEEKS weeks from
     * FIRST_SHOT_WEEKS until the animal is PRIMARY_END_WEEKS old.
     *
     * @return list<array{date: DateTimeImmutable, vaccines: list<string>}>
     */
    public function primarySeries(): array
    {
        $appointments = [];
        $week = self::FIRST_SHOT_WEEKS;
        while ($week < self::PRIMARY_END_WEEKS) {
            $appointments[] = $this->appointmentAt($week);
            $week += self::PRIMARY_GAP_WEEKS;
        }
        $appointments[] = $this->appointmentAt(self::PRIMARY_END_WEEKS);
        return $appointments;
    }

    /** @return array{date: DateTimeImmutable, vaccines: list<string>} */
    private function appointmentAt(int $week): array
    {
        $vaccines = [];
        foreach ($this->coreVaccines() as $vaccine) {
            if ($vaccine === 'Rabies' && $week < self::RABIES_MIN_WEEKS) {
                continue;
            }
            $vaccines[] = $vaccine;
        }
        return [
            'date' => $this->birthDate->add(new DateInterval('P' . ($week * 7) . 'D')),
            'vaccines' => $vaccines,
        ];
    }

    /**
     * Whether a booster is due, given the date of the last shot of that vaccine.
     * A booster is due from 30 days before the anniversary.
     */
    public function boosterDue(string $vaccine, DateTimeImmutable $lastShot, DateTimeImmutable $on): bool
    {
        $years = self::BOOSTER_YEARS[$vaccine] ?? null;
        if ($years === null) {
            throw new InvalidArgumentException("unknown vaccine {$vaccine}");
        }
        $due = $lastShot->add(new DateInterval("P{$years}Y"))->sub(new DateInterval('P30D'));
        return $on >= $due;
    }

    /**
     * Vaccines overdue on a given date (more than 30 days past the anniversary).
     *
     * @param array<string, DateTimeImmutable> $lastShots
     * @return list<string>
     */
    public function overdue(array $lastShots, DateTimeImmutable $on): array
    {
        $late = [];
        foreach ($this->coreVaccines() as $vaccine) {
            if (!isset($lastShots[$vaccine])) {
                $late[] = $vaccine;
                continue;
            }
            $years = self::BOOSTER_YEARS[$vaccine];
            $limit = $lastShots[$vaccine]->add(new DateInterval("P{$years}Y"))->add(new DateInterval('P30D'));
            if ($on > $limit) {
                $late[] = $vaccine;
            }
        }
        return $late;
    }

    /** Reminder text for the owner's postcard. */
    public function reminder(string $petName, array $lastShots, DateTimeImmutable $on): string
    {
        $due = [];
        foreach ($this->coreVaccines() as $vaccine) {
            if (!isset($lastShots[$vaccine])) {
                $due[] = $vaccine;
                continue;
            }
            if ($this->boosterDue($vaccine, $lastShots[$vaccine], $on)) {
                $due[] = $vaccine;
            }
        }
        if ($due === []) {
            return '';
        }
        return sprintf(
            "Dear owner of %s, the following vaccinations are due: %s. Please call us on 0316 48 22 10 to book.",
            $petName,
            implode(', ', $due),
        );
    }
}
