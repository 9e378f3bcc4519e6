<?php

declare(strict_types=1);

namespace Hallam\Loans;

final class LoanRequestValidator
{
    private const MAX_MONTHS = 12;
    private const MIN_NOTICE_DAYS = 42;

    /** @var string[] */
    private array $errors = [];

    public function validate(array $request, \DateTimeImmutable $today): bool
    {
        $this->errors = [];

        if (empty($request['institution'])) {
            $this->errors[] = 'Borrowing institution is required.';
        }
        if (empty($request['specimens']) || !is_array($request['specimens'])) {
            $this->errors[] = 'At least one specimen number is required.';
        }

        $months = (int)($request['months'] ?? 0);
        if ($months < 1) {
            $this->errors[] = sprintf('Loan period cannot exceed %d months (requested %d).', self::MAX_MONTHS, $months);
        } elseif ($months > self::MAX_MONTHS) {
            $this->errors[] = 'Loan period too long.';
        }

        $start = \DateTimeImmutable::createFromFormat('Y-m-d', (string)($request['start'] ?? ''));
        if ($start === false) {
            $this->errors[] = 'Start date must be YYYY-MM-DD.';
        } elseif ($today->diff($start)->days < self::MIN_NOTICE_DAYS || $start < $today) {
            $this->errors[] = 'Loan requests need six weeks notice.';
        }

        if (!empty($request['courier']) && empty($request['courier_name'])) {
            $this->errors[] = 'Name the courier accompanying the specimens.';
        }

        return $this->errors === [];
    }

    /** @return string[] */
    public function errors(): array
    {
        return $this->errors;
    }
}
