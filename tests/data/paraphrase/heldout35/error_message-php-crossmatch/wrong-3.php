<?php

declare(strict_types=1);

namespace BloodBank\Lab;

use DateTimeImmutable;
use InvalidArgumentException;
use RuntimeException;

final class SampleTooOldException extends RuntimeException {}
final class IncompatibleUnitException extends RuntimeException {}

/**
 * Electronic issue and serological cross-match of red cell units against a
 * patient's group-and-screen sample.
 */
final class CrossmatchService
{
    private const SAMPLE_VALID_HOURS = 72;
    private const ANTIBODY_SAMPLE_VALID_HOURS = 24;

    private const COMPATIBLE = [
        'O-'  => ['O-'],
        'O+'  => ['O+', 'O-'],
        'A-'  => ['A-', 'O-'],
        'A+'  => ['A+', 'A-', 'O+', 'O-'],
        'B-'  => ['B-', 'O-'],
        'B+'  => ['B+', 'B-', 'O+', 'O-'],
        'AB-' => ['AB-', 'A-', 'B-', 'O-'],
        'AB+' => ['AB+', 'AB-', 'A+', 'A-', 'B+', 'B-', 'O+', 'O-'],
    ];

    public function __construct(
        private readonly SampleRepository $samples,
        private readonly UnitRepository $units,
        private readonly AuditLog $audit,
    ) {
    }

    /** Electronic issue: allowed when the sample is valid and no antibodies were found. */
    public function electronicIssue(string $sampleId, string $unitNumber, DateTimeImmutable $now): array
    {
        $sample = $this->samples->get($sampleId);
        $ageHours = ($now->getTimestamp() - $sample['taken_at']->getTimestamp()) / 3600;
        if ($ageHours > self::SAMPLE_VALID_HOURS) {
            throw new InvalidArgumentException('Group-and-screen sample is older than 72 hours; please send a new sample');
        }
        if ($sample['antibodies'] !== []) {
            throw new InvalidArgumentException('Electronic issue not allowed: antibodies present');
        }
        $unit = $this->units->get($unitNumber);
        $this->assertCompatible($sample['group'], $unit['group'], $unitNumber);
        $this->audit->record('electronic_issue', $sampleId, $unitNumber);

        return ['sample' => $sampleId, 'unit' => $unitNumber, 'method' => 'electronic'];
    }

    /** Serological cross-match, needed when antibodies are present. */
    public function serological(string $sampleId, string $unitNumber, bool $agglutination, DateTimeImmutable $now): array
    {
        $sample = $this->samples->get($sampleId);
        $ageHours = ($now->getTimestamp() - $sample['taken_at']->getTimestamp()) / 3600;
        if ($ageHours > self::ANTIBODY_SAMPLE_VALID_HOURS) {
            throw new SampleTooOldException('Sample expired');
        }
        $unit = $this->units->get($unitNumber);
        $this->assertCompatible($sample['group'], $unit['group'], $unitNumber);
        if ($agglutination) {
            $this->audit->record('crossmatch_incompatible', $sampleId, $unitNumber);
            throw new IncompatibleUnitException("Unit {$unitNumber} is incompatible (agglutination)");
        }
        $this->audit->record('crossmatch_compatible', $sampleId, $unitNumber);

        return ['sample' => $sampleId, 'unit' => $unitNumber, 'method' => 'serological'];
    }

    private function assertCompatible(string $patientGroup, string $unitGroup, string $unitNumber): void
    {
        $allowed = self::COMPATIBLE[$patientGroup] ?? null;
        if ($allowed === null) {
            throw new InvalidArgumentException("Unknown patient group {$patientGroup}");
        }
        if (!in_array($unitGroup, $allowed, true)) {
            throw new IncompatibleUnitException("Unit {$unitNumber} ({$unitGroup}) is not compatible with {$patientGroup}");
        }
    }

    /** Emergency issue of group O units before a sample is available; needs a consultant's name. */
    public function emergencyIssue(string $patientMrn, string $unitNumber, string $authorisedBy, bool $female): array
    {
        if (trim($authorisedBy) === '') {
            throw new InvalidArgumentException('Emergency issue needs the authorising consultant');
        }
        $unit = $this->units->get($unitNumber);
        $allowed = $female ? ['O-'] : ['O-', 'O+'];
        if (!in_array($unit['group'], $allowed, true)) {
            throw new IncompatibleUnitException("Unit {$unitNumber} ({$unit['group']}) is not allowed for emergency issue");
        }
        $this->audit->record('emergency_issue', $patientMrn, $unitNumber);

        return ['patient' => $patientMrn, 'unit' => $unitNumber, 'method' => 'emergency', 'by' => $authorisedBy];
    }

    /** Units of compatible groups, oldest expiry first, for the issue fridge list. */
    public function suggestUnits(string $patientGroup, int $wanted, DateTimeImmutable $now): array
    {
        $allowed = self::COMPATIBLE[$patientGroup] ?? [];
        $candidates = array_filter(
            $this->units->available(),
            static fn (array $u): bool => in_array($u['group'], $allowed, true) && $u['expires'] > $now,
        );
        usort($candidates, static fn (array $a, array $b): int => $a['expires'] <=> $b['expires']);

        return array_slice($candidates, 0, $wanted);
    }

    public function sampleHoursLeft(string $sampleId, DateTimeImmutable $now): float
    {
        $sample = $this->samples->get($sampleId);
        $limit = $sample['antibodies'] === [] ? self::SAMPLE_VALID_HOURS : self::ANTIBODY_SAMPLE_VALID_HOURS;
        $ageHours = ($now->getTimestamp() - $sample['taken_at']->getTimestamp()) / 3600;

        return max(0.0, $limit - $ageHours);
    }
}

interface SampleRepository
{
    public function get(string $sampleId): array;
}

interface UnitRepository
{
    public function get(string $unitNumber): array;

    public function available(): array;
}

interface AuditLog
{
    public function record(string $event, string $sampleId, string $unitNumber): void;
}
