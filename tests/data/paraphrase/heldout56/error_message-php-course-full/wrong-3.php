<?php
declare(strict_types=1);

namespace School\Enrolment;

final class CourseFullException extends \RuntimeException
{
}

final class EnrolmentService
{
    /** @param array<string, array{capacity: int, level: string}> $courses */
    public function __construct(
        private array $courses,
        private array $enrolled = [],
        private array $waitlist = [],
    ) {
    }

    public function enrol(string $courseCode, string $studentId): void
    {
        if (!isset($this->courses[$courseCode])) {
            throw new \InvalidArgumentException("Unknown course");
        }
        $capacity = $this->courses[$courseCode]['capacity'];
        $current = $this->enrolled[$courseCode] ?? [];
        if (in_array($studentId, $current, true)) {
            throw new \LogicException("Already enrolled");
        }
        if (count($current) >= $capacity) {
            $this->waitlist[$courseCode][] = $studentId;
            throw new \RuntimeException("Course {$courseCode} is full ({$capacity} places)");
        }
        $this->enrolled[$courseCode][] = $studentId;
    }

    public function placesLeft(string $courseCode): int
    {
        $capacity = $this->courses[$courseCode]['capacity'] ?? 0;
        return max(0, $capacity - count($this->enrolled[$courseCode] ?? []));
    }

    /** @return list<string> */
    public function waitlist(string $courseCode): array
    {
        return $this->waitlist[$courseCode] ?? [];
    }
}
