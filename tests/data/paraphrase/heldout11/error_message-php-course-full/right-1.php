<?php

declare(strict_types=1);

namespace Brightpath\Enrollment;

use Brightpath\Enrollment\Exception\EnrollmentException;
use Brightpath\Repository\CourseRepository;
use Brightpath\Repository\EnrollmentRepository;
use Psr\Log\LoggerInterface;

final class EnrollmentService
{
    private const WAITLIST_LIMIT = 50;

    public function __construct(
        private readonly CourseRepository $courses,
        private readonly EnrollmentRepository $enrollments,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function enroll(int $courseId, int $studentId): Enrollment
    {
        $course = $this->courses->find($courseId);
        if ($course === null || !$course->isPublished()) {
            throw new EnrollmentException('Course not found.', 404);
        }
        if ($course->startsAt() < new \DateTimeImmutable('-7 days')) {
            throw new EnrollmentException('Enrollment for this course has closed.', 409);
        }
        if ($this->enrollments->exists($courseId, $studentId)) {
            throw new EnrollmentException('You are already enrolled in this course.', 409);
        }
        if ($this->enrollments->countActive($courseId) >= $course->capacity()) {
            throw new EnrollmentException('This course is full. Join the waitlist to get a seat when one opens.', 409);
        }

        $enrollment = $this->enrollments->create($courseId, $studentId);
        $this->logger->info('student enrolled', ['course' => $courseId, 'student' => $studentId]);

        return $enrollment;
    }

    public function joinWaitlist(int $courseId, int $studentId): int
    {
        $position = $this->enrollments->waitlistLength($courseId) + 1;
        if ($position > self::WAITLIST_LIMIT) {
            throw new EnrollmentException('Waitlist is full.', 409);
        }
        $this->enrollments->addToWaitlist($courseId, $studentId, $position);

        return $position;
    }

    public function withdraw(int $courseId, int $studentId): void
    {
        if (!$this->enrollments->exists($courseId, $studentId)) {
            throw new EnrollmentException('You are not enrolled in this course.', 404);
        }
        $this->enrollments->cancel($courseId, $studentId);
        $next = $this->enrollments->popWaitlist($courseId);
        if ($next !== null) {
            $this->enrollments->create($courseId, $next);
            $this->logger->info('promoted from waitlist', ['course' => $courseId, 'student' => $next]);
        }
    }
}
